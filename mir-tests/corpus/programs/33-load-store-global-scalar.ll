; Global (addrspace 1) loads and stores of i8 (zext/sext), i16, i32, i64,
; float, through a uniform pointer and a workitem.id.x-indexed pointer.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @global_scalar_types(i8 addrspace(1)* %p8, i16 addrspace(1)* %p16, i32 addrspace(1)* %p32, i64 addrspace(1)* %p64, float addrspace(1)* %pf) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g8 = getelementptr i8, i8 addrspace(1)* %p8, i32 %tid
  %v8 = load i8, i8 addrspace(1)* %g8
  %z8 = zext i8 %v8 to i32
  %u8 = load i8, i8 addrspace(1)* %p8
  %s8 = sext i8 %u8 to i32
  %v16 = load i16, i16 addrspace(1)* %p16
  %z16 = zext i16 %v16 to i32
  %v32 = load i32, i32 addrspace(1)* %p32
  %v64 = load i64, i64 addrspace(1)* %p64
  %vf = load float, float addrspace(1)* %pf
  %a = add i32 %z8, %s8
  %b = add i32 %a, %z16
  %c = add i32 %b, %v32
  %t16 = trunc i32 %c to i16
  store i16 %t16, i16 addrspace(1)* %p16
  store i8 %v8, i8 addrspace(1)* %p8
  %g32 = getelementptr i32, i32 addrspace(1)* %p32, i32 %tid
  store i32 %c, i32 addrspace(1)* %g32
  %w = add i64 %v64, 1
  store i64 %w, i64 addrspace(1)* %p64
  %f = fadd float %vf, 1.0
  store float %f, float addrspace(1)* %pf
  ret void
}
