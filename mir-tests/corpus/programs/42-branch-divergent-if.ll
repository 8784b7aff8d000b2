; Divergent if (no else): condition from workitem.id.x / a VGPR argument,
; lowered by StructurizeCFG + SI_IF/SI_END_CF; a phi merges the two paths.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divergent_if(i32 addrspace(1)* %out, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %join
then:
  %x = mul i32 %tid, %k
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ 0, %entry ]
  %g = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %p, i32 addrspace(1)* %g
  ret void
}

define amdgpu_ps float @divergent_if_vgpr(float %a, float %b) {
entry:
  %c = fcmp ogt float %a, %b
  br i1 %c, label %then, label %join
then:
  %x = fsub float %a, %b
  %y = fmul float %x, %x
  br label %join
join:
  %p = phi float [ %y, %then ], [ %a, %entry ]
  ret float %p
}
