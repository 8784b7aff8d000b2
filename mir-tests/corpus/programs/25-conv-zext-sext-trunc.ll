; zext/sext/trunc between i1, i8, i16, i32 and i64, uniform (inreg) and
; divergent (VGPR).
define amdgpu_ps void @ext_uniform(i32 inreg %a, i64 inreg %b, i64 addrspace(1)* inreg %out) {
  %t8 = trunc i32 %a to i8
  %t16 = trunc i64 %b to i16
  %c = trunc i32 %a to i1
  %z1 = zext i1 %c to i64
  %s8 = sext i8 %t8 to i32
  %z16 = zext i16 %t16 to i64
  %s32 = sext i32 %s8 to i64
  %x = add i64 %z1, %z16
  %y = add i64 %x, %s32
  store i64 %y, i64 addrspace(1)* %out
  ret void
}

define amdgpu_ps <2 x float> @ext_divergent(i32 %a, i64 %b) {
  %t8 = trunc i64 %b to i8
  %t16 = trunc i32 %a to i16
  %c = icmp sgt i16 %t16, 0
  %s1 = sext i1 %c to i16
  %z8 = zext i8 %t8 to i16
  %s16 = sext i16 %t16 to i64
  %o = or i16 %s1, %z8
  %z = zext i16 %o to i32
  %t = trunc i64 %b to i32
  %s = add i32 %z, %t
  %z64 = zext i32 %s to i64
  %r = add i64 %z64, %s16
  %f = bitcast i64 %r to <2 x float>
  ret <2 x float> %f
}
