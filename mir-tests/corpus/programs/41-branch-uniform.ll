; Uniform branches: if and if/else on an SCC condition from inreg values
; (S_CBRANCH_SCC*), joined by i32 and float phis; no exec masking needed.
define amdgpu_ps void @uniform_if(i32 inreg %a, i32 inreg %b, i32 addrspace(1)* inreg %out) {
entry:
  %c = icmp sgt i32 %a, %b
  br i1 %c, label %then, label %join
then:
  %x = mul i32 %a, %b
  store i32 %x, i32 addrspace(1)* %out
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ %a, %entry ]
  %q = add i32 %p, 1
  store i32 %q, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @uniform_if_else(i32 inreg %a, float inreg %f, float %v) {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %then, label %else
then:
  %x = fadd float %f, %v
  br label %join
else:
  %y = fmul float %f, %v
  br label %join
join:
  %p = phi float [ %x, %then ], [ %y, %else ]
  ret float %p
}
