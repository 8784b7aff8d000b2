; Constant (addrspace 4) loads with a uniform address: S_LOAD_DWORD* / scalar
; loads of i32, i64, <2 x i32>, <4 x i32>, float, <4 x float>, with constant
; GEP offsets (immediate offset folding) and a uniform register offset.
define amdgpu_ps void @constant_uniform(i32 addrspace(4)* inreg %p, <4 x i32> addrspace(4)* inreg %q, <4 x float> addrspace(4)* inreg %r, i32 inreg %idx, i32 addrspace(1)* inreg %out) {
  %a = load i32, i32 addrspace(4)* %p
  %p1 = getelementptr i32, i32 addrspace(4)* %p, i64 4
  %b = load i32, i32 addrspace(4)* %p1
  %p2 = getelementptr i32, i32 addrspace(4)* %p, i32 %idx
  %c = load i32, i32 addrspace(4)* %p2
  %p3 = bitcast i32 addrspace(4)* %p to i64 addrspace(4)*
  %p4 = getelementptr i64, i64 addrspace(4)* %p3, i64 300
  %d = load i64, i64 addrspace(4)* %p4
  %p5 = bitcast i32 addrspace(4)* %p to <2 x i32> addrspace(4)*
  %e = load <2 x i32>, <2 x i32> addrspace(4)* %p5
  %q1 = getelementptr <4 x i32>, <4 x i32> addrspace(4)* %q, i64 1
  %f = load <4 x i32>, <4 x i32> addrspace(4)* %q1
  %g = load <4 x float>, <4 x float> addrspace(4)* %r
  %pf = bitcast i32 addrspace(4)* %p to float addrspace(4)*
  %h = load float, float addrspace(4)* %pf
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %dl = trunc i64 %d to i32
  %s3 = add i32 %s2, %dl
  %e1 = extractelement <2 x i32> %e, i32 1
  %s4 = add i32 %s3, %e1
  %f3 = extractelement <4 x i32> %f, i32 3
  %s5 = add i32 %s4, %f3
  %g0 = extractelement <4 x float> %g, i32 0
  %gh = fadd float %g0, %h
  %gi = bitcast float %gh to i32
  %s6 = add i32 %s5, %gi
  store i32 %s6, i32 addrspace(1)* %out
  ret void
}

define amdgpu_kernel void @constant_kernarg_ptr(i32 addrspace(1)* %out, i32 addrspace(4)* %tbl) {
  %p = getelementptr i32, i32 addrspace(4)* %tbl, i64 16
  %v = load i32, i32 addrspace(4)* %p, !invariant.load !0
  %w = load i32, i32 addrspace(4)* %tbl
  %s = mul i32 %v, %w
  store i32 %s, i32 addrspace(1)* %out
  ret void
}

!0 = !{}
