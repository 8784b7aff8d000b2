; amdgpu_ps whose divergent path enters an infinite loop that only exits
; through llvm.amdgcn.kill (no IR exit edge); a null export must be added
; before s_endpgm. Variant of shared/corpus/llvm/ir/kill-infinite-loop.ll.
declare void @llvm.amdgcn.kill(i1)
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_ps void @kill_forever(float %x, float inreg %lim) {
entry:
  %c = fcmp olt float %x, %lim
  br i1 %c, label %end, label %loop
loop:
  %f = phi float [ %x, %entry ], [ %f1, %loop ]
  %f1 = fadd float %f, 1.0
  %alive = fcmp olt float %f1, %lim
  call void @llvm.amdgcn.kill(i1 %alive)
  br label %loop
end:
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %x, float %x, float %x, float 1.0, i1 true, i1 true)
  ret void
}

define amdgpu_ps float @kill_forever_ret(float %x) {
entry:
  %c = fcmp oge float %x, 0.0
  br i1 %c, label %end, label %loop
loop:
  call void @llvm.amdgcn.kill(i1 false)
  br label %loop
end:
  %r = fmul float %x, %x
  ret float %r
}
