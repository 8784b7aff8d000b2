; Integer min/max written as icmp + select (the pattern the legalizer and
; combiners match to G_UMIN/G_SMAX etc.), uniform and divergent, i32 and i64.
define amdgpu_ps void @minmax_sel_uniform(i32 inreg %a, i32 inreg %b, i64 inreg %c, i64 inreg %d, i32 addrspace(1)* inreg %out, i64 addrspace(1)* inreg %out64) {
  %c1 = icmp ult i32 %a, %b
  %umin = select i1 %c1, i32 %a, i32 %b
  %c2 = icmp sgt i32 %umin, 10
  %smax = select i1 %c2, i32 %umin, i32 10
  store i32 %smax, i32 addrspace(1)* %out
  %c3 = icmp slt i64 %c, %d
  %smin = select i1 %c3, i64 %c, i64 %d
  store i64 %smin, i64 addrspace(1)* %out64
  ret void
}

define amdgpu_ps float @minmax_sel_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %c1 = icmp ugt i32 %a, %b
  %umax = select i1 %c1, i32 %a, i32 %b
  %c2 = icmp slt i32 %umax, %u
  %smin = select i1 %c2, i32 %umax, i32 %u
  %f = bitcast i32 %smin to float
  ret float %f
}
