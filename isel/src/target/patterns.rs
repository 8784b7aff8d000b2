//! Selection patterns, grouped by generic opcode: the base case first, then each special case
//! with a line saying why it is valid (see `isel_macros` for the syntax and the complexity
//! order).

patterns! {
    // ---- G_ADD -------------------------------------------------------------------------------
    /// A 32-bit VALU add; the carry-less form exists from GFX9.
    add_v32: (G_ADD:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_U32_e64 a, b, 0);
    /// Both inputs scalar: SALU add (it also writes SCC, which nobody reads).
    add_s32: (G_ADD:sgpr(s32) a:sgpr, b:sgpr) => (S_ADD_U32 a, b);
}
