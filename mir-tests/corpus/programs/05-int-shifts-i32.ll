; 32-bit shl/lshr/ashr by register and by immediate amounts, uniform (inreg)
; and divergent (VGPR, including a uniform shift amount on a VGPR value).
define amdgpu_ps void @shifts_uniform(i32 inreg %a, i32 inreg %s, i32 addrspace(1)* inreg %out) {
  %x = shl i32 %a, %s
  %y = lshr i32 %x, 3
  %z = ashr i32 %y, %s
  %w = shl i32 %z, 5
  store i32 %w, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @shifts_divergent(i32 %a, i32 %s, i32 inreg %u) {
  %x = shl i32 %a, %s
  %y = lshr i32 %x, %u
  %z = ashr i32 %y, 7
  %f = bitcast i32 %z to float
  ret float %f
}
