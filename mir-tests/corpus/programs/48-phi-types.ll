; Phis of i32, float, i64 and i1, with uniform (SCC/SGPR) and divergent
; incoming values (a divergent i1 phi lives in a VCC lane mask).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @phi_uniform(i64 addrspace(1)* %out, i32 %a, i64 %b, float %f) {
entry:
  %c = icmp eq i32 %a, 0
  %e = icmp sgt i32 %a, -8
  br i1 %c, label %then, label %join
then:
  %x = add i64 %b, 5
  %y = fmul float %f, 2.0
  %z = add i32 %a, 3
  %e2 = icmp ult i32 %a, 9
  br label %join
join:
  %p64 = phi i64 [ %x, %then ], [ %b, %entry ]
  %pf = phi float [ %y, %then ], [ %f, %entry ]
  %p32 = phi i32 [ %z, %then ], [ 7, %entry ]
  %p1 = phi i1 [ %e2, %then ], [ %e, %entry ]
  %fi = fptosi float %pf to i64
  %s = add i64 %p64, %fi
  %w = zext i32 %p32 to i64
  %s2 = add i64 %s, %w
  %sel = select i1 %p1, i64 %s2, i64 0
  store i64 %sel, i64 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @phi_divergent(i64 addrspace(1)* %out, i64 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 32
  %e = icmp eq i32 %tid, 3
  br i1 %c, label %then, label %join
then:
  %t64 = zext i32 %tid to i64
  %x = mul i64 %t64, %b
  %e2 = icmp ne i64 %x, 0
  br label %join
join:
  %p64 = phi i64 [ %x, %then ], [ %b, %entry ]
  %p1 = phi i1 [ %e2, %then ], [ %e, %entry ]
  %sel = select i1 %p1, i64 %p64, i64 1
  %g = getelementptr i64, i64 addrspace(1)* %out, i32 %tid
  store i64 %sel, i64 addrspace(1)* %g
  ret void
}
