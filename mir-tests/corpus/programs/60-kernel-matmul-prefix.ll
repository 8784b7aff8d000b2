; Real-shader-like kernel: one element of C = A * B (row from workitem.id.y,
; column from workgroup/workitem x), inner product loop over a uniform K with
; llvm.fma, 4x unrolled with a remainder check, then alpha*acc + beta*C.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)

define amdgpu_kernel void @sgemm_elem(float addrspace(1)* %c, float addrspace(1)* %a, float addrspace(1)* %b, i32 %n, i32 %k, float %alpha, float %beta) {
entry:
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %row = call i32 @llvm.amdgcn.workitem.id.y()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgx = shl i32 %wg, 4
  %col = add i32 %wgx, %tx
  %arow = mul i32 %row, %k
  %k4 = and i32 %k, -4
  %has = icmp sgt i32 %k4, 0
  br i1 %has, label %loop, label %tail
loop:
  %i = phi i32 [ 0, %entry ], [ %i4, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc4, %loop ]
  %ai = add i32 %arow, %i
  %pa = getelementptr inbounds float, float addrspace(1)* %a, i32 %ai
  %av = bitcast float addrspace(1)* %pa to <4 x float> addrspace(1)*
  %a4 = load <4 x float>, <4 x float> addrspace(1)* %av, align 4
  %bi0 = mul i32 %i, %n
  %bi = add i32 %bi0, %col
  %pb0 = getelementptr inbounds float, float addrspace(1)* %b, i32 %bi
  %pb1 = getelementptr inbounds float, float addrspace(1)* %pb0, i32 %n
  %bi2 = shl i32 %n, 1
  %pb2 = getelementptr inbounds float, float addrspace(1)* %pb0, i32 %bi2
  %bi3 = mul i32 %n, 3
  %pb3 = getelementptr inbounds float, float addrspace(1)* %pb0, i32 %bi3
  %b0 = load float, float addrspace(1)* %pb0, align 4
  %b1 = load float, float addrspace(1)* %pb1, align 4
  %b2 = load float, float addrspace(1)* %pb2, align 4
  %b3 = load float, float addrspace(1)* %pb3, align 4
  %a0 = extractelement <4 x float> %a4, i32 0
  %a1 = extractelement <4 x float> %a4, i32 1
  %a2 = extractelement <4 x float> %a4, i32 2
  %a3 = extractelement <4 x float> %a4, i32 3
  %acc1 = call float @llvm.fma.f32(float %a0, float %b0, float %acc)
  %acc2 = call float @llvm.fma.f32(float %a1, float %b1, float %acc1)
  %acc3 = call float @llvm.fma.f32(float %a2, float %b2, float %acc2)
  %acc4 = call float @llvm.fma.f32(float %a3, float %b3, float %acc3)
  %i4 = add nuw nsw i32 %i, 4
  %more = icmp slt i32 %i4, %k4
  br i1 %more, label %loop, label %tail
tail:
  %sum = phi float [ 0.0, %entry ], [ %acc4, %loop ]
  %ci = mul i32 %row, %n
  %cidx = add i32 %ci, %col
  %pc = getelementptr inbounds float, float addrspace(1)* %c, i32 %cidx
  %cold = load float, float addrspace(1)* %pc, align 4
  %sc = fmul float %beta, %cold
  %res = call float @llvm.fma.f32(float %alpha, float %sum, float %sc)
  store float %res, float addrspace(1)* %pc, align 4
  ret void
}
