; Nested ifs: a divergent if inside a uniform if, and a divergent if inside a
; divergent if/else, with phis at each join.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @uniform_outer_divergent_inner(i32 addrspace(1)* %out, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cu = icmp eq i32 %u, 0
  br i1 %cu, label %outer, label %end
outer:
  %cd = icmp ugt i32 %tid, 7
  br i1 %cd, label %inner, label %outer.join
inner:
  %x = add i32 %tid, %u
  br label %outer.join
outer.join:
  %p = phi i32 [ %x, %inner ], [ 1, %outer ]
  br label %end
end:
  %q = phi i32 [ %p, %outer.join ], [ 2, %entry ]
  %g = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %q, i32 addrspace(1)* %g
  ret void
}

define amdgpu_ps float @divergent_nested(float %a, float %b) {
entry:
  %c1 = fcmp olt float %a, 0.0
  br i1 %c1, label %then, label %else
then:
  %c2 = fcmp ogt float %b, 1.0
  br i1 %c2, label %inner, label %then.join
inner:
  %x = fmul float %a, %b
  br label %then.join
then.join:
  %p = phi float [ %x, %inner ], [ %b, %then ]
  br label %end
else:
  %y = fadd float %a, 2.0
  br label %end
end:
  %r = phi float [ %p, %then.join ], [ %y, %else ]
  ret float %r
}
