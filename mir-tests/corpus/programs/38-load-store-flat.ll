; Flat (addrspace 0) loads and stores of i8, i16, i32, i64, float, <2 x i32>
; and <4 x float>, uniform pointer and workitem.id.x offset (FLAT_LOAD/STORE).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @flat_access(i32* %p, i8* %b, i64* %q, <4 x float>* %v) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, i32* %p, i32 %tid
  %x = load i32, i32* %g
  %g8 = getelementptr i8, i8* %b, i64 3
  %y = load i8, i8* %g8
  %y32 = zext i8 %y to i32
  %p16 = bitcast i8* %b to i16*
  %h = load i16, i16* %p16
  %h32 = sext i16 %h to i32
  %s = add i32 %x, %y32
  %s2 = add i32 %s, %h32
  store i32 %s2, i32* %g
  store i8 %y, i8* %b
  %z = load i64, i64* %q
  %z1 = add i64 %z, 1
  store i64 %z1, i64* %q
  %pf = bitcast i32* %p to float*
  %f = load float, float* %pf
  %pv2 = bitcast i64* %q to <2 x i32>*
  %v2 = load <2 x i32>, <2 x i32>* %pv2
  %e = extractelement <2 x i32> %v2, i32 1
  %ef = uitofp i32 %e to float
  %sum = fadd float %f, %ef
  %gv = getelementptr <4 x float>, <4 x float>* %v, i32 %tid
  %vv = load <4 x float>, <4 x float>* %gv
  %vv2 = insertelement <4 x float> %vv, float %sum, i32 0
  store <4 x float> %vv2, <4 x float>* %gv
  ret void
}
