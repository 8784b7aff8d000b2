; 32-bit sub and mul, uniform (inreg) and divergent (VGPR), including a
; subtract from a constant and an SGPR i32 return value of amdgpu_ps.
define amdgpu_ps i32 @sub_mul_uniform(i32 inreg %a, i32 inreg %b) {
  %d = sub i32 %a, %b
  %m = mul i32 %d, %b
  %n = sub i32 100, %m
  ret i32 %n
}

define amdgpu_ps float @sub_mul_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %d = sub i32 %a, %b
  %m = mul i32 %d, %u
  %n = sub i32 %u, %m
  %f = bitcast i32 %n to float
  ret float %f
}
