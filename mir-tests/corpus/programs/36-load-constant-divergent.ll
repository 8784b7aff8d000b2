; Constant (addrspace 4) loads with a divergent address (workitem.id.x or VGPR
; offset): these cannot use scalar loads and become global/VMEM loads.
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @constant_divergent(float addrspace(1)* %out, float addrspace(4)* %tbl, <4 x i32> addrspace(4)* %vt) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, float addrspace(4)* %tbl, i32 %tid
  %v = load float, float addrspace(4)* %p
  %q = getelementptr <4 x i32>, <4 x i32> addrspace(4)* %vt, i32 %tid
  %w = load <4 x i32>, <4 x i32> addrspace(4)* %q
  %w0 = extractelement <4 x i32> %w, i32 0
  %wf = sitofp i32 %w0 to float
  %s = fadd float %v, %wf
  %o = getelementptr float, float addrspace(1)* %out, i32 %tid
  store float %s, float addrspace(1)* %o
  ret void
}

define amdgpu_ps float @constant_vgpr_offset(float addrspace(4)* inreg %tbl, i32 %i) {
  %p = getelementptr float, float addrspace(4)* %tbl, i32 %i
  %v = load float, float addrspace(4)* %p
  %p2 = getelementptr float, float addrspace(4)* %p, i64 8
  %w = load float, float addrspace(4)* %p2
  %s = fadd float %v, %w
  ret float %s
}
