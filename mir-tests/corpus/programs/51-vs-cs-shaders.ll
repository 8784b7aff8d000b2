; amdgpu_vs with a position export (target 12) and a parameter export
; (target 32), and an amdgpu_cs writing a uniform buffer pointer with a VGPR
; value (no workitem.id, which is undef without an HSA triple).
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_vs void @vs_main(<4 x float> addrspace(4)* inreg %mvp, float %x, float %y, float %z) {
  %m = load <4 x float>, <4 x float> addrspace(4)* %mvp
  %m0 = extractelement <4 x float> %m, i32 0
  %m1 = extractelement <4 x float> %m, i32 1
  %m2 = extractelement <4 x float> %m, i32 2
  %px = fmul float %x, %m0
  %py = fmul float %y, %m1
  %pz = fmul float %z, %m2
  call void @llvm.amdgcn.exp.f32(i32 32, i32 15, float %x, float %y, float %z, float 1.0, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %px, float %py, float %pz, float 1.0, i1 true, i1 false)
  ret void
}

define amdgpu_cs void @cs_main(i32 addrspace(1)* inreg %buf, i32 inreg %base, i32 %lane) {
  %i = add i32 %base, %lane
  %g = getelementptr i32, i32 addrspace(1)* %buf, i32 %i
  %v = load i32, i32 addrspace(1)* %g
  %w = mul i32 %v, %base
  store i32 %w, i32 addrspace(1)* %g
  ret void
}
