; Loop with a break where the break and latch conditions are uniform in IR.
; llc-14 still gives the header phi a VGPR (so the i1 Flow phi is VCC and it
; falls back); the readfirstlane'd counter variant keeps them SGPR/SCC.
declare i32 @llvm.amdgcn.readfirstlane(i32)

define amdgpu_ps i32 @loop_break_uniform(i32 addrspace(4)* inreg %tbl, i32 inreg %n, i32 inreg %key) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %p = getelementptr i32, i32 addrspace(4)* %tbl, i32 %i
  %v = load i32, i32 addrspace(4)* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %cont
cont:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ %i, %loop ], [ -1, %cont ]
  ret i32 %r
}

define amdgpu_ps i32 @loop_break_readfirstlane(i32 addrspace(4)* inreg %tbl, i32 inreg %n, i32 inreg %key) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %iu = call i32 @llvm.amdgcn.readfirstlane(i32 %i)
  %p = getelementptr i32, i32 addrspace(4)* %tbl, i32 %iu
  %v = load i32, i32 addrspace(4)* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %cont
cont:
  %i1 = add i32 %iu, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ %iu, %loop ], [ -1, %cont ]
  ret i32 %r
}
