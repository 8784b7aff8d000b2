; Fused multiply-add: llvm.fma on f32/f64/f16, and fmul+fadd with the
; `contract` flag (combined into G_FMA/G_FMAD), uniform and divergent.
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare half @llvm.fma.f16(half, half, half)

define amdgpu_ps void @fma_uniform(float inreg %a, float inreg %b, float inreg %c, double inreg %x, double inreg %y, float addrspace(1)* inreg %out, double addrspace(1)* inreg %out64) {
  %f = call float @llvm.fma.f32(float %a, float %b, float %c)
  %m = fmul contract float %f, %b
  %s = fadd contract float %m, %c
  store float %s, float addrspace(1)* %out
  %d = call double @llvm.fma.f64(double %x, double %y, double 1.0)
  store double %d, double addrspace(1)* %out64
  ret void
}

define amdgpu_ps float @fma_divergent(float %a, float %b, float %c, half %h) {
  %f = call float @llvm.fma.f32(float %a, float %b, float %c)
  %m = fmul contract float %a, %f
  %s = fadd contract float %m, %b
  %hh = call half @llvm.fma.f16(half %h, half %h, half 0xH3C00)
  %he = fpext half %hh to float
  %r = fadd float %s, %he
  ret float %r
}
