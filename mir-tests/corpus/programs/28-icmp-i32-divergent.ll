; All ten icmp predicates on divergent i32 (VGPR) operands, each feeding a
; select (VCC lane masks consumed by V_CNDMASK).
define amdgpu_ps float @icmp_all_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %u
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, 7
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %u
  %c6 = icmp sgt i32 %a, %b
  %c7 = icmp sge i32 %a, -20
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %b, %u
  %v0 = select i1 %c0, i32 1, i32 0
  %v1 = select i1 %c1, i32 %v0, i32 2
  %v2 = select i1 %c2, i32 %v1, i32 3
  %v3 = select i1 %c3, i32 %v2, i32 %a
  %v4 = select i1 %c4, i32 %v3, i32 5
  %v5 = select i1 %c5, i32 %v4, i32 %b
  %v6 = select i1 %c6, i32 %v5, i32 7
  %v7 = select i1 %c7, i32 %v6, i32 8
  %v8 = select i1 %c8, i32 %v7, i32 %u
  %v9 = select i1 %c9, i32 %v8, i32 10
  %f = bitcast i32 %v9 to float
  ret float %f
}
