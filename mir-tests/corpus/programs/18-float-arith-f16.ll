; f16 (half) fadd/fsub/fmul/fdiv, uniform (kernel arguments) and divergent
; (half loaded at a workitem.id.x offset); gfx900 and gfx1030 have 16-bit VALU.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @f16_uniform(half addrspace(1)* %out, half %a, half %b) {
  %s = fadd half %a, %b
  %d = fsub half %s, 0xH3C00
  %m = fmul half %d, %b
  %q = fdiv half %m, %a
  store half %q, half addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @f16_divergent(half addrspace(1)* %out, half addrspace(1)* %in, half %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr half, half addrspace(1)* %in, i32 %tid
  %v = load half, half addrspace(1)* %p
  %s = fadd half %v, %k
  %m = fmul half %s, %v
  %q = fdiv half %m, %k
  %o = getelementptr half, half addrspace(1)* %out, i32 %tid
  store half %q, half addrspace(1)* %o
  ret void
}
