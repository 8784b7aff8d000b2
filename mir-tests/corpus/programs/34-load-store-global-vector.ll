; Global (addrspace 1) loads and stores of <2 x i32>, <4 x i32> and
; <4 x float>, uniform address (kernel) and divergent address (VGPR pointer).
define amdgpu_kernel void @global_vectors(<2 x i32> addrspace(1)* %a, <4 x i32> addrspace(1)* %b, <4 x float> addrspace(1)* %c) {
  %va = load <2 x i32>, <2 x i32> addrspace(1)* %a
  %vb = load <4 x i32>, <4 x i32> addrspace(1)* %b
  %vc = load <4 x float>, <4 x float> addrspace(1)* %c
  %sa = shufflevector <2 x i32> %va, <2 x i32> undef, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %s = add <4 x i32> %vb, %sa
  %f = fmul <4 x float> %vc, <float 2.0, float 2.0, float 2.0, float 2.0>
  store <4 x i32> %s, <4 x i32> addrspace(1)* %b
  store <4 x float> %f, <4 x float> addrspace(1)* %c
  %e = extractelement <4 x i32> %s, i32 2
  %va2 = insertelement <2 x i32> %va, i32 %e, i32 1
  store <2 x i32> %va2, <2 x i32> addrspace(1)* %a
  ret void
}

define amdgpu_ps <4 x float> @global_vectors_vgpr_ptr(<4 x float> addrspace(1)* %p, <2 x i32> addrspace(1)* %q) {
  %v = load <4 x float>, <4 x float> addrspace(1)* %p
  %w = load <2 x i32>, <2 x i32> addrspace(1)* %q
  %x = xor <2 x i32> %w, <i32 1, i32 2>
  store <2 x i32> %x, <2 x i32> addrspace(1)* %q
  ret <4 x float> %v
}
