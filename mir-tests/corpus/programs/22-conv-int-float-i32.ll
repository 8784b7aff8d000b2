; sitofp/uitofp i32 -> f32 and fptosi/fptoui f32 -> i32, uniform (inreg)
; and divergent (VGPR).
define amdgpu_ps void @conv_uniform(i32 inreg %a, float inreg %b, float addrspace(1)* inreg %outf, i32 addrspace(1)* inreg %outi) {
  %s = sitofp i32 %a to float
  %u = uitofp i32 %a to float
  %sum = fadd float %s, %u
  store float %sum, float addrspace(1)* %outf
  %fs = fptosi float %b to i32
  %fu = fptoui float %b to i32
  %x = xor i32 %fs, %fu
  store i32 %x, i32 addrspace(1)* %outi
  ret void
}

define amdgpu_ps <2 x float> @conv_divergent(i32 %a, float %b) {
  %s = sitofp i32 %a to float
  %u = uitofp i32 %a to float
  %fs = fptosi float %b to i32
  %fu = fptoui float %s to i32
  %x = add i32 %fs, %fu
  %xf = bitcast i32 %x to float
  %v0 = insertelement <2 x float> undef, float %u, i32 0
  %v1 = insertelement <2 x float> %v0, float %xf, i32 1
  ret <2 x float> %v1
}
