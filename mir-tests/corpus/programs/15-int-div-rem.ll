; Integer udiv/sdiv/urem/srem on i32 (uniform and divergent) and udiv on
; i64; the legalizer expands these into long reciprocal sequences.
define amdgpu_kernel void @divrem_uniform(i32 addrspace(1)* %out, i32 %a, i32 %b) {
  %q = udiv i32 %a, %b
  %r = srem i32 %a, %b
  %s = add i32 %q, %r
  store i32 %s, i32 addrspace(1)* %out
  ret void
}

define amdgpu_ps float @divrem_divergent(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = urem i32 %a, %b
  %d = udiv i32 %q, 10
  %s = add i32 %d, %r
  %f = bitcast i32 %s to float
  ret float %f
}

define amdgpu_kernel void @udiv_i64(i64 addrspace(1)* %out, i64 %a, i64 %b) {
  %q = udiv i64 %a, %b
  store i64 %q, i64 addrspace(1)* %out
  ret void
}
