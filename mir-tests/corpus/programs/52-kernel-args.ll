; amdgpu_kernel arguments of many types (i1, i8, i16, i32, i64, half, float,
; double, <2 x i32>, <4 x float>, pointers to global/constant/LDS/flat),
; loaded from the kernarg segment with their alignment and offsets.
define amdgpu_kernel void @kernel_args(i32 addrspace(1)* %out, i1 %b, i8 %c, i16 %s, i32 %i, i64 %l, half %h, float %f, double %d, <2 x i32> %v2, <4 x float> %v4, i32 addrspace(4)* %k, i32 addrspace(3)* %lds, i32* %flat) {
  %bz = zext i1 %b to i32
  %cz = sext i8 %c to i32
  %sz = zext i16 %s to i32
  %lt = trunc i64 %l to i32
  %hf = fpext half %h to float
  %df = fptrunc double %d to float
  %ff = fadd float %f, %hf
  %fg = fadd float %ff, %df
  %fi = fptosi float %fg to i32
  %e = extractelement <2 x i32> %v2, i32 1
  %x = extractelement <4 x float> %v4, i32 3
  %xi = bitcast float %x to i32
  %kv = load i32, i32 addrspace(4)* %k
  %a1 = add i32 %bz, %cz
  %a2 = add i32 %a1, %sz
  %a3 = add i32 %a2, %i
  %a4 = add i32 %a3, %lt
  %a5 = add i32 %a4, %fi
  %a6 = add i32 %a5, %e
  %a7 = add i32 %a6, %xi
  %a8 = add i32 %a7, %kv
  store i32 %a8, i32 addrspace(1)* %out
  store i32 %a8, i32 addrspace(3)* %lds
  store i32 %a8, i32* %flat
  ret void
}
