; Private (addrspace 5) memory: an alloca'd array indexed by workitem.id.x
; (MUBUF scratch BUFFER_*_OFFEN), and loads/stores of i8/i16/i32/i64/float
; through private pointer arguments of a callable function.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @private_alloca(i32 addrspace(1)* %out, i32 %n) {
  %buf = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 15
  %p = getelementptr [16 x i32], [16 x i32] addrspace(5)* %buf, i32 0, i32 %i
  store volatile i32 %n, i32 addrspace(5)* %p
  %q = getelementptr [16 x i32], [16 x i32] addrspace(5)* %buf, i32 0, i32 3
  store volatile i32 %tid, i32 addrspace(5)* %q
  %j = xor i32 %i, 1
  %r = getelementptr [16 x i32], [16 x i32] addrspace(5)* %buf, i32 0, i32 %j
  %v = load volatile i32, i32 addrspace(5)* %r
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

define void @private_ptr_args(i8 addrspace(5)* %b, i16 addrspace(5)* %h, i64 addrspace(5)* %q, float addrspace(5)* %f) {
  %x = load i8, i8 addrspace(5)* %b
  %y = load i16, i16 addrspace(5)* %h
  %z = load i64, i64 addrspace(5)* %q
  %w = load float, float addrspace(5)* %f
  %x16 = zext i8 %x to i16
  %s = add i16 %x16, %y
  store i16 %s, i16 addrspace(5)* %h
  %z1 = shl i64 %z, 1
  store i64 %z1, i64 addrspace(5)* %q
  %w1 = fmul float %w, 3.0
  store float %w1, float addrspace(5)* %f
  %q8 = getelementptr i8, i8 addrspace(5)* %b, i32 12
  store i8 %x, i8 addrspace(5)* %q8
  ret void
}
