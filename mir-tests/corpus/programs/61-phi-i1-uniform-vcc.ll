; i1 phis of uniform 64-bit compares under a uniform branch: signed/unsigned
; ordering compares are VALU (VCC) even on SGPR operands (SALU has only
; S_CMP_EQ/LG_U64), eq/ne compares stay SCC; contrast with 48 (32-bit).
define amdgpu_ps void @phi_i1_i64_cmp(i64 inreg %a, i64 inreg %b, i32 inreg %u, i32 addrspace(1)* inreg %out) {
entry:
  %c = icmp eq i32 %u, 0
  %e = icmp sgt i64 %a, %b
  br i1 %c, label %then, label %join
then:
  %e2 = icmp ult i64 %a, 100
  br label %join
join:
  %p = phi i1 [ %e2, %then ], [ %e, %entry ]
  %z = zext i1 %p to i32
  store i32 %z, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps void @phi_i1_eq64_scc(i64 inreg %a, i64 inreg %b, i32 inreg %u, i32 addrspace(1)* inreg %out) {
entry:
  %c = icmp eq i32 %u, 0
  %e = icmp eq i64 %a, %b
  br i1 %c, label %then, label %join
then:
  %e2 = icmp ne i64 %a, 0
  br label %join
join:
  %p = phi i1 [ %e2, %then ], [ %e, %entry ]
  %z = zext i1 %p to i32
  store i32 %z, i32 addrspace(1)* %out
  ret void
}
