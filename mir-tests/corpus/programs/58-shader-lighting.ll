; Real-shader-like amdgpu_ps: Blinn-Phong lighting. Uniform light/material
; constants from a constant buffer (scalar loads), divergent normal and view
; vectors (VGPRs), normalize with sqrt+fdiv, clamps, and a final export.
declare float @llvm.sqrt.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg)

define amdgpu_ps void @lighting(<4 x float> addrspace(4)* inreg %cb, float %nx, float %ny, float %nz, float %vx, float %vy, float %vz) {
entry:
  %l = load <4 x float>, <4 x float> addrspace(4)* %cb
  %cp = getelementptr <4 x float>, <4 x float> addrspace(4)* %cb, i64 1
  %col = load <4 x float>, <4 x float> addrspace(4)* %cp
  %lx = extractelement <4 x float> %l, i32 0
  %ly = extractelement <4 x float> %l, i32 1
  %lz = extractelement <4 x float> %l, i32 2
  %shin = extractelement <4 x float> %l, i32 3
  ; normalize n
  %nn0 = fmul float %nx, %nx
  %nn1 = call float @llvm.fma.f32(float %ny, float %ny, float %nn0)
  %nn2 = call float @llvm.fma.f32(float %nz, float %nz, float %nn1)
  %nlen = call float @llvm.sqrt.f32(float %nn2)
  %ninv = fdiv float 1.0, %nlen
  %ux = fmul float %nx, %ninv
  %uy = fmul float %ny, %ninv
  %uz = fmul float %nz, %ninv
  ; diffuse = max(dot(n, l), 0)
  %d0 = fmul float %ux, %lx
  %d1 = call float @llvm.fma.f32(float %uy, float %ly, float %d0)
  %d2 = call float @llvm.fma.f32(float %uz, float %lz, float %d1)
  %diff = call float @llvm.maxnum.f32(float %d2, float 0.0)
  ; half vector h = l + v, specular = dot(n, h)^4 scaled by shininess
  %hx = fadd float %lx, %vx
  %hy = fadd float %ly, %vy
  %hz = fadd float %lz, %vz
  %h0 = fmul float %ux, %hx
  %h1 = call float @llvm.fma.f32(float %uy, float %hy, float %h0)
  %h2 = call float @llvm.fma.f32(float %uz, float %hz, float %h1)
  %hc = call float @llvm.maxnum.f32(float %h2, float 0.0)
  %s2 = fmul float %hc, %hc
  %s4 = fmul float %s2, %s2
  %spec = fmul float %s4, %shin
  %cr = extractelement <4 x float> %col, i32 0
  %cg = extractelement <4 x float> %col, i32 1
  %cbl = extractelement <4 x float> %col, i32 2
  %r0 = call float @llvm.fma.f32(float %cr, float %diff, float %spec)
  %g0 = call float @llvm.fma.f32(float %cg, float %diff, float %spec)
  %b0 = call float @llvm.fma.f32(float %cbl, float %diff, float %spec)
  %r = call float @llvm.minnum.f32(float %r0, float 1.0)
  %g = call float @llvm.minnum.f32(float %g0, float 1.0)
  %b = call float @llvm.minnum.f32(float %b0, float 1.0)
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %r, float %g, float %b, float 1.0, i1 true, i1 true)
  ret void
}
