; llvm.amdgcn.readfirstlane: making a divergent value uniform (V_READFIRSTLANE
; into an SGPR), then using it for scalar arithmetic, a scalar load address
; and a uniform branch; also readfirstlane of an already uniform value.
declare i32 @llvm.amdgcn.readfirstlane(i32)

define amdgpu_ps float @readfirstlane_use(i32 %v, i32 inreg %u, i32 addrspace(4)* inreg %tbl) {
entry:
  %r = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %s = add i32 %r, %u
  %p = getelementptr i32, i32 addrspace(4)* %tbl, i32 %s
  %w = load i32, i32 addrspace(4)* %p
  %ru = call i32 @llvm.amdgcn.readfirstlane(i32 %u)
  %c = icmp eq i32 %ru, %w
  br i1 %c, label %then, label %join
then:
  %x = mul i32 %w, 3
  br label %join
join:
  %ph = phi i32 [ %x, %then ], [ %w, %entry ]
  %y = add i32 %ph, %v
  %f = bitcast i32 %y to float
  ret float %f
}
