; Multiplication by power-of-two constants (turned into shifts by the
; combiners): i32 by 8 and 1024, i64 by 16, uniform and divergent.
define amdgpu_ps void @mul_pow2_uniform(i32 inreg %a, i64 inreg %b, i32 addrspace(1)* inreg %out, i64 addrspace(1)* inreg %out64) {
  %x = mul i32 %a, 8
  %y = mul i32 %x, 1024
  store i32 %y, i32 addrspace(1)* %out
  %z = mul i64 %b, 16
  store i64 %z, i64 addrspace(1)* %out64
  ret void
}

define amdgpu_ps <2 x float> @mul_pow2_divergent(i32 %a, i64 %b) {
  %x = mul i32 %a, 4
  %y = mul i64 %b, 65536
  %z = zext i32 %x to i64
  %s = add i64 %y, %z
  %f = bitcast i64 %s to <2 x float>
  ret <2 x float> %f
}
