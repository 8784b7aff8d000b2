; Loop with a divergent trip count (workitem.id.x / VGPR argument): lanes
; leave at different iterations (SI_IF_BREAK / SI_LOOP, exec mask updates).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @loop_divergent(i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 1, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %tid
  br i1 %c, label %loop, label %exit
exit:
  %g = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %s1, i32 addrspace(1)* %g
  ret void
}

define amdgpu_ps float @loop_divergent_ps(float %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = phi float [ %x, %entry ], [ %f1, %loop ]
  %f1 = fmul float %f, 0.5
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %f1
}
