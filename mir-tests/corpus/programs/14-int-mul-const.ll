; Multiplication by non-power-of-two constants (7, 100, -3, 2^40+1 on i64),
; uniform and divergent.
define amdgpu_ps void @mul_const_uniform(i32 inreg %a, i64 inreg %b, i32 addrspace(1)* inreg %out, i64 addrspace(1)* inreg %out64) {
  %x = mul i32 %a, 7
  %y = mul i32 %x, 100
  store i32 %y, i32 addrspace(1)* %out
  %z = mul i64 %b, 1099511627777
  store i64 %z, i64 addrspace(1)* %out64
  ret void
}

define amdgpu_ps <2 x float> @mul_const_divergent(i32 %a, i64 %b) {
  %x = mul i32 %a, -3
  %y = mul i64 %b, 1000
  %z = sext i32 %x to i64
  %s = add i64 %y, %z
  %f = bitcast i64 %s to <2 x float>
  ret <2 x float> %f
}
