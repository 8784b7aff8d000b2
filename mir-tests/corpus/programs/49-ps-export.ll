; amdgpu_ps exports through llvm.amdgcn.exp.f32: a non-final export without
; the done bit (mrt1) followed by a final one with done+vm (mrt0), and a
; shader whose only export uses uniform (SGPR) values and a partial mask.
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_ps void @export_two(float %r, float %g, float %b, float inreg %a) {
  %r2 = fmul float %r, %a
  %g2 = fmul float %g, %a
  call void @llvm.amdgcn.exp.f32(i32 1, i32 15, float %r, float %g, float %b, float %a, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %r2, float %g2, float %b, float 1.0, i1 true, i1 true)
  ret void
}

define amdgpu_ps void @export_uniform(float inreg %x, float inreg %y) {
  %s = fadd float %x, %y
  call void @llvm.amdgcn.exp.f32(i32 0, i32 3, float %s, float %y, float undef, float undef, i1 true, i1 false)
  ret void
}
