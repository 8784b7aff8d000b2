; llvm.amdgcn.kill in amdgpu_ps: with a divergent condition (discard lanes),
; with a constant false (kill all), and inside a divergent loop.
declare void @llvm.amdgcn.kill(i1)
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_ps void @kill_cond(float %a, float %b) {
  %c = fcmp oge float %a, 0.0
  call void @llvm.amdgcn.kill(i1 %c)
  %m = fmul float %a, %b
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %m, float %a, float %b, float 1.0, i1 true, i1 true)
  ret void
}

define amdgpu_ps float @kill_uniform(i32 inreg %u, float %v) {
  %c = icmp ne i32 %u, 0
  call void @llvm.amdgcn.kill(i1 %c)
  call void @llvm.amdgcn.kill(i1 false)
  ret float %v
}

define amdgpu_ps void @kill_in_loop(float %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = phi float [ %x, %entry ], [ %f1, %loop ]
  %f1 = fadd float %f, -1.0
  %alive = fcmp ogt float %f1, 0.0
  call void @llvm.amdgcn.kill(i1 %alive)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.amdgcn.exp.f32(i32 0, i32 1, float %f1, float undef, float undef, float undef, i1 true, i1 true)
  ret void
}
