; LDS (addrspace 3) loads and stores of i8, i16, i32, i64, <2 x i32>,
; <4 x i32>, float, <4 x float> through an LDS global and an LDS pointer
; argument, at constant and workitem.id.x offsets (DS_READ/DS_WRITE).
@lds = internal addrspace(3) global [256 x i32] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @lds_scalar(i32 addrspace(1)* %out, i8 addrspace(3)* %b8) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [256 x i32], [256 x i32] addrspace(3)* @lds, i32 0, i32 %tid
  store i32 %tid, i32 addrspace(3)* %p
  %q = getelementptr [256 x i32], [256 x i32] addrspace(3)* @lds, i32 0, i32 5
  %v = load i32, i32 addrspace(3)* %q
  %g8 = getelementptr i8, i8 addrspace(3)* %b8, i32 %tid
  %v8 = load i8, i8 addrspace(3)* %g8
  %z8 = zext i8 %v8 to i32
  %p16 = bitcast i8 addrspace(3)* %b8 to i16 addrspace(3)*
  %v16 = load i16, i16 addrspace(3)* %p16
  %s16 = sext i16 %v16 to i32
  %p64 = bitcast [256 x i32] addrspace(3)* @lds to i64 addrspace(3)*
  %v64 = load i64, i64 addrspace(3)* %p64
  %t64 = trunc i64 %v64 to i32
  %s1 = add i32 %v, %z8
  %s2 = add i32 %s1, %s16
  %s3 = add i32 %s2, %t64
  store i8 %v8, i8 addrspace(3)* %b8
  %t16 = trunc i32 %s3 to i16
  store i16 %t16, i16 addrspace(3)* %p16
  store i64 %v64, i64 addrspace(3)* %p64
  store i32 %s3, i32 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @lds_vector(<4 x float> addrspace(1)* %out, <4 x i32> addrspace(3)* %l) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x i32>, <4 x i32> addrspace(3)* %l, i32 %tid
  %v = load <4 x i32>, <4 x i32> addrspace(3)* %p
  %q = bitcast <4 x i32> addrspace(3)* %l to <2 x i32> addrspace(3)*
  %q1 = getelementptr <2 x i32>, <2 x i32> addrspace(3)* %q, i32 3
  %w = load <2 x i32>, <2 x i32> addrspace(3)* %q1
  store <2 x i32> %w, <2 x i32> addrspace(3)* %q
  %r = bitcast <4 x i32> addrspace(3)* %p to <4 x float> addrspace(3)*
  %f = load <4 x float>, <4 x float> addrspace(3)* %r
  %fp = bitcast <4 x i32> addrspace(3)* %l to float addrspace(3)*
  %s = load float, float addrspace(3)* %fp
  %vf = sitofp <4 x i32> %v to <4 x float>
  %sum = fadd <4 x float> %f, %vf
  %sum2 = insertelement <4 x float> %sum, float %s, i32 3
  store <4 x float> %sum2, <4 x float> addrspace(3)* %r
  store <4 x float> %sum2, <4 x float> addrspace(1)* %out
  ret void
}
