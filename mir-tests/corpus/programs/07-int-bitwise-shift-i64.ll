; 64-bit and/or/xor/shl/lshr/ashr, uniform (inreg) and divergent (VGPR),
; with register and immediate shift amounts (including >= 32).
define amdgpu_ps void @bitshift_i64_uniform(i64 inreg %a, i64 inreg %b, i64 addrspace(1)* inreg %out) {
  %x = and i64 %a, %b
  %y = or i64 %x, 4294967296
  %z = xor i64 %y, %a
  %s1 = shl i64 %z, %b
  %s2 = lshr i64 %s1, 33
  %s3 = ashr i64 %s2, %b
  store i64 %s3, i64 addrspace(1)* %out
  ret void
}

define amdgpu_ps <2 x float> @bitshift_i64_divergent(i64 %a, i64 %b, i64 inreg %u) {
  %x = and i64 %a, %u
  %y = or i64 %x, %b
  %z = xor i64 %y, -1
  %s1 = shl i64 %z, 4
  %s2 = lshr i64 %s1, %b
  %s3 = ashr i64 %s2, 40
  %f = bitcast i64 %s3 to <2 x float>
  ret <2 x float> %f
}
