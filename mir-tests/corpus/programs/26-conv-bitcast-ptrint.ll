; bitcast (f32<->i32, <2 x i16><->i32, f64<-><2 x i32>, i64<-><2 x float>,
; pointer-to-pointer) and inttoptr/ptrtoint for 64-bit global and 32-bit LDS.
define amdgpu_ps <2 x float> @bitcasts(float %a, i32 %b, double %d) {
  %i = bitcast float %a to i32
  %v = bitcast i32 %b to <2 x i16>
  %e = extractelement <2 x i16> %v, i32 1
  %ez = zext i16 %e to i32
  %s = add i32 %i, %ez
  %dv = bitcast double %d to <2 x i32>
  %d1 = extractelement <2 x i32> %dv, i32 0
  %x = xor i32 %s, %d1
  %xf = bitcast i32 %x to float
  %v0 = insertelement <2 x float> undef, float %xf, i32 0
  %v1 = insertelement <2 x float> %v0, float %a, i32 1
  ret <2 x float> %v1
}

define amdgpu_kernel void @ptr_int(i64 %addr, i32 addrspace(1)* %p, i32 addrspace(3)* %l) {
  %q = inttoptr i64 %addr to i32 addrspace(1)*
  %pi = ptrtoint i32 addrspace(1)* %p to i64
  %lo = trunc i64 %pi to i32
  store i32 %lo, i32 addrspace(1)* %q
  %li = ptrtoint i32 addrspace(3)* %l to i32
  %l2 = add i32 %li, 16
  %lp = inttoptr i32 %l2 to i32 addrspace(3)*
  store i32 %li, i32 addrspace(3)* %lp
  %fp = bitcast i32 addrspace(1)* %p to float addrspace(1)*
  store float 1.0, float addrspace(1)* %fp
  ret void
}
