//! Snapshots of the three output formats CI reads: rustc-like text, JSON lines, GitHub
//! workflow commands.

use isel::diag::{ErrorFormat, render};
use isel::target::{Cpu, Subtarget};
use verifier::Verifier;

/// A selected gfx900 function with a constant-bus violation (notes at both reads) and a SALU
/// instruction reading a VGPR, and a pixel shader with two `done` exports.
const EXAMPLE: &str = r#"--- |
  define void @bus() { ret void }
  define amdgpu_ps void @shader() { ret void }

...
---
name:            bus
legalized:       true
regBankSelected: true
selected:        true
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $sgpr0, $sgpr1, $vgpr0
    %0:sreg_32 = COPY $sgpr0
    %1:sreg_32 = COPY $sgpr1
    %2:vgpr_32 = COPY $vgpr0
    %3:vgpr_32 = V_ADD_U32_e64 %0, %1, 0, implicit $exec
    %4:sreg_32 = S_ADD_U32 %0, %2, implicit-def dead $scc
    S_ENDPGM 0
...
---
name:            shader
tracksRegLiveness: true
body:             |
  bb.0:
    liveins: $vgpr0
    %0:_(s32) = COPY $vgpr0
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 0, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.amdgcn.exp), 1, 15, %0(s32), %0(s32), %0(s32), %0(s32), -1, 0
    S_ENDPGM 0
...
"#;

fn rendered(format: ErrorFormat) -> Result<String, isel::mir::ParseError> {
    let module = isel::mir::parse(EXAMPLE)?;
    let v = Verifier::new(Subtarget::new(Cpu::Gfx900)).file("example.mir", Some(EXAMPLE));
    let diags: Vec<_> = module.functions.iter().flat_map(|f| v.verify(f)).collect();
    Ok(render(format, &diags, EXAMPLE))
}

#[test]
fn human() -> Result<(), isel::mir::ParseError> {
    insta::assert_snapshot!(rendered(ErrorFormat::Human)?);
    Ok(())
}

#[test]
fn json() -> Result<(), isel::mir::ParseError> {
    insta::assert_snapshot!(rendered(ErrorFormat::Json)?);
    Ok(())
}

#[test]
fn github() -> Result<(), isel::mir::ParseError> {
    insta::assert_snapshot!(rendered(ErrorFormat::Github)?);
    Ok(())
}
