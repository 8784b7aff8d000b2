; Address computation: global loads at constant GEP offsets (small, negative,
; beyond the 12/13-bit immediate range, 64-bit index), and at a divergent
; offset (workitem.id.x, sign-extended) plus a constant.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @gep_offsets(i32 addrspace(1)* %out, i32 addrspace(1)* %in) {
  %p1 = getelementptr i32, i32 addrspace(1)* %in, i64 1
  %a = load i32, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %in, i64 -4
  %b = load i32, i32 addrspace(1)* %p2
  %p3 = getelementptr i32, i32 addrspace(1)* %in, i64 100000
  %c = load i32, i32 addrspace(1)* %p3
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tid64 = sext i32 %tid to i64
  %p4 = getelementptr i32, i32 addrspace(1)* %in, i64 %tid64
  %p5 = getelementptr i32, i32 addrspace(1)* %p4, i64 64
  %d = load i32, i32 addrspace(1)* %p5
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %o = getelementptr inbounds i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %s3, i32 addrspace(1)* %o
  ret void
}

define amdgpu_ps float @gep_struct_offset({ i32, float, [4 x float] } addrspace(1)* inreg %s, i32 %i) {
  %f = getelementptr { i32, float, [4 x float] }, { i32, float, [4 x float] } addrspace(1)* %s, i64 0, i32 1
  %a = load float, float addrspace(1)* %f
  %g = getelementptr { i32, float, [4 x float] }, { i32, float, [4 x float] } addrspace(1)* %s, i64 0, i32 2, i32 %i
  %b = load float, float addrspace(1)* %g
  %r = fadd float %a, %b
  ret float %r
}
