; Integer min/max through llvm.umin/umax/smin/smax on i32 (uniform and
; divergent), on i64 and on divergent i16.
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)

define amdgpu_ps void @minmax_uniform(i32 inreg %a, i32 inreg %b, i64 inreg %c, i64 inreg %d, i32 addrspace(1)* inreg %out, i64 addrspace(1)* inreg %out64) {
  %x = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %y = call i32 @llvm.umax.i32(i32 %x, i32 7)
  %z = call i32 @llvm.smin.i32(i32 %y, i32 %b)
  %w = call i32 @llvm.smax.i32(i32 %z, i32 -3)
  store i32 %w, i32 addrspace(1)* %out
  %p = call i64 @llvm.umin.i64(i64 %c, i64 %d)
  %q = call i64 @llvm.smax.i64(i64 %p, i64 %c)
  store i64 %q, i64 addrspace(1)* %out64
  ret void
}

define amdgpu_ps float @minmax_divergent(i32 %a, i32 %b, i32 inreg %u) {
  %x = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %y = call i32 @llvm.umax.i32(i32 %x, i32 %u)
  %z = call i32 @llvm.smin.i32(i32 %y, i32 100)
  %w = call i32 @llvm.smax.i32(i32 %z, i32 %a)
  %t = trunc i32 %w to i16
  %tb = trunc i32 %b to i16
  %h1 = call i16 @llvm.umin.i16(i16 %t, i16 %tb)
  %h2 = call i16 @llvm.smax.i16(i16 %h1, i16 -5)
  %e = zext i16 %h2 to i32
  %f = bitcast i32 %e to float
  ret float %f
}
