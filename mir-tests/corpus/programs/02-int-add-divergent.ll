; Divergent 32-bit integer add: VGPR shader arguments, a mixed SGPR+VGPR add,
; and workitem.id.x plus a kernel argument (V_ADD path).
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_ps float @add_vgpr(i32 %a, i32 %b, i32 inreg %u) {
  %s = add i32 %a, %b
  %t = add i32 %s, %u
  %f = bitcast i32 %t to float
  ret float %f
}

define amdgpu_kernel void @add_tid(i32 addrspace(1)* %out, i32 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %tid, %k
  %g = getelementptr i32, i32 addrspace(1)* %out, i32 %tid
  store i32 %s, i32 addrspace(1)* %g
  ret void
}
