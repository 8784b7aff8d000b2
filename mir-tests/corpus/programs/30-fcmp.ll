; fcmp with ordered and unordered predicates (oeq, one, olt, oge, ord, uno,
; ueq, une, ult, ugt) on f32 and f64, uniform and divergent; f32 compares are
; always VALU (VCC) before gfx11, even with SGPR operands.
define amdgpu_ps void @fcmp_uniform(float inreg %a, float inreg %b, double inreg %c, i32 addrspace(1)* inreg %out) {
  %c0 = fcmp oeq float %a, %b
  %c1 = fcmp one float %a, 1.0
  %c2 = fcmp ord float %a, %b
  %c3 = fcmp uno double %c, %c
  %c4 = fcmp olt double %c, 0.0
  %x = and i1 %c0, %c1
  %y = or i1 %c2, %c3
  %z = xor i1 %x, %y
  %w = and i1 %z, %c4
  %r = zext i1 %w to i32
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @fcmp_divergent(float %a, float %b, double %d) {
  %c0 = fcmp ueq float %a, %b
  %c1 = fcmp une float %a, 0.0
  %c2 = fcmp ult float %a, %b
  %c3 = fcmp ugt float %b, 2.0
  %c4 = fcmp oge double %d, 1.0
  %v0 = select i1 %c0, float %a, float %b
  %v1 = select i1 %c1, float %v0, float 1.0
  %v2 = select i1 %c2, float %v1, float %a
  %v3 = select i1 %c3, float %v2, float 2.0
  %v4 = select i1 %c4, float %v3, float 3.0
  ret float %v4
}
