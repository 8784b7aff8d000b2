; f32 fadd/fsub/fmul/fdiv, uniform (inreg) and divergent (VGPR), including
; an immediate operand and a fast-math (arcp) fdiv.
define amdgpu_ps void @f32_uniform(float inreg %a, float inreg %b, float addrspace(1)* inreg %out) {
  %s = fadd float %a, %b
  %d = fsub float %s, 1.5
  %m = fmul float %d, %b
  %q = fdiv float %m, %a
  store float %q, float addrspace(1)* %out
  ret void
}

define amdgpu_ps float @f32_divergent(float %a, float %b, float inreg %u) {
  %s = fadd float %a, %u
  %d = fsub float %s, %b
  %m = fmul float %d, 4.0
  %q = fdiv float %m, %b
  %r = fdiv arcp float %q, %u
  ret float %r
}
