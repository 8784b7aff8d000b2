; fpext half->float->double and fptrunc double->float->half, plus half->double
; directly, uniform (kernel arguments) and divergent (VGPR).
define amdgpu_kernel void @ext_trunc_uniform(double addrspace(1)* %outd, half addrspace(1)* %outh, half %h, double %d) {
  %f = fpext half %h to float
  %e = fpext float %f to double
  %s = fadd double %e, %d
  store double %s, double addrspace(1)* %outd
  %t = fptrunc double %s to float
  %th = fptrunc float %t to half
  store half %th, half addrspace(1)* %outh
  ret void
}

define amdgpu_ps float @ext_trunc_divergent(half %h, double %d, float %f) {
  %hd = fpext half %h to double
  %s = fadd double %hd, %d
  %t = fptrunc double %s to half
  %tf = fpext half %t to float
  %dh = fptrunc double %d to half
  %fh = fpext half %dh to float
  %r = fadd float %tf, %fh
  %r2 = fadd float %r, %f
  ret float %r2
}
