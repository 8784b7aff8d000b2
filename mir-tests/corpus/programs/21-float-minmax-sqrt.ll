; llvm.minnum/maxnum and llvm.sqrt on f32 and f64, uniform and divergent
; (f32 sqrt and f64 sqrt legalize very differently).
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)

define amdgpu_ps void @minmax_sqrt_uniform(float inreg %a, float inreg %b, double inreg %c, float addrspace(1)* inreg %out, double addrspace(1)* inreg %out64) {
  %mn = call float @llvm.minnum.f32(float %a, float %b)
  %mx = call float @llvm.maxnum.f32(float %mn, float 0.0)
  %sq = call float @llvm.sqrt.f32(float %mx)
  store float %sq, float addrspace(1)* %out
  %dm = call double @llvm.minnum.f64(double %c, double 4.0)
  %ds = call double @llvm.sqrt.f64(double %dm)
  store double %ds, double addrspace(1)* %out64
  ret void
}

define amdgpu_ps float @minmax_sqrt_divergent(float %a, float %b, float inreg %u) {
  %mn = call float @llvm.minnum.f32(float %a, float %u)
  %mx = call float @llvm.maxnum.f32(float %mn, float %b)
  %sq = call float @llvm.sqrt.f32(float %mx)
  ret float %sq
}
