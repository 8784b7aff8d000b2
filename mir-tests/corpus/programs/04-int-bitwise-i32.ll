; 32-bit and/or/xor with register and immediate operands, uniform (inreg)
; and divergent (VGPR); includes the not (xor -1) idiom.
define amdgpu_ps void @bitwise_uniform(i32 inreg %a, i32 inreg %b, i32 addrspace(1)* inreg %out) {
  %x = and i32 %a, %b
  %y = or i32 %x, 255
  %z = xor i32 %y, %b
  %n = xor i32 %z, -1
  store i32 %n, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @bitwise_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %x = and i32 %a, %u
  %y = or i32 %x, %b
  %z = xor i32 %y, 65535
  %n = xor i32 %z, -1
  %f = bitcast i32 %n to float
  ret float %f
}
