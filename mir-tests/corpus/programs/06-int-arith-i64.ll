; 64-bit add/sub/mul, uniform (kernel arguments) and divergent (value
; loaded through a workitem.id.x-indexed global pointer).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @arith_i64_uniform(i64 addrspace(1)* %out, i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %d = sub i64 %s, 12345678901
  %m = mul i64 %d, %b
  store i64 %m, i64 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @arith_i64_divergent(i64 addrspace(1)* %out, i64 addrspace(1)* %in, i64 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, i64 addrspace(1)* %in, i32 %tid
  %v = load i64, i64 addrspace(1)* %p
  %s = add i64 %v, %k
  %d = sub i64 %s, 1
  %m = mul i64 %d, %v
  %q = getelementptr i64, i64 addrspace(1)* %out, i32 %tid
  store i64 %m, i64 addrspace(1)* %q
  ret void
}
