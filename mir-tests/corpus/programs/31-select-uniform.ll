; select on i32, i64, float and pointers with a uniform condition (icmp on
; inreg values): S_CSELECT_B32/B64 on SCC.
define amdgpu_ps void @select_uniform(i32 inreg %a, i32 inreg %b, i64 inreg %x, i64 inreg %y, float inreg %f, float inreg %g, i32 addrspace(1)* inreg %p, i32 addrspace(1)* inreg %q) {
  %c = icmp ugt i32 %a, %b
  %s32 = select i1 %c, i32 %a, i32 17
  %s64 = select i1 %c, i64 %x, i64 %y
  %sf = select i1 %c, float %f, float %g
  %sp = select i1 %c, i32 addrspace(1)* %p, i32 addrspace(1)* %q
  %lo = trunc i64 %s64 to i32
  %fi = bitcast float %sf to i32
  %t = add i32 %s32, %lo
  %u = add i32 %t, %fi
  store i32 %u, i32 addrspace(1)* %sp
  ret void
}
