; Loop with a uniform trip count (kernel argument / inreg), accumulating into
; i32 and float phis; the branch stays uniform (no SI_LOOP), though llc-14 puts
; the header phis in VGPRs (latch: V_CMP + S_CBRANCH_VCCNZ).
define amdgpu_kernel void @loop_uniform(i32 addrspace(1)* %out, float addrspace(1)* %in, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %p = getelementptr float, float addrspace(1)* %in, i32 %i
  %v = load float, float addrspace(1)* %p
  %acc1 = fadd float %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %ri = fptosi float %r to i32
  store i32 %ri, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps i32 @loop_uniform_ps(i32 inreg %n, i32 inreg %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ %x, %entry ], [ %s1, %loop ]
  %s1 = mul i32 %s, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
