; i1 arithmetic: and/or/xor/not and add (= xor) of compare results, with
; uniform (SCC/SGPR) and divergent (VCC lane mask) booleans; zext/sext to i32.
define amdgpu_ps void @bool_uniform(i32 inreg %a, i32 inreg %b, i32 addrspace(1)* inreg %out) {
  %c1 = icmp eq i32 %a, 0
  %c2 = icmp slt i32 %b, 10
  %x = and i1 %c1, %c2
  %y = or i1 %x, %c2
  %z = xor i1 %y, true
  %w = add i1 %z, %c1
  %r = zext i1 %w to i32
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @bool_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %c1 = icmp ne i32 %a, %u
  %c2 = icmp ugt i32 %b, 5
  %x = and i1 %c1, %c2
  %y = or i1 %x, %c1
  %z = xor i1 %y, %c2
  %n = xor i1 %z, true
  %r = sext i1 %n to i32
  %f = bitcast i32 %r to float
  ret float %f
}
