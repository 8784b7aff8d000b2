; 16-bit integer add/sub/mul/and/or/xor/shl/lshr/ashr, uniform (kernel
; arguments) and divergent (i16 loaded at a workitem.id.x offset).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @i16_uniform(i16 addrspace(1)* %out, i16 %a, i16 %b) {
  %s = add i16 %a, %b
  %d = sub i16 %s, 3
  %m = mul i16 %d, %b
  %x = and i16 %m, %a
  %o = or i16 %x, 256
  %e = xor i16 %o, %b
  %sh = shl i16 %e, 2
  %lr = lshr i16 %sh, %b
  %ar = ashr i16 %lr, 1
  store i16 %ar, i16 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @i16_divergent(i16 addrspace(1)* %out, i16 addrspace(1)* %in, i16 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i16, i16 addrspace(1)* %in, i32 %tid
  %v = load i16, i16 addrspace(1)* %p
  %s = add i16 %v, %k
  %m = mul i16 %s, %v
  %sh = shl i16 %m, %k
  %ar = ashr i16 %sh, 3
  %q = getelementptr i16, i16 addrspace(1)* %out, i32 %tid
  store i16 %ar, i16 addrspace(1)* %q
  ret void
}
