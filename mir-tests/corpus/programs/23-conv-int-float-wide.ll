; Wider and narrower int/float conversions: i64 <-> f32/f64, i32 <-> f64,
; i16 <-> f16, i8 -> f32, divergent (VGPR) and uniform (kernel arguments).
define amdgpu_ps <2 x float> @conv_i64_divergent(i64 %a, double %d) {
  %s = sitofp i64 %a to float
  %u = uitofp i64 %a to double
  %t = fptosi double %d to i64
  %w = fptoui double %u to i32
  %wf = uitofp i32 %w to float
  %sum = fadd float %s, %wf
  %tf = sitofp i64 %t to float
  %v0 = insertelement <2 x float> undef, float %sum, i32 0
  %v1 = insertelement <2 x float> %v0, float %tf, i32 1
  ret <2 x float> %v1
}

define amdgpu_kernel void @conv_small_uniform(half addrspace(1)* %outh, float addrspace(1)* %outf, i16 %a, i8 %b, double %d) {
  %h = sitofp i16 %a to half
  %i = fptoui half %h to i16
  %h2 = uitofp i16 %i to half
  store half %h2, half addrspace(1)* %outh
  %f = sitofp i8 %b to float
  %di = fptosi double %d to i32
  %df = sitofp i32 %di to double
  %dt = fptrunc double %df to float
  %r = fadd float %f, %dt
  store float %r, float addrspace(1)* %outf
  ret void
}
