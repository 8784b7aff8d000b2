; All ten icmp predicates on uniform i32 (inreg) operands, each result
; widened with zext and summed (S_CMP_* on SCC, copies from SCC).
define amdgpu_ps i32 @icmp_all_uniform(i32 inreg %a, i32 inreg %b) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, 5
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, %b
  %c4 = icmp ult i32 %a, 100
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, -1
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %b, 64
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %s1 = add i32 %z0, %z1
  %s2 = add i32 %s1, %z2
  %s3 = add i32 %s2, %z3
  %s4 = add i32 %s3, %z4
  %s5 = add i32 %s4, %z5
  %s6 = add i32 %s5, %z6
  %s7 = add i32 %s6, %z7
  %s8 = add i32 %s7, %z8
  %s9 = add i32 %s8, %z9
  ret i32 %s9
}
