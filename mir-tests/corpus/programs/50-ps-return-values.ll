; amdgpu_ps returning values to the epilog (SI_RETURN_TO_EPILOG): a float in
; a VGPR, a struct of floats, and a struct mixing an SGPR i32 with floats.
define amdgpu_ps float @ret_float(float %a, float %b) {
  %s = fadd float %a, %b
  %m = fmul float %s, 0.5
  ret float %m
}

define amdgpu_ps { float, float, float, float } @ret_struct(float %a, float %b, float inreg %c) {
  %x = fmul float %a, %c
  %y = fadd float %b, %c
  %r0 = insertvalue { float, float, float, float } undef, float %x, 0
  %r1 = insertvalue { float, float, float, float } %r0, float %y, 1
  %r2 = insertvalue { float, float, float, float } %r1, float %a, 2
  %r3 = insertvalue { float, float, float, float } %r2, float 1.0, 3
  ret { float, float, float, float } %r3
}

define amdgpu_ps { i32, float, float } @ret_mixed(i32 inreg %u, float %a) {
  %v = add i32 %u, 1
  %f = fneg float %a
  %r0 = insertvalue { i32, float, float } undef, i32 %v, 0
  %r1 = insertvalue { i32, float, float } %r0, float %a, 1
  %r2 = insertvalue { i32, float, float } %r1, float %f, 2
  ret { i32, float, float } %r2
}
