; select on i32, i64, float and pointers with a divergent condition (VGPR
; compare -> VCC), including a uniform-valued select under a divergent
; condition and a select of LDS pointers.
define amdgpu_ps <2 x float> @select_divergent(i32 %a, i64 %x, float %f, i32 inreg %u, i64 inreg %y) {
  %c = icmp slt i32 %a, %u
  %s32 = select i1 %c, i32 %u, i32 3
  %s64 = select i1 %c, i64 %x, i64 %y
  %sf = select i1 %c, float %f, float 0.5
  %lo = trunc i64 %s64 to i32
  %t = add i32 %s32, %lo
  %tf = bitcast i32 %t to float
  %v0 = insertelement <2 x float> undef, float %tf, i32 0
  %v1 = insertelement <2 x float> %v0, float %sf, i32 1
  ret <2 x float> %v1
}

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @select_ptr_divergent(i32 addrspace(1)* %p, i32 addrspace(1)* %q, i32 addrspace(3)* %l, i32 addrspace(3)* %m) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %sp = select i1 %c, i32 addrspace(1)* %p, i32 addrspace(1)* %q
  %sl = select i1 %c, i32 addrspace(3)* %l, i32 addrspace(3)* %m
  store i32 %tid, i32 addrspace(1)* %sp
  store i32 %tid, i32 addrspace(3)* %sl
  ret void
}
