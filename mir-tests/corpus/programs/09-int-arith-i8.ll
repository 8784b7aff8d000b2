; 8-bit integer add/sub/mul/and/or/xor/shl/lshr/ashr, uniform (kernel
; arguments) and divergent (i8 loaded at a workitem.id.x offset).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @i8_uniform(i8 addrspace(1)* %out, i8 %a, i8 %b) {
  %s = add i8 %a, %b
  %d = sub i8 %s, 7
  %m = mul i8 %d, %b
  %x = and i8 %m, %a
  %o = or i8 %x, 16
  %e = xor i8 %o, %b
  %sh = shl i8 %e, 1
  %lr = lshr i8 %sh, %b
  %ar = ashr i8 %lr, 2
  store i8 %ar, i8 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @i8_divergent(i8 addrspace(1)* %out, i8 addrspace(1)* %in, i8 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i8, i8 addrspace(1)* %in, i32 %tid
  %v = load i8, i8 addrspace(1)* %p
  %s = add i8 %v, %k
  %m = mul i8 %s, %v
  %lr = lshr i8 %m, %k
  %ar = ashr i8 %lr, 1
  %q = getelementptr i8, i8 addrspace(1)* %out, i32 %tid
  store i8 %ar, i8 addrspace(1)* %q
  ret void
}
