; amdgpu_ps with divergent early returns at top level: two data-dependent
; returns before the final export (AMDGPUUnifyDivergentExitNodes + StructurizeCFG);
; and a float-returning variant with returns in both arms.
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_ps void @early_returns(float %a, float %b, i32 inreg %u) {
entry:
  %c1 = fcmp olt float %a, 0.0
  br i1 %c1, label %ret1, label %next
ret1:
  ret void
next:
  %m = fmul float %a, %b
  %c2 = fcmp ogt float %m, 100.0
  br i1 %c2, label %ret2, label %body
ret2:
  ret void
body:
  %s = fadd float %m, %b
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %s, float %m, float %a, float %b, i1 true, i1 true)
  ret void
}

define amdgpu_ps float @early_return_value(float %a, float %b) {
entry:
  %c = fcmp une float %a, %b
  br i1 %c, label %diff, label %same
diff:
  %d = fsub float %a, %b
  ret float %d
same:
  %s = fmul float %a, 2.0
  ret float %s
}
