; llvm.amdgcn.workitem.id.x and .y in kernels (VGPR inputs v0 and
; v1), combined with workgroup.id.x (SGPR input) into a 2-D global index.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @workitem_xy(float addrspace(1)* %out, i32 %pitch) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgx = shl i32 %wg, 6
  %gx = add i32 %wgx, %x
  %row = mul i32 %y, %pitch
  %idx = add i32 %row, %gx
  %f = uitofp i32 %idx to float
  %p = getelementptr float, float addrspace(1)* %out, i32 %idx
  store float %f, float addrspace(1)* %p
  ret void
}

define amdgpu_kernel void @workitem_y_only(i32 addrspace(1)* %out) {
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %p = getelementptr i32, i32 addrspace(1)* %out, i32 %y
  store i32 %y, i32 addrspace(1)* %p
  ret void
}
