; icmp on i64 (eq, ne, ult, sgt, sle, uge), uniform (S_CMP_EQ_U64 exists only
; for eq/ne) and divergent (V_CMP_*_U64/I64).
define amdgpu_ps i32 @icmp_i64_uniform(i64 inreg %a, i64 inreg %b) {
  %c0 = icmp eq i64 %a, %b
  %c1 = icmp ne i64 %a, 0
  %c2 = icmp ult i64 %a, %b
  %c3 = icmp sgt i64 %a, 4294967296
  %x = and i1 %c0, %c1
  %y = or i1 %c2, %c3
  %z = xor i1 %x, %y
  %r = zext i1 %z to i32
  ret i32 %r
}

define amdgpu_ps float @icmp_i64_divergent(i64 %a, i64 %b) {
  %c0 = icmp sle i64 %a, %b
  %c1 = icmp uge i64 %a, 1000
  %c2 = icmp eq i64 %a, %b
  %v0 = select i1 %c0, float 1.0, float 2.0
  %v1 = select i1 %c1, float %v0, float 3.0
  %v2 = select i1 %c2, float %v1, float 4.0
  ret float %v2
}
