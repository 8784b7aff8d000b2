; Divergent if/else: both arms execute under complementary exec masks
; (SI_IF, SI_ELSE, SI_END_CF); side effects (stores) in both arms.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divergent_if_else(i32 addrspace(1)* %out, i32 addrspace(1)* %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, i32 addrspace(1)* %in, i32 %tid
  %v = load i32, i32 addrspace(1)* %g
  %c = icmp slt i32 %v, 0
  br i1 %c, label %then, label %else
then:
  %n = sub i32 0, %v
  store i32 %n, i32 addrspace(1)* %out
  br label %join
else:
  %d = shl i32 %v, 1
  br label %join
join:
  %p = phi i32 [ %n, %then ], [ %d, %else ]
  %o = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %p, i32 addrspace(1)* %o
  ret void
}
