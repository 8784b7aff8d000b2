; Real-shader-like kernel: per-lane strided sum over global memory (uniform
; trip count), partial sums to LDS, s_barrier, then lane 0 (divergent if)
; reduces the LDS array in a loop and stores the total to global memory.
@partial = internal addrspace(3) global [64 x float] undef, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @reduce(float addrspace(1)* %out, float addrspace(1)* %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, %n
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %sum, label %sum.done
sum:
  %i = phi i32 [ 0, %entry ], [ %i1, %sum ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %sum ]
  %k = mul i32 %i, 64
  %k1 = add i32 %k, %tid
  %idx = add i32 %k1, %base
  %p = getelementptr inbounds float, float addrspace(1)* %in, i32 %idx
  %v = load float, float addrspace(1)* %p, align 4
  %acc1 = fadd float %acc, %v
  %i1 = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %sum, label %sum.done
sum.done:
  %part = phi float [ 0.0, %entry ], [ %acc1, %sum ]
  %slot = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @partial, i32 0, i32 %tid
  store float %part, float addrspace(3)* %slot, align 4
  call void @llvm.amdgcn.s.barrier()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %red, label %exit
red:
  %j = phi i32 [ 0, %sum.done ], [ %j1, %red ]
  %tot = phi float [ 0.0, %sum.done ], [ %tot1, %red ]
  %q = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @partial, i32 0, i32 %j
  %w = load float, float addrspace(3)* %q, align 4
  %tot1 = fadd float %tot, %w
  %j1 = add nuw nsw i32 %j, 1
  %rmore = icmp ult i32 %j1, 64
  br i1 %rmore, label %red, label %red.done
red.done:
  %o = getelementptr inbounds float, float addrspace(1)* %out, i32 %wg
  store float %tot1, float addrspace(1)* %o, align 4
  br label %exit
exit:
  ret void
}
