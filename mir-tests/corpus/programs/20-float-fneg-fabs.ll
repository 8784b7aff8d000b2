; fneg, llvm.fabs and fneg(fabs) on f32/f64/f16, uniform and divergent;
; these become source modifiers or bit operations depending on the bank.
declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)
declare half @llvm.fabs.f16(half)

define amdgpu_ps void @fneg_fabs_uniform(float inreg %a, double inreg %b, float addrspace(1)* inreg %out, double addrspace(1)* inreg %out64) {
  %n = fneg float %a
  %ab = call float @llvm.fabs.f32(float %n)
  %nab = fneg float %ab
  store float %nab, float addrspace(1)* %out
  %db = call double @llvm.fabs.f64(double %b)
  %dn = fneg double %db
  store double %dn, double addrspace(1)* %out64
  ret void
}

define amdgpu_ps float @fneg_fabs_divergent(float %a, float %b, half %h) {
  %n = fneg float %a
  %ab = call float @llvm.fabs.f32(float %b)
  %m = fmul float %n, %ab
  %hn = fneg half %h
  %ha = call half @llvm.fabs.f16(half %hn)
  %he = fpext half %ha to float
  %r = fsub float %m, %he
  ret float %r
}
