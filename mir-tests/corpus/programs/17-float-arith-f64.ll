; f64 fadd/fsub/fmul/fdiv, uniform (kernel arguments) and divergent
; (f64 loaded at a workitem.id.x offset).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @f64_uniform(double addrspace(1)* %out, double %a, double %b) {
  %s = fadd double %a, %b
  %d = fsub double %s, 2.0
  %m = fmul double %d, %b
  %q = fdiv double %m, %a
  store double %q, double addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @f64_divergent(double addrspace(1)* %out, double addrspace(1)* %in, double %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr double, double addrspace(1)* %in, i32 %tid
  %v = load double, double addrspace(1)* %p
  %s = fadd double %v, %k
  %m = fmul double %s, %v
  %d = fsub double %m, 0.5
  %q = fdiv double %d, %k
  %o = getelementptr double, double addrspace(1)* %out, i32 %tid
  store double %q, double addrspace(1)* %o
  ret void
}
