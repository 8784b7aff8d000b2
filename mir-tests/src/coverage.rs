//! The coverage matrix of issue 23: every LLVM IR instruction and intrinsic LLVM 14's AMDGPU
//! GlobalISel supports, each as a small function, generated from one table.
//!
//! An [`Op`] is a template: an IR body over operands `$a`, `$b`, `$c` (of the types in
//! [`Op::args`]) that defines `%r` of type [`Op::ret`] (or nothing, for stores, exports and
//! the like), instantiated at every type of [`Op::types`]. The matrix is the product
//! operation x type x [`Uniformity`] x [`Conv`]: in a kernel (`amdgpu_kernel`) uniform operands
//! are kernel arguments, divergent ones global loads indexed by `workitem.id.x`; in a pixel
//! shader (`amdgpu_ps`) uniform operands are scalar loads through an `inreg` constant pointer,
//! divergent ones global loads indexed by a VGPR argument. The result is stored to a global
//! pointer (indexed by the same divergent index when the operands are divergent), so that it is
//! observable. Intrinsic declarations are derived from the calls in the body.
//!
//! Placeholders in a template: `$T` the type, `$M` its intrinsic mangling (`i32`, `f16`,
//! `v2f16`, `p1i8`), `$E` a vector's element type (the type itself for a scalar), `$A` an
//! alignment (a type written `i32|1` gives `$T` = `i32`, `$A` = 1; default: the natural one),
//! `$a`, `$b`, `$c` the operands.
//!
//! The operation list follows LLVM 14's `AMDGPULegalizerInfo.cpp` (which opcodes and types it
//! declares legal, lowered or custom) and the `llvm.amdgcn.*` intrinsics issue 23 lists; llc-14
//! itself decides which entries are targets (compiled without fallback).

use std::fmt::Write as _;

/// Uniform or divergent operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uniformity {
    Uniform,
    Divergent,
}

/// The calling convention of the entry's function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Conv {
    Kernel,
    Shader,
}

/// Which conventions an operation makes sense in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    Both,
    KernelOnly,
    ShaderOnly,
}

/// One operation template (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub struct Op {
    pub name: &'static str,
    pub types: &'static [&'static str],
    pub args: &'static [&'static str],
    pub body: &'static str,
    pub ret: Option<&'static str>,
    /// Module-level lines (globals), with the same placeholders.
    pub globals: &'static str,
    /// The type of the `%mem` parameter the body reads (global, constant or flat memory), or "".
    pub mem: &'static str,
    pub conv: Where,
}

/// One matrix entry: a function and the module text that holds it.
#[derive(Clone, Debug)]
pub struct Entry {
    /// `op.type.u|d.kernel|ps`, also the function's name (made an identifier).
    pub name: String,
    pub op: &'static str,
    pub ty: String,
    pub uniformity: Uniformity,
    pub conv: Conv,
    pub ir: String,
}

const fn op(
    name: &'static str,
    types: &'static [&'static str],
    args: &'static [&'static str],
    body: &'static str,
    ret: Option<&'static str>,
) -> Op {
    Op { name, types, args, body, ret, globals: "", mem: "", conv: Where::Both }
}

const fn only(o: Op, conv: Where) -> Op {
    Op { conv, ..o }
}

const fn memory(o: Op, globals: &'static str, mem: &'static str) -> Op {
    Op { globals, mem, ..o }
}

const INT: &[&str] = &["i8", "i16", "i32", "i64", "<2 x i16>", "<2 x i32>"];
const LOGIC: &[&str] = &["i1", "i8", "i16", "i32", "i64", "<2 x i16>", "<2 x i32>"];
const DIV: &[&str] = &["i8", "i16", "i32", "i64"];
const SCALAR_INT: &[&str] = &["i16", "i32", "i64"];
const FP: &[&str] = &["half", "float", "double", "<2 x half>"];
const FP_SCALAR: &[&str] = &["half", "float", "double"];
const TT: &[&str] = &["$T", "$T"];
const T: &[&str] = &["$T"];
const TTT: &[&str] = &["$T", "$T", "$T"];
const I32: &[&str] = &["i32"];
const I32X2: &[&str] = &["i32", "i32"];
const NONE: &[&str] = &[];
const RT: Option<&str> = Some("$T");

const ICMP: &[&str] = &["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
const FCMP: &[&str] = &["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"];

/// Memory types, with alignments below the natural one where llc-14 legalizes them.
const MEM: &[&str] = &["i8", "i16", "i32", "i64", "float", "<2 x i16>", "<3 x i32>", "<4 x i32>", "i32|1", "i64|4"];

/// The operations. Casts, compares and memory operations are built from smaller tables in
/// [`ops`].
const BASIC: &[Op] = &[
    // Integer arithmetic and logic.
    op("add", INT, TT, "%r = add $T $a, $b", RT),
    op("sub", INT, TT, "%r = sub $T $a, $b", RT),
    op("mul", INT, TT, "%r = mul $T $a, $b", RT),
    op("and", LOGIC, TT, "%r = and $T $a, $b", RT),
    op("or", LOGIC, TT, "%r = or $T $a, $b", RT),
    op("xor", LOGIC, TT, "%r = xor $T $a, $b", RT),
    op("shl", INT, TT, "%r = shl $T $a, $b", RT),
    op("lshr", INT, TT, "%r = lshr $T $a, $b", RT),
    op("ashr", INT, TT, "%r = ashr $T $a, $b", RT),
    op("udiv", DIV, TT, "%r = udiv $T $a, $b", RT),
    op("sdiv", DIV, TT, "%r = sdiv $T $a, $b", RT),
    op("urem", DIV, TT, "%r = urem $T $a, $b", RT),
    op("srem", DIV, TT, "%r = srem $T $a, $b", RT),
    op("add.i128", &["i128"], TT, "%r = add $T $a, $b", RT),
    // Floating-point arithmetic.
    op("fadd", FP, TT, "%r = fadd $T $a, $b", RT),
    op("fsub", FP, TT, "%r = fsub $T $a, $b", RT),
    op("fmul", FP, TT, "%r = fmul $T $a, $b", RT),
    op("fdiv", FP, TT, "%r = fdiv $T $a, $b", RT),
    op("frem", FP_SCALAR, TT, "%r = frem $T $a, $b", RT),
    op("fneg", FP, T, "%r = fneg $T $a", RT),
    op("fabs", FP, T, "%r = call $T @llvm.fabs.$M($T $a)", RT),
    op("copysign", FP, TT, "%r = call $T @llvm.copysign.$M($T $a, $T $b)", RT),
    op("fma", FP, TTT, "%r = call $T @llvm.fma.$M($T $a, $T $b, $T $c)", RT),
    op("fmuladd", FP, TTT, "%r = call $T @llvm.fmuladd.$M($T $a, $T $b, $T $c)", RT),
    op("minnum", FP, TT, "%r = call $T @llvm.minnum.$M($T $a, $T $b)", RT),
    op("maxnum", FP, TT, "%r = call $T @llvm.maxnum.$M($T $a, $T $b)", RT),
    op("sqrt", FP_SCALAR, T, "%r = call $T @llvm.sqrt.$M($T $a)", RT),
    op("floor", FP_SCALAR, T, "%r = call $T @llvm.floor.$M($T $a)", RT),
    op("ceil", FP_SCALAR, T, "%r = call $T @llvm.ceil.$M($T $a)", RT),
    op("ftrunc", FP_SCALAR, T, "%r = call $T @llvm.trunc.$M($T $a)", RT),
    op("rint", FP_SCALAR, T, "%r = call $T @llvm.rint.$M($T $a)", RT),
    op("nearbyint", FP_SCALAR, T, "%r = call $T @llvm.nearbyint.$M($T $a)", RT),
    op("round", FP_SCALAR, T, "%r = call $T @llvm.round.$M($T $a)", RT),
    op("roundeven", FP_SCALAR, T, "%r = call $T @llvm.roundeven.$M($T $a)", RT),
    op("canonicalize", FP, T, "%r = call $T @llvm.canonicalize.$M($T $a)", RT),
    op("exp2", &["half", "float"], T, "%r = call $T @llvm.exp2.$M($T $a)", RT),
    op("log2", &["half", "float"], T, "%r = call $T @llvm.log2.$M($T $a)", RT),
    op("powi", &["float"], &["$T", "i32"], "%r = call $T @llvm.powi.$M.i32($T $a, i32 $b)", RT),
    // Bit operations.
    op("ctpop", SCALAR_INT, T, "%r = call $T @llvm.ctpop.$M($T $a)", RT),
    op("ctlz", SCALAR_INT, T, "%r = call $T @llvm.ctlz.$M($T $a, i1 false)", RT),
    op("ctlz_zero_undef", &["i32", "i64"], T, "%r = call $T @llvm.ctlz.$M($T $a, i1 true)", RT),
    op("cttz", SCALAR_INT, T, "%r = call $T @llvm.cttz.$M($T $a, i1 false)", RT),
    op("bitreverse", &["i32", "i64"], T, "%r = call $T @llvm.bitreverse.$M($T $a)", RT),
    op("bswap", &["i16", "i32", "i64"], T, "%r = call $T @llvm.bswap.$M($T $a)", RT),
    op("fshl", &["i32", "i64"], TTT, "%r = call $T @llvm.fshl.$M($T $a, $T $b, $T $c)", RT),
    op("fshr", &["i32", "i64"], TTT, "%r = call $T @llvm.fshr.$M($T $a, $T $b, $T $c)", RT),
    // Narrow and zero-undef forms, and rotates (a funnel shift of one value with itself, which
    // llc-14's combiner makes `G_ROTL`/`G_ROTR`).
    op("ctlz_zero_undef.narrow", &["i16"], T, "%r = call $T @llvm.ctlz.$M($T $a, i1 true)", RT),
    op("cttz_zero_undef", SCALAR_INT, T, "%r = call $T @llvm.cttz.$M($T $a, i1 true)", RT),
    op("bitreverse.narrow", &["i16"], T, "%r = call $T @llvm.bitreverse.$M($T $a)", RT),
    op("fshl.narrow", &["i16"], TTT, "%r = call $T @llvm.fshl.$M($T $a, $T $b, $T $c)", RT),
    op("fshr.narrow", &["i16"], TTT, "%r = call $T @llvm.fshr.$M($T $a, $T $b, $T $c)", RT),
    op("fshl.const", &["i32", "i64"], TT, "%r = call $T @llvm.fshl.$M($T $a, $T $b, $T 7)", RT),
    op("rotl", SCALAR_INT, TT, "%r = call $T @llvm.fshl.$M($T $a, $T $a, $T $b)", RT),
    op("rotr", SCALAR_INT, TT, "%r = call $T @llvm.fshr.$M($T $a, $T $a, $T $b)", RT),
    // Integer min/max, saturating and overflow arithmetic.
    op("smin", INT, TT, "%r = call $T @llvm.smin.$M($T $a, $T $b)", RT),
    op("umax", INT, TT, "%r = call $T @llvm.umax.$M($T $a, $T $b)", RT),
    op("abs", SCALAR_INT, T, "%r = call $T @llvm.abs.$M($T $a, i1 false)", RT),
    op("uadd.sat", &["i16", "i32", "i64", "<2 x i16>"], TT, "%r = call $T @llvm.uadd.sat.$M($T $a, $T $b)", RT),
    op("sadd.sat", &["i16", "i32", "i64", "<2 x i16>"], TT, "%r = call $T @llvm.sadd.sat.$M($T $a, $T $b)", RT),
    op("usub.sat", &["i16", "i32", "i64"], TT, "%r = call $T @llvm.usub.sat.$M($T $a, $T $b)", RT),
    op("ssub.sat", &["i16", "i32", "i64"], TT, "%r = call $T @llvm.ssub.sat.$M($T $a, $T $b)", RT),
    op(
        "uadd.with.overflow",
        &["i32", "i64"],
        TT,
        "%s = call { $T, i1 } @llvm.uadd.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op(
        "sadd.with.overflow",
        &["i32", "i64"],
        TT,
        "%s = call { $T, i1 } @llvm.sadd.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op(
        "usub.with.overflow",
        &["i32", "i64"],
        TT,
        "%s = call { $T, i1 } @llvm.usub.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op(
        "ssub.with.overflow",
        &["i32", "i64"],
        TT,
        "%s = call { $T, i1 } @llvm.ssub.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op(
        "umul.with.overflow",
        &["i32", "i64"],
        TT,
        "%s = call { $T, i1 } @llvm.umul.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op(
        "smul.with.overflow",
        &["i32"],
        TT,
        "%s = call { $T, i1 } @llvm.smul.with.overflow.$M($T $a, $T $b)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T 7, $T %v",
        RT,
    ),
    op("icmp.i16.eq", &["i16"], TT, "%r = icmp eq $T $a, $b", Some("i1")),
    op("icmp.i16.slt", &["i16"], TT, "%r = icmp slt $T $a, $b", Some("i1")),
    op("icmp.i16.ugt", &["i16"], TT, "%r = icmp ugt $T $a, $b", Some("i1")),
    // Select, vectors, pointers.
    op(
        "select",
        &["i1", "i16", "i32", "i64", "half", "float", "double", "<2 x i16>", "i8 addrspace(1)*"],
        &["i32", "$T", "$T"],
        "%k = icmp ne i32 $a, 0\n%r = select i1 %k, $T $b, $T $c",
        RT,
    ),
    op(
        "extractelement.const",
        &["<2 x i16>", "<2 x half>", "<2 x float>", "<4 x i32>", "<2 x i64>", "<4 x i16>"],
        T,
        "%r = extractelement $T $a, i32 1",
        Some("$E"),
    ),
    op(
        "extractelement.var",
        &["<2 x i16>", "<2 x float>", "<4 x i32>", "<2 x i64>"],
        &["$T", "i32"],
        "%i = and i32 $b, 1\n%r = extractelement $T $a, i32 %i",
        Some("$E"),
    ),
    op(
        "insertelement.const",
        &["<2 x i16>", "<2 x half>", "<2 x float>", "<4 x i32>", "<2 x i64>", "<4 x i16>"],
        &["$T", "$E"],
        "%r = insertelement $T $a, $E $b, i32 1",
        RT,
    ),
    op(
        "insertelement.var",
        &["<2 x i16>", "<2 x float>", "<4 x i32>", "<2 x i64>"],
        &["$T", "$E", "i32"],
        "%i = and i32 $c, 1\n%r = insertelement $T $a, $E $b, i32 %i",
        RT,
    ),
    op(
        "shufflevector.swap",
        &["<2 x i16>", "<2 x half>", "<2 x i32>", "<2 x float>"],
        TT,
        "%r = shufflevector $T $a, $T $b, <2 x i32> <i32 1, i32 2>",
        RT,
    ),
    op("shufflevector.splat", &["<2 x i16>", "<2 x i32>"], T, "%r = shufflevector $T $a, $T undef, <2 x i32> <i32 1, i32 1>", RT),
    op("shufflevector.4", &["<4 x i32>"], TT, "%r = shufflevector $T $a, $T $b, <4 x i32> <i32 3, i32 6, i32 0, i32 5>", RT),
    op(
        "gep.global.var",
        &["i32", "i64"],
        &["i32 addrspace(1)*", "$T"],
        "%r = getelementptr i32, i32 addrspace(1)* $a, $T $b",
        Some("i32 addrspace(1)*"),
    ),
    op(
        "gep.global.const",
        &["i32"],
        &["i32 addrspace(1)*"],
        "%r = getelementptr i32, i32 addrspace(1)* $a, i64 17",
        Some("i32 addrspace(1)*"),
    ),
    op(
        "gep.lds",
        &["i32"],
        &["i32 addrspace(3)*", "i32"],
        "%r = getelementptr i32, i32 addrspace(3)* $a, i32 $b",
        Some("i32 addrspace(3)*"),
    ),
    op(
        "gep.private",
        &["i32"],
        &["i32 addrspace(5)*", "i32"],
        "%r = getelementptr i32, i32 addrspace(5)* $a, i32 $b",
        Some("i32 addrspace(5)*"),
    ),
    op("gep.flat", &["i64"], &["i32*", "i64"], "%r = getelementptr i32, i32* $a, i64 $b", Some("i32*")),
    op(
        "gep.constant32",
        &["i32"],
        &["i32 addrspace(6)*", "i32"],
        "%r = getelementptr i32, i32 addrspace(6)* $a, i32 $b",
        Some("i32 addrspace(6)*"),
    ),
    op(
        "ptrtoint",
        &[
            "i8 addrspace(1)*|i64",
            "i8*|i64",
            "i8 addrspace(3)*|i32",
            "i8 addrspace(5)*|i32",
            "i8 addrspace(4)*|i64",
            "i8 addrspace(1)*|i32",
        ],
        T,
        "%r = ptrtoint $T $a to $A",
        Some("$A"),
    ),
    op(
        "inttoptr",
        &["i8 addrspace(1)*|i64", "i8*|i64", "i8 addrspace(3)*|i32", "i8 addrspace(5)*|i32", "i8 addrspace(1)*|i32"],
        &["$A"],
        "%r = inttoptr $A $a to $T",
        RT,
    ),
    op(
        "addrspacecast",
        &[
            "i8 addrspace(1)*|i8*",
            "i8 addrspace(3)*|i8*",
            "i8 addrspace(5)*|i8*",
            "i8 addrspace(4)*|i8*",
            "i8*|i8 addrspace(1)*",
            "i8*|i8 addrspace(3)*",
            "i8*|i8 addrspace(5)*",
            "i8 addrspace(6)*|i8 addrspace(4)*",
            "i8 addrspace(4)*|i8 addrspace(6)*",
        ],
        T,
        "%r = addrspacecast $T $a to $A",
        Some("$A"),
    ),
    // AMDGPU intrinsics: ids and pointers.
    only(op("workitem.id.x", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.workitem.id.x()", RT), Where::KernelOnly),
    only(op("workitem.id.y", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.workitem.id.y()", RT), Where::KernelOnly),
    only(op("workitem.id.z", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.workitem.id.z()", RT), Where::KernelOnly),
    only(op("workgroup.id.x", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.workgroup.id.x()", RT), Where::KernelOnly),
    only(op("workgroup.id.y", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.workgroup.id.y()", RT), Where::KernelOnly),
    only(
        op(
            "kernarg.segment.ptr",
            &["i32"],
            I32,
            "%p = call i8 addrspace(4)* @llvm.amdgcn.kernarg.segment.ptr()\n%q = getelementptr i8, i8 addrspace(4)* %p, i32 $a\n%c = bitcast i8 addrspace(4)* %q to i32 addrspace(4)*\n%r = load i32, i32 addrspace(4)* %c, align 4",
            RT,
        ),
        Where::KernelOnly,
    ),
    only(
        op(
            "dispatch.ptr",
            &["i32"],
            NONE,
            "%p = call i8 addrspace(4)* @llvm.amdgcn.dispatch.ptr()\n%q = getelementptr i8, i8 addrspace(4)* %p, i64 4\n%c = bitcast i8 addrspace(4)* %q to i32 addrspace(4)*\n%r = load i32, i32 addrspace(4)* %c, align 4",
            RT,
        ),
        Where::KernelOnly,
    ),
    only(
        op(
            "implicitarg.ptr",
            &["i32"],
            NONE,
            "%p = call i8 addrspace(4)* @llvm.amdgcn.implicitarg.ptr()\n%c = bitcast i8 addrspace(4)* %p to i32 addrspace(4)*\n%r = load i32, i32 addrspace(4)* %c, align 4",
            RT,
        ),
        Where::KernelOnly,
    ),
    op("groupstaticsize", &["i32"], NONE, "%r = call i32 @llvm.amdgcn.groupstaticsize()", RT),
    // The LDS size with two variables laid out (the last one the function names first).
    memory(
        op(
            "groupstaticsize.lds2",
            &["i32"],
            I32,
            "%p0 = getelementptr [8 x i32], [8 x i32] addrspace(3)* @gs0, i32 0, i32 $a\nstore i32 1, i32 addrspace(3)* %p0\n%p1 = getelementptr [3 x i64], [3 x i64] addrspace(3)* @gs1, i32 0, i32 1\nstore i64 2, i64 addrspace(3)* %p1\n%g = call i32 @llvm.amdgcn.groupstaticsize()\n%l = load i32, i32 addrspace(3)* %p0\n%r = add i32 %g, %l",
            RT,
        ),
        "@gs0 = internal addrspace(3) global [8 x i32] undef, align 4\n@gs1 = internal addrspace(3) global [3 x i64] undef, align 8",
        "",
    ),
    // Cross-lane.
    op("readfirstlane", &["i32"], I32, "%r = call i32 @llvm.amdgcn.readfirstlane(i32 $a)", RT),
    op(
        "readlane",
        &["i32"],
        I32X2,
        "%l = and i32 $b, 31\n%u = call i32 @llvm.amdgcn.readfirstlane(i32 %l)\n%r = call i32 @llvm.amdgcn.readlane(i32 $a, i32 %u)",
        RT,
    ),
    op(
        "mbcnt",
        &["i32"],
        I32X2,
        "%lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 $a, i32 0)\n%r = call i32 @llvm.amdgcn.mbcnt.hi(i32 $b, i32 %lo)",
        RT,
    ),
    op("ballot", &["i64", "i32"], I32X2, "%k = icmp ult i32 $a, $b\n%r = call $T @llvm.amdgcn.ballot.$M(i1 %k)", RT),
    op("amdgcn.icmp", &["i64"], I32X2, "%r = call i64 @llvm.amdgcn.icmp.i64.i32(i32 $a, i32 $b, i32 36)", RT),
    op("amdgcn.fcmp", &["i64"], &["float", "float"], "%r = call i64 @llvm.amdgcn.fcmp.i64.f32(float $a, float $b, i32 4)", RT),
    op("wqm.vote", &["i32"], I32X2, "%k = icmp ult i32 $a, $b\n%v = call i1 @llvm.amdgcn.wqm.vote(i1 %k)\n%r = zext i1 %v to i32", RT),
    only(op("ps.live", &["i32"], NONE, "%v = call i1 @llvm.amdgcn.ps.live()\n%r = zext i1 %v to i32", RT), Where::ShaderOnly),
    // Arithmetic intrinsics.
    op("mul.u24", &["i32"], I32X2, "%r = call i32 @llvm.amdgcn.mul.u24(i32 $a, i32 $b)", RT),
    op("mul.i24", &["i32"], I32X2, "%r = call i32 @llvm.amdgcn.mul.i24(i32 $a, i32 $b)", RT),
    op("mulhi.u24", &["i32"], I32X2, "%r = call i32 @llvm.amdgcn.mulhi.u24(i32 $a, i32 $b)", RT),
    op("mulhi.i24", &["i32"], I32X2, "%r = call i32 @llvm.amdgcn.mulhi.i24(i32 $a, i32 $b)", RT),
    op("fract", FP_SCALAR, T, "%r = call $T @llvm.amdgcn.fract.$M($T $a)", RT),
    op("rcp", FP_SCALAR, T, "%r = call $T @llvm.amdgcn.rcp.$M($T $a)", RT),
    op("rsq", FP_SCALAR, T, "%r = call $T @llvm.amdgcn.rsq.$M($T $a)", RT),
    op("amdgcn.sin", &["half", "float"], T, "%r = call $T @llvm.amdgcn.sin.$M($T $a)", RT),
    op("amdgcn.cos", &["half", "float"], T, "%r = call $T @llvm.amdgcn.cos.$M($T $a)", RT),
    op("ldexp", FP_SCALAR, &["$T", "i32"], "%r = call $T @llvm.amdgcn.ldexp.$M($T $a, i32 $b)", RT),
    op("frexp.mant", FP_SCALAR, T, "%r = call $T @llvm.amdgcn.frexp.mant.$M($T $a)", RT),
    op("frexp.exp", &["float", "double"], T, "%r = call i32 @llvm.amdgcn.frexp.exp.i32.$M($T $a)", Some("i32")),
    op("fmed3", &["half", "float"], TTT, "%r = call $T @llvm.amdgcn.fmed3.$M($T $a, $T $b, $T $c)", RT),
    op("cvt.pkrtz", &["float"], &["float", "float"], "%r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float $a, float $b)", Some("<2 x half>")),
    op("ubfe", &["i32", "i64"], &["$T", "i32", "i32"], "%r = call $T @llvm.amdgcn.ubfe.$M($T $a, i32 $b, i32 $c)", RT),
    op("sbfe", &["i32", "i64"], &["$T", "i32", "i32"], "%r = call $T @llvm.amdgcn.sbfe.$M($T $a, i32 $b, i32 $c)", RT),
    op(
        "div.scale",
        &["float", "double"],
        TT,
        "%s = call { $T, i1 } @llvm.amdgcn.div.scale.$M($T $a, $T $b, i1 true)\n%v = extractvalue { $T, i1 } %s, 0\n%o = extractvalue { $T, i1 } %s, 1\n%r = select i1 %o, $T %v, $T $b",
        RT,
    ),
    op(
        "div.fmas",
        &["float", "double"],
        &["$T", "$T", "$T", "i32"],
        "%k = icmp ne i32 $d, 0\n%r = call $T @llvm.amdgcn.div.fmas.$M($T $a, $T $b, $T $c, i1 %k)",
        RT,
    ),
    op("div.fixup", &["half", "float", "double"], TTT, "%r = call $T @llvm.amdgcn.div.fixup.$M($T $a, $T $b, $T $c)", RT),
    op("sffbh", &["i32"], I32, "%r = call i32 @llvm.amdgcn.sffbh.i32(i32 $a)", RT),
    // Pixel-shader intrinsics, exports, kill, messages.
    only(
        op(
            "interp.p1p2",
            &["float"],
            &["float", "float", "i32"],
            "%p1 = call float @llvm.amdgcn.interp.p1(float $a, i32 1, i32 0, i32 $c)\n%r = call float @llvm.amdgcn.interp.p2(float %p1, float $b, i32 1, i32 0, i32 $c)",
            RT,
        ),
        Where::ShaderOnly,
    ),
    only(op("interp.mov", &["float"], I32, "%r = call float @llvm.amdgcn.interp.mov(i32 2, i32 0, i32 0, i32 $a)", RT), Where::ShaderOnly),
    only(
        op("interp.mov.p10", &["float"], I32, "%r = call float @llvm.amdgcn.interp.mov(i32 0, i32 3, i32 1, i32 $a)", RT),
        Where::ShaderOnly,
    ),
    op(
        "exp",
        &["float"],
        &["float", "float"],
        "call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float $a, float $b, float $a, float $b, i1 true, i1 true)",
        None,
    ),
    op(
        "exp.compr",
        &["<2 x half>"],
        &["<2 x half>", "<2 x half>"],
        "call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> $a, <2 x half> $b, i1 true, i1 true)",
        None,
    ),
    only(
        op("kill", &["i32"], I32X2, "%k = icmp ult i32 $a, $b\ncall void @llvm.amdgcn.kill(i1 %k)\n%r = add i32 $a, 1", RT),
        Where::ShaderOnly,
    ),
    op(
        "s.sendmsg",
        &["i32"],
        I32,
        "%u = call i32 @llvm.amdgcn.readfirstlane(i32 $a)\ncall void @llvm.amdgcn.s.sendmsg(i32 1, i32 %u)",
        None,
    ),
    // Buffer intrinsics (the descriptor is an operand: divergent gives llc's waterfall loop).
    op(
        "s.buffer.load",
        &["i32", "<2 x i32>", "<4 x i32>", "float"],
        &["<4 x i32>", "i32"],
        "%r = call $T @llvm.amdgcn.s.buffer.load.$M(<4 x i32> $a, i32 $b, i32 0)",
        RT,
    ),
    op(
        "raw.buffer.load",
        &["i32", "float", "<2 x i32>", "<4 x float>", "i8", "i16", "half"],
        &["<4 x i32>", "i32"],
        "%r = call $T @llvm.amdgcn.raw.buffer.load.$M(<4 x i32> $a, i32 $b, i32 0, i32 0)",
        RT,
    ),
    op(
        "raw.buffer.store",
        &["i32", "float", "<4 x float>", "i8", "i16"],
        &["<4 x i32>", "i32", "$T"],
        "call void @llvm.amdgcn.raw.buffer.store.$M($T $c, <4 x i32> $a, i32 $b, i32 0, i32 0)",
        None,
    ),
    op(
        "struct.buffer.load",
        &["i32", "float", "<4 x float>"],
        &["<4 x i32>", "i32", "i32"],
        "%r = call $T @llvm.amdgcn.struct.buffer.load.$M(<4 x i32> $a, i32 $b, i32 $c, i32 0, i32 0)",
        RT,
    ),
    op(
        "struct.buffer.store",
        &["i32", "<4 x float>"],
        &["<4 x i32>", "i32", "i32", "$T"],
        "call void @llvm.amdgcn.struct.buffer.store.$M($T $d, <4 x i32> $a, i32 $b, i32 $c, i32 0, i32 0)",
        None,
    ),
];

/// Casts: (name, from, to).
const CASTS: &[(&str, &str, &str)] = &[
    ("trunc", "i64", "i32"),
    ("trunc", "i64", "i16"),
    ("trunc", "i32", "i16"),
    ("trunc", "i32", "i8"),
    ("trunc", "i16", "i8"),
    ("trunc", "i32", "i1"),
    ("trunc", "i64", "i1"),
    ("trunc", "<2 x i32>", "<2 x i16>"),
    ("zext", "i1", "i32"),
    ("zext", "i1", "i64"),
    ("zext", "i8", "i32"),
    ("zext", "i16", "i32"),
    ("zext", "i32", "i64"),
    ("zext", "i16", "i64"),
    ("zext", "i8", "i16"),
    ("zext", "<2 x i16>", "<2 x i32>"),
    ("sext", "i1", "i32"),
    ("sext", "i1", "i64"),
    ("sext", "i8", "i32"),
    ("sext", "i16", "i32"),
    ("sext", "i32", "i64"),
    ("sext", "i8", "i16"),
    ("fptrunc", "float", "half"),
    ("fptrunc", "double", "float"),
    ("fptrunc", "double", "half"),
    ("fpext", "half", "float"),
    ("fpext", "float", "double"),
    ("fpext", "half", "double"),
    ("fpext", "<2 x half>", "<2 x float>"),
    ("fptosi", "half", "i16"),
    ("fptosi", "half", "i32"),
    ("fptosi", "float", "i16"),
    ("fptosi", "float", "i32"),
    ("fptosi", "float", "i64"),
    ("fptosi", "double", "i32"),
    ("fptosi", "double", "i64"),
    ("fptoui", "half", "i16"),
    ("fptoui", "half", "i32"),
    ("fptoui", "float", "i16"),
    ("fptoui", "float", "i32"),
    ("fptoui", "float", "i64"),
    ("fptoui", "double", "i32"),
    ("fptoui", "double", "i64"),
    ("sitofp", "i16", "half"),
    ("sitofp", "i32", "half"),
    ("sitofp", "i16", "float"),
    ("sitofp", "i32", "float"),
    ("sitofp", "i64", "float"),
    ("sitofp", "i32", "double"),
    ("sitofp", "i64", "double"),
    ("uitofp", "i16", "half"),
    ("uitofp", "i32", "half"),
    ("uitofp", "i16", "float"),
    ("uitofp", "i32", "float"),
    ("uitofp", "i64", "float"),
    ("uitofp", "i32", "double"),
    ("uitofp", "i64", "double"),
    ("bitcast", "i32", "float"),
    ("bitcast", "float", "i32"),
    ("bitcast", "i64", "double"),
    ("bitcast", "<2 x i16>", "i32"),
    ("bitcast", "<2 x half>", "i32"),
    ("bitcast", "i64", "<2 x i32>"),
    ("bitcast", "<4 x i32>", "<2 x i64>"),
    ("bitcast", "<2 x i16>", "<2 x half>"),
];

/// Address spaces of memory operations: (name, pointer suffix, loads only).
const SPACES: &[(&str, &str, bool)] = &[
    ("global", " addrspace(1)", false),
    ("constant", " addrspace(4)", true),
    ("lds", " addrspace(3)", false),
    ("private", " addrspace(5)", false),
    ("flat", "", false),
];

/// atomicrmw operations: (operation, types).
const ATOMICS: &[(&str, &[&str])] = &[
    ("add", &["i32", "i64"]),
    ("sub", &["i32"]),
    ("and", &["i32"]),
    ("or", &["i32"]),
    ("xor", &["i32"]),
    ("xchg", &["i32", "i64"]),
    ("max", &["i32"]),
    ("min", &["i32"]),
    ("umax", &["i32", "i64"]),
    ("umin", &["i32"]),
    ("fadd", &["float"]),
];

/// The full operation list: [`BASIC`] and the operations built from the cast, compare, memory
/// and atomic tables.
pub fn ops() -> Vec<Op> {
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let mut out: Vec<Op> = BASIC.to_vec();
    for &(c, from, to) in CASTS {
        let name = leak(format!("{c}.{}", mangle(to)));
        let body = leak(format!("%r = {c} $T $a to {to}"));
        out.push(op(name, leak_slice(vec![from]), T, body, Some(leak(to.to_string()))));
    }
    for p in ICMP {
        out.push(op(
            leak(format!("icmp.{p}")),
            &["i32", "i64", "i8 addrspace(1)*"],
            TT,
            leak(format!("%r = icmp {p} $T $a, $b")),
            Some("i1"),
        ));
    }
    for p in FCMP {
        out.push(op(leak(format!("fcmp.{p}")), FP_SCALAR, TT, leak(format!("%r = fcmp {p} $T $a, $b")), Some("i1")));
    }
    for &(space, suffix, load_only) in SPACES {
        let (ptr, prelude, globals, mem) = pointer(space);
        let prelude = format!("{prelude}%ix = and i32 $a, 15\n");
        let load = format!("{prelude}%p = getelementptr $T, $T{suffix}* {ptr}, i32 %ix\n%r = load $T, $T{suffix}* %p, align $A");
        out.push(memory(op(leak(format!("load.{space}")), MEM, I32, leak(load), RT), globals, mem));
        for (ext, to) in [("zext", "i32"), ("sext", "i32")] {
            let body = format!(
                "{prelude}%p = getelementptr $T, $T{suffix}* {ptr}, i32 %ix\n%l = load $T, $T{suffix}* %p, align $A\n%r = {ext} $T %l to {to}"
            );
            out.push(memory(op(leak(format!("{ext}load.{to}.{space}")), &["i8", "i16"], I32, leak(body), Some(to)), globals, mem));
        }
        if load_only {
            continue;
        }
        let store = format!("{prelude}%p = getelementptr $T, $T{suffix}* {ptr}, i32 %ix\nstore $T $b, $T{suffix}* %p, align $A");
        out.push(memory(op(leak(format!("store.{space}")), MEM, &["i32", "$T"], leak(store), None), globals, mem));
        if space == "private" {
            continue;
        }
        for &(a, types) in ATOMICS {
            // Flat memory: the common operations only.
            if space == "flat" && !["add", "xchg", "umax"].contains(&a) || a == "fadd" && space != "global" && space != "lds" {
                continue;
            }
            let body =
                format!("{prelude}%p = getelementptr $T, $T{suffix}* {ptr}, i32 %ix\n%r = atomicrmw {a} $T{suffix}* %p, $T $b seq_cst");
            out.push(memory(op(leak(format!("atomicrmw.{a}.{space}")), types, &["i32", "$T"], leak(body), RT), globals, mem));
        }
        let cx = format!(
            "{prelude}%p = getelementptr $T, $T{suffix}* {ptr}, i32 %ix\n%s = cmpxchg $T{suffix}* %p, $T $b, $T $c seq_cst seq_cst\n%r = extractvalue {{ $T, i1 }} %s, 0"
        );
        out.push(memory(op(leak(format!("cmpxchg.{space}")), &["i32", "i64"], &["i32", "$T", "$T"], leak(cx), RT), globals, mem));
    }
    out
}

fn leak_slice(v: Vec<&'static str>) -> &'static [&'static str] {
    Box::leak(v.into_boxed_slice())
}

/// The base pointer of a memory operation in `space`: (value, instructions that make it,
/// module-level lines, the type of the `%mem` parameter). Global, constant and flat memory
/// come from a pointer parameter; LDS is a module global of 64 elements; private memory an
/// alloca of 16.
fn pointer(space: &str) -> (&'static str, &'static str, &'static str, &'static str) {
    match space {
        "lds" => (
            "%base",
            "%base = getelementptr [64 x $T], [64 x $T] addrspace(3)* @lds, i32 0, i32 0\n",
            "@lds = internal addrspace(3) global [64 x $T] undef, align 16",
            "",
        ),
        "private" => (
            "%base",
            "%stack = alloca [16 x $T], align 16, addrspace(5)\n%base = getelementptr [16 x $T], [16 x $T] addrspace(5)* %stack, i32 0, i32 0\n",
            "",
            "",
        ),
        "constant" => ("%mem", "", "", "$T addrspace(4)*"),
        "flat" => ("%mem", "", "", "$T*"),
        _ => ("%mem", "", "", "$T addrspace(1)*"),
    }
}

/// An intrinsic's type mangling: `i32`, `f16`, `f32`, `f64`, `v2f16`, `p1i8`.
pub fn mangle(ty: &str) -> String {
    let ty = ty.trim();
    if let Some(inner) = ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
        let (n, e) = inner.split_once(" x ").unwrap_or(("1", inner));
        return format!("v{}{}", n.trim(), mangle(e));
    }
    if let Some(pointee) = ty.strip_suffix('*') {
        let (pointee, space) = match pointee.rfind(" addrspace(") {
            Some(i) => (&pointee[..i], pointee[i + 11..].trim_end_matches(')')),
            None => (pointee, "0"),
        };
        return format!("p{space}{}", mangle(pointee));
    }
    match ty {
        "half" => "f16".into(),
        "float" => "f32".into(),
        "double" => "f64".into(),
        t => t.to_string(),
    }
}

/// A vector's element type, or the type itself.
fn element(ty: &str) -> String {
    match ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')).and_then(|t| t.split_once(" x ")) {
        Some((_, e)) => e.trim().to_string(),
        None => ty.to_string(),
    }
}

/// The natural alignment of a memory type in bytes.
fn natural_align(ty: &str) -> u32 {
    let bits = |e: &str| match e {
        "half" => 16,
        "float" => 32,
        "double" => 64,
        t => t.strip_prefix('i').and_then(|n| n.parse().ok()).unwrap_or(64),
    };
    let size = match ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')).and_then(|t| t.split_once(" x ")) {
        Some((n, e)) => n.trim().parse::<u32>().unwrap_or(1) * bits(e.trim()),
        None => bits(ty),
    };
    (size / 8).clamp(1, 16).next_power_of_two()
}

fn substitute(text: &str, ty: &str, extra: &str) -> String {
    let align = if extra.is_empty() { natural_align(ty).to_string() } else { extra.to_string() };
    text.replace("$M", &mangle(ty)).replace("$E", &element(ty)).replace("$A", &align).replace("$T", ty)
}

/// An identifier made of a name: letters, digits, `_` and `.` kept, anything else `_`.
fn ident(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '.' | '_' => out.push(c),
            '*' => out.push('p'),
            _ if out.ends_with('_') => {}
            _ => out.push('_'),
        }
    }
    out.trim_matches('_').to_string()
}

/// Every matrix entry, in table order. Operations without operands get one entry per
/// convention (uniformity does not apply to them).
pub fn matrix() -> Vec<Entry> {
    let mut out = Vec::new();
    for o in ops() {
        for &spec in o.types {
            let (ty, extra) = spec.split_once('|').unwrap_or((spec, ""));
            for conv in [Conv::Kernel, Conv::Shader] {
                if (o.conv == Where::KernelOnly && conv == Conv::Shader) || (o.conv == Where::ShaderOnly && conv == Conv::Kernel) {
                    continue;
                }
                for u in [Uniformity::Uniform, Uniformity::Divergent] {
                    if o.args.is_empty() && u == Uniformity::Divergent {
                        continue;
                    }
                    let name = ident(&format!(
                        "{}.{}{}.{}.{}",
                        o.name,
                        mangle(ty),
                        if extra.is_empty() { String::new() } else { format!(".{}", mangle(extra)) },
                        if u == Uniformity::Uniform { "u" } else { "d" },
                        if conv == Conv::Kernel { "kernel" } else { "ps" }
                    ));
                    let ir = function_ir(&o, ty, extra, u, conv, &name);
                    let ty_label = if extra.is_empty() { ty.to_string() } else { format!("{ty} ({extra})") };
                    out.push(Entry { name, op: o.name, ty: ty_label, uniformity: u, conv, ir });
                }
            }
        }
    }
    out
}

/// The module text of one entry.
pub fn function_ir(o: &Op, ty: &str, extra: &str, u: Uniformity, conv: Conv, name: &str) -> String {
    let sub = |t: &str| substitute(t, ty, extra);
    let arg_types: Vec<String> = o.args.iter().map(|a| sub(a)).collect();
    let ret = o.ret.map(sub);
    let store_ty = ret.as_deref().map(|r| if r == "i1" { "i32".to_string() } else { r.to_string() });
    let mut params: Vec<String> = Vec::new();
    let mut body = String::new();
    let out_ty = store_ty.clone().unwrap_or_else(|| "i32".into());
    let kernel = conv == Conv::Kernel;
    params.push(format!("{out_ty} addrspace(1)* {}%out", if kernel { "" } else { "inreg " }));
    // The memory operations' base pointer (global, constant or flat).
    if !o.mem.is_empty() {
        params.push(format!("{} {}%mem", sub(o.mem), if kernel { "" } else { "inreg " }));
    }
    let index = match (u, conv) {
        (Uniformity::Divergent, Conv::Kernel) => {
            body.push_str("  %idx = call i32 @llvm.amdgcn.workitem.id.x()\n");
            Some("%idx".to_string())
        }
        (Uniformity::Divergent, Conv::Shader) => Some("%vidx".to_string()),
        _ => None,
    };
    let names = ["a", "b", "c", "d"];
    let mut values = Vec::new();
    for (k, t) in arg_types.iter().enumerate() {
        let n = names.get(k).copied().unwrap_or("z");
        let load_ty = if t == "i1" { "i32" } else { t.as_str() };
        let raw = if t == "i1" { format!("%{n}.raw") } else { format!("%{n}") };
        match (u, conv) {
            (Uniformity::Uniform, Conv::Kernel) => params.push(format!("{load_ty} {raw}")),
            (Uniformity::Uniform, Conv::Shader) => {
                params.push(format!("{load_ty} addrspace(4)* inreg %{n}.ptr"));
                let _ = writeln!(body, "  {raw} = load {load_ty}, {load_ty} addrspace(4)* %{n}.ptr");
            }
            (Uniformity::Divergent, _) => {
                params.push(format!("{load_ty} addrspace(1)* {}%{n}.ptr", if kernel { "" } else { "inreg " }));
                let i = index.as_deref().unwrap_or("0");
                let _ = writeln!(body, "  %{n}.gep = getelementptr {load_ty}, {load_ty} addrspace(1)* %{n}.ptr, i32 {i}");
                let _ = writeln!(body, "  {raw} = load {load_ty}, {load_ty} addrspace(1)* %{n}.gep");
            }
        }
        if t == "i1" {
            let _ = writeln!(body, "  %{n} = trunc i32 {raw} to i1");
        }
        values.push(format!("%{n}"));
    }
    if conv == Conv::Shader && u == Uniformity::Divergent {
        params.push("i32 %vidx".into());
    }
    let mut text = sub(o.body);
    for (k, v) in values.iter().enumerate() {
        text = text.replace(&format!("${}", names.get(k).copied().unwrap_or("z")), v);
    }
    for line in text.lines() {
        let _ = writeln!(body, "  {line}");
    }
    if let (Some(r), Some(st)) = (&ret, &store_ty) {
        let v = if r == "i1" {
            body.push_str("  %r.z = zext i1 %r to i32\n");
            "%r.z"
        } else {
            "%r"
        };
        let ptr = match &index {
            Some(i) => {
                let _ = writeln!(body, "  %out.gep = getelementptr {st}, {st} addrspace(1)* %out, i32 {i}");
                "%out.gep"
            }
            None => "%out",
        };
        let _ = writeln!(body, "  store {st} {v}, {st} addrspace(1)* {ptr}");
    }
    body.push_str("  ret void\n");
    let cc = if kernel { "amdgpu_kernel" } else { "amdgpu_ps" };
    let mut module = String::new();
    if !o.globals.is_empty() {
        let _ = writeln!(module, "{}\n", sub(o.globals));
    }
    let _ = writeln!(module, "define {cc} void @{name}({}) {{", params.join(", "));
    module.push_str(&body);
    module.push_str("}\n");
    module.push_str(&declarations(&module));
    module
}

/// `declare` lines for every `@llvm.*` function called in `module`, with the types of the call.
pub fn declarations(module: &str) -> String {
    let mut seen: Vec<String> = Vec::new();
    let mut out = String::new();
    for line in module.lines() {
        let Some(ci) = line.find("call ") else { continue };
        let call = &line[ci + 5..];
        let Some(at) = call.find(" @llvm.") else { continue };
        let ret = call[..at].trim();
        let rest = &call[at + 2..];
        let Some(open) = rest.find('(') else { continue };
        let fname = &rest[..open];
        if seen.iter().any(|s| s == fname) {
            continue;
        }
        let args = rest[open + 1..].trim_end().strip_suffix(')').unwrap_or(&rest[open + 1..]);
        let types: Vec<String> = split_top(args).iter().map(|a| arg_type(a)).filter(|t| !t.is_empty()).collect();
        seen.push(fname.to_string());
        let _ = writeln!(out, "declare {ret} @{fname}({})", types.join(", "));
    }
    out
}

/// Splits at the commas outside `<>`, `{}`, `()` and `[]`.
fn split_top(s: &str) -> Vec<String> {
    let (mut depth, mut cur, mut out) = (0i32, String::new(), Vec::new());
    for c in s.chars() {
        match c {
            '<' | '{' | '(' | '[' => depth += 1,
            '>' | '}' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// `i32 %x` → `i32`; `<2 x half> <half 1.0, half 2.0>` → `<2 x half>`.
fn arg_type(arg: &str) -> String {
    let a = arg.trim();
    if a.starts_with('<') || a.starts_with('{') || a.starts_with('[') {
        let close = match a.as_bytes().first() {
            Some(b'<') => '>',
            Some(b'{') => '}',
            _ => ']',
        };
        let mut depth = 0;
        for (i, c) in a.char_indices() {
            if "<{[".contains(c) {
                depth += 1;
            } else if ">}]".contains(c) {
                depth -= 1;
                if depth == 0 && c == close {
                    let head = &a[..=i];
                    // A pointer to a vector: `<4 x i32> addrspace(1)*`.
                    let tail = a[i + 1..].trim_start();
                    return match tail.rfind(' ') {
                        Some(sp) if tail[..sp].contains('*') => format!("{head} {}", &tail[..sp]),
                        _ => head.to_string(),
                    };
                }
            }
        }
        return a.to_string();
    }
    match a.rfind(' ') {
        Some(i) => a[..i].trim().to_string(),
        None => a.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mangles_types() {
        assert_eq!(mangle("<2 x half>"), "v2f16");
        assert_eq!(mangle("i8 addrspace(1)*"), "p1i8");
        assert_eq!(mangle("double"), "f64");
    }

    #[test]
    fn declares_called_intrinsics() {
        let d = declarations(
            "  %r = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)\n  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %a, <2 x half> %b, i1 true, i1 true)\n",
        );
        assert_eq!(
            d,
            "declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)\ndeclare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)\n"
        );
    }

    #[test]
    fn entries_have_unique_names_and_both_conventions() {
        let m = matrix();
        let mut names: Vec<&str> = m.iter().map(|e| e.name.as_str()).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "duplicate entry names");
        assert!(m.iter().any(|e| e.conv == Conv::Shader && e.uniformity == Uniformity::Divergent));
        assert!(m.iter().any(|e| e.conv == Conv::Kernel && e.uniformity == Uniformity::Uniform));
    }
}
