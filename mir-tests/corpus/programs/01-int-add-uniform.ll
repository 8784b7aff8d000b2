; Uniform 32-bit integer add: SGPR (inreg) shader arguments and kernel
; arguments, including an add of an immediate (scalar S_ADD_I32).
define amdgpu_ps void @add_inreg(i32 inreg %a, i32 inreg %b, i32 addrspace(1)* inreg %out) {
  %s = add i32 %a, %b
  store i32 %s, i32 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @add_kernarg(i32 addrspace(1)* %out, i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %t = add i32 %s, 42
  store i32 %t, i32 addrspace(1)* %out
  ret void
}
