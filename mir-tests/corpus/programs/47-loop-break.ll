; Loops with a break: a uniform-count loop with a divergent early exit (data
; dependent break), and a divergent loop with two exits whose values merge.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @loop_break(i32 addrspace(1)* %out, i32 addrspace(1)* %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %idx = add i32 %i, %tid
  %p = getelementptr i32, i32 addrspace(1)* %in, i32 %idx
  %v = load i32, i32 addrspace(1)* %p
  %brk = icmp eq i32 %v, 0
  br i1 %brk, label %exit, label %cont
cont:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %i, %loop ], [ -1, %cont ]
  %g = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %r, i32 addrspace(1)* %g
  ret void
}

define amdgpu_ps float @loop_two_exits(float %x, float %lim) {
entry:
  br label %loop
loop:
  %f = phi float [ %x, %entry ], [ %f1, %cont ]
  %big = fcmp ogt float %f, %lim
  br i1 %big, label %exit, label %cont
cont:
  %f1 = fmul float %f, 2.0
  %tiny = fcmp olt float %f1, -1.000000e+03
  br i1 %tiny, label %exit, label %loop
exit:
  %r = phi float [ %f, %loop ], [ 0.0, %cont ]
  ret float %r
}
