//! `patterns!`: parses selection patterns, checks them against the generic opcode table and the
//! `instructions!` declarations, orders them by complexity, rejects shadowed and ambiguous
//! patterns, and generates the legality table, the bank table and the matcher.
//!
//! # Complexity
//!
//! Patterns for one root opcode are tried from the most to the least complex; ties keep source
//! order (and must not overlap). Every constraint adds weight, so a pattern that adds a constraint
//! to another always comes first:
//!
//! | constraint | weight |
//! |---|---|
//! | a matched generic instruction (the root, each nested one) | 1000 |
//! | a required constant (`#c`) or literal operand (`intpred(eq)`, `intrinsic(..)`) | 100 |
//! | a literal constant (`0`, `-1`: a constant with an `eq` predicate) | 150 |
//! | a predicate on a constant (`inline`, `pow2`, `uimm(16)`, `offset(global)`, ...) | 50 |
//! | the same register in two places | 50 |
//! | a `where` predicate (`mem(s8)`, `cpu(gfx1030)`, ...) or a required MI flag | 40 |
//! | an explicit bank on a def or operand | 10 |
//! | an explicit type on a def or operand | 4 |
//!
//! An address `p + #o` is weighed as each of its two expanded forms; `mods(a, #m)` as the plain
//! register `a`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Error, Ident, LitInt, Result, Token, braced, bracketed, parenthesized};

use crate::generic::{self, Generic, Kind};
use crate::instr::{DeclKind, Entries, Entry, is_lane_mask, special_variant};

// ---------------------------------------------------------------------------------------------
// Syntax
// ---------------------------------------------------------------------------------------------

/// An LLT as written in a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ty {
    Scalar(u16),
    Pointer(u16),
    Vector(u16, bool, u16),
}

impl Ty {
    fn bits(self) -> u32 {
        let ptr = |a: u16| if matches!(a, 2 | 3 | 5 | 6) { 32 } else { 64 };
        match self {
            Ty::Scalar(b) => u32::from(b),
            Ty::Pointer(a) => ptr(a),
            Ty::Vector(n, false, b) => u32::from(n) * u32::from(b),
            Ty::Vector(n, true, a) => u32::from(n) * ptr(a),
        }
    }

    fn tokens(self) -> TokenStream {
        match self {
            Ty::Scalar(b) => quote!(::isel::mir::Llt::Scalar(#b)),
            Ty::Pointer(a) => quote!(::isel::mir::Llt::Pointer(#a)),
            Ty::Vector(n, false, b) => quote!(::isel::mir::Llt::Vector { lanes: #n, elem: ::isel::mir::Elem::Scalar(#b) }),
            Ty::Vector(n, true, a) => quote!(::isel::mir::Llt::Vector { lanes: #n, elem: ::isel::mir::Elem::Pointer(#a) }),
        }
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Ty::Scalar(b) => write!(f, "s{b}"),
            Ty::Pointer(a) => write!(f, "p{a}"),
            Ty::Vector(n, false, b) => write!(f, "<{n} x s{b}>"),
            Ty::Vector(n, true, a) => write!(f, "<{n} x p{a}>"),
        }
    }
}

fn parse_scalar_or_ptr(id: &Ident) -> Result<(bool, u16)> {
    let s = id.to_string();
    let (ptr, digits) = match s.split_at_checked(1) {
        Some(("s", d)) => (false, d),
        Some(("p", d)) => (true, d),
        _ => return Err(Error::new(id.span(), format!("expected a type such as `s32` or `p1`, found `{s}`"))),
    };
    let n: u16 = digits.parse().map_err(|_| Error::new(id.span(), format!("expected a type such as `s32` or `p1`, found `{s}`")))?;
    if !ptr && n == 0 {
        return Err(Error::new(id.span(), "`s0` is not a type"));
    }
    Ok((ptr, n))
}

impl Parse for Ty {
    fn parse(input: ParseStream) -> Result<Ty> {
        if input.peek(Token![<]) {
            input.parse::<Token![<]>()?;
            let n: LitInt = input.parse()?;
            let x: Ident = input.parse()?;
            if x != "x" {
                return Err(Error::new(x.span(), "expected `x` in a vector type"));
            }
            let elem: Ident = input.parse()?;
            input.parse::<Token![>]>()?;
            let (ptr, b) = parse_scalar_or_ptr(&elem)?;
            return Ok(Ty::Vector(n.base10_parse()?, ptr, b));
        }
        let id: Ident = input.parse()?;
        let (ptr, n) = parse_scalar_or_ptr(&id)?;
        Ok(if ptr { Ty::Pointer(n) } else { Ty::Scalar(n) })
    }
}

/// `sgpr`, `vgpr`, `vcc`, `agpr`, or `_` (any bank).
#[derive(Clone, Debug)]
pub struct BankTy {
    pub bank: Option<Ident>,
    pub ty: Option<Ty>,
    /// `(s32|p3|p5)`: alternatives, one pattern each (see [`expand_type_lists`]).
    pub alts: Vec<Ty>,
    pub span: Span,
}

fn parse_bank_ty(input: ParseStream) -> Result<BankTy> {
    let span = input.span();
    let bank = if input.peek(Token![_]) {
        input.parse::<Token![_]>()?;
        None
    } else {
        let b: Ident = input.parse()?;
        if !["sgpr", "vgpr", "vcc", "agpr"].contains(&b.to_string().as_str()) {
            return Err(Error::new(b.span(), format!("unknown register bank `{b}`; expected sgpr, vgpr, vcc, agpr or `_`")));
        }
        Some(b)
    };
    let mut alts = Vec::new();
    if input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        loop {
            alts.push(c.parse()?);
            if !c.peek(Token![|]) {
                break;
            }
            c.parse::<Token![|]>()?;
        }
    }
    Ok(BankTy { bank, ty: alts.first().copied(), alts, span })
}

/// A predicate on a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImmPred {
    Inline,
    Pow2,
    Uimm(u32),
    Simm(u32),
    Eq(i64),
    NonZero,
    /// A constant address offset the memory instruction family encodes on the subtarget
    /// (`offset(global)`, ...; the ranges are `pattern_rt::MemOffset`'s).
    Offset(Ident),
}

/// The memory instruction families `#o:offset(..)` knows.
const OFFSET_KINDS: &[&str] = &["smem", "global", "flat", "ds", "ds2", "mubuf"];

/// The `pattern_rt::MemOffset` variant of an offset kind.
fn offset_kind_variant(k: &Ident) -> &'static str {
    match k.to_string().as_str() {
        "smem" => "Smem",
        "global" => "Global",
        "flat" => "Flat",
        "ds" => "Ds",
        "ds2" => "Ds2",
        _ => "Mubuf",
    }
}

impl ImmPred {
    fn name(&self) -> String {
        match self {
            ImmPred::Inline => "inline".into(),
            ImmPred::Pow2 => "pow2".into(),
            ImmPred::Uimm(n) => format!("uimm({n})"),
            ImmPred::Simm(n) => format!("simm({n})"),
            ImmPred::Eq(v) => format!("eq({v})"),
            ImmPred::NonZero => "nonzero".into(),
            ImmPred::Offset(k) => format!("offset({k})"),
        }
    }

    /// Whether a known value satisfies the predicate, for overlap checks. (`inline` depends on
    /// the operand width; judge it by the 32-bit integer range.)
    fn holds(&self, v: i64) -> bool {
        match self {
            ImmPred::Inline => (-16..=64).contains(&v),
            ImmPred::Pow2 => v > 0 && (v & (v - 1)) == 0,
            &ImmPred::Uimm(n) => v >= 0 && (n >= 63 || v < (1i64 << n)),
            &ImmPred::Simm(n) => n >= 64 || (v >= -(1i64 << (n - 1)) && v < (1i64 << (n - 1))),
            &ImmPred::Eq(w) => v == w,
            ImmPred::NonZero => v != 0,
            // The widest range of the family on any subtarget (overlap checks are conservative).
            ImmPred::Offset(k) => match k.to_string().as_str() {
                "smem" => (-(1 << 20)..1 << 20).contains(&v),
                "global" => (-4096..4096).contains(&v),
                "flat" | "mubuf" => (0..4096).contains(&v),
                "ds" => (0..65536).contains(&v),
                _ => v % 4 == 0 && (0..=1016).contains(&v),
            },
        }
    }
}

/// One operand of a source node.
#[derive(Clone, Debug)]
pub enum SrcOp {
    Var {
        name: Ident,
        bank: Option<BankTy>,
    },
    Imm {
        name: Ident,
        pred: Option<ImmPred>,
        span: Span,
    },
    Node(Box<Node>),
    Pred {
        int: bool,
        name: Ident,
    },
    Intrinsic {
        name: String,
        span: Span,
    },
    Int {
        value: i64,
        span: Span,
    },
    /// `base + #o:pred`: an address, either `(G_PTR_ADD[shared] base, #o:pred)` or `base` itself
    /// with `#o` = 0. Expanded into one pattern per form before checking ([`expand_addresses`]).
    Addr {
        base: Box<SrcOp>,
        off: Ident,
        pred: Option<ImmPred>,
        span: Span,
    },
    /// `mods(a:vgpr, #m)`: a floating-point source with its VOP3 source modifiers. Matches any
    /// register, looking through a `G_FNEG` and then a `G_FABS` in the same bank (which may have
    /// other users: a modifier is free); binds `a` to what is left and `#m` to the modifier bits
    /// (1 neg, 2 abs).
    Mods {
        name: Ident,
        bank: Option<BankTy>,
        mods: Ident,
    },
}

/// A generic instruction to match.
#[derive(Clone, Debug)]
pub struct Node {
    pub opcode: Ident,
    pub flags: Vec<Ident>,
    pub defs: Vec<BankTy>,
    pub ops: Vec<SrcOp>,
    /// `..`: any further operands (kept for a `PHI ..` result).
    pub rest: bool,
}

fn parse_int(input: ParseStream) -> Result<i64> {
    let neg = input.peek(Token![-]);
    if neg {
        input.parse::<Token![-]>()?;
    }
    let lit: LitInt = input.parse()?;
    let v: i64 = lit.base10_parse()?;
    Ok(if neg { -v } else { v })
}

fn parse_imm_pred(input: ParseStream) -> Result<ImmPred> {
    let id: Ident = input.parse()?;
    let arg = |input: ParseStream| -> Result<i64> {
        let c;
        parenthesized!(c in input);
        parse_int(&c)
    };
    Ok(match id.to_string().as_str() {
        "inline" => ImmPred::Inline,
        "pow2" => ImmPred::Pow2,
        "nonzero" => ImmPred::NonZero,
        "uimm" => ImmPred::Uimm(u32::try_from(arg(input)?).map_err(|_| Error::new(id.span(), "bad width"))?),
        "simm" => ImmPred::Simm(u32::try_from(arg(input)?).map_err(|_| Error::new(id.span(), "bad width"))?),
        "eq" => ImmPred::Eq(arg(input)?),
        "offset" => {
            let c;
            parenthesized!(c in input);
            let kind: Ident = c.parse()?;
            if !OFFSET_KINDS.contains(&kind.to_string().as_str()) {
                return Err(Error::new(
                    kind.span(),
                    format!("unknown memory offset kind `{kind}`; expected one of {}", OFFSET_KINDS.join(", ")),
                ));
            }
            ImmPred::Offset(kind)
        }
        other => {
            return Err(Error::new(
                id.span(),
                format!("unknown constant predicate `{other}`; expected inline, pow2, nonzero, uimm(N), simm(N), eq(V) or offset(KIND)"),
            ));
        }
    })
}

fn dotted_name(input: ParseStream) -> Result<String> {
    let mut s = String::new();
    loop {
        let id: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        s.push_str(&id.to_string());
        if !input.peek(Token![.]) {
            return Ok(s);
        }
        input.parse::<Token![.]>()?;
        s.push('.');
    }
}

impl Parse for SrcOp {
    fn parse(input: ParseStream) -> Result<SrcOp> {
        let op = parse_plain_src_op(input)?;
        if !input.peek(Token![+]) {
            return Ok(op);
        }
        let span = input.span();
        input.parse::<Token![+]>()?;
        if !matches!(op, SrcOp::Var { .. } | SrcOp::Node(_)) {
            return Err(Error::new(span, "only a register or a nested instruction can be an address base (`p + #o`)"));
        }
        input.parse::<Token![#]>()?;
        let off: Ident = input.parse()?;
        let pred = if input.peek(Token![:]) {
            input.parse::<Token![:]>()?;
            Some(parse_imm_pred(input)?)
        } else {
            None
        };
        Ok(SrcOp::Addr { base: Box::new(op), off, pred, span })
    }
}

fn parse_plain_src_op(input: ParseStream) -> Result<SrcOp> {
    if input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        return Ok(SrcOp::Node(Box::new(c.parse()?)));
    }
    if input.peek(Token![#]) {
        let span = input.span();
        input.parse::<Token![#]>()?;
        let name: Ident = input.parse()?;
        let pred = if input.peek(Token![:]) {
            input.parse::<Token![:]>()?;
            Some(parse_imm_pred(input)?)
        } else {
            None
        };
        return Ok(SrcOp::Imm { name, pred, span });
    }
    if input.peek(LitInt) || input.peek(Token![-]) {
        let span = input.span();
        return Ok(SrcOp::Int { value: parse_int(input)?, span });
    }
    let name: Ident = input.parse()?;
    let word = name.to_string();
    if (word == "intpred" || word == "floatpred") && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        return Ok(SrcOp::Pred { int: word == "intpred", name: c.call(syn::ext::IdentExt::parse_any)? });
    }
    if word == "intrinsic" && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        let span = c.span();
        return Ok(SrcOp::Intrinsic { name: dotted_name(&c)?, span });
    }
    if word == "mods" && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        let name: Ident = c.parse()?;
        let bank = if c.peek(Token![:]) {
            c.parse::<Token![:]>()?;
            Some(parse_bank_ty(&c)?)
        } else {
            None
        };
        c.parse::<Token![,]>()?;
        c.parse::<Token![#]>()?;
        let mods: Ident = c.parse()?;
        if !c.is_empty() {
            return Err(c.error("expected `mods(register, #modifiers)`"));
        }
        return Ok(SrcOp::Mods { name, bank, mods });
    }
    let bank = if input.peek(Token![:]) {
        input.parse::<Token![:]>()?;
        Some(parse_bank_ty(input)?)
    } else {
        None
    };
    Ok(SrcOp::Var { name, bank })
}

impl Parse for Node {
    fn parse(input: ParseStream) -> Result<Node> {
        let opcode: Ident = input.parse()?;
        let mut flags = Vec::new();
        if input.peek(syn::token::Bracket) {
            let c;
            bracketed!(c in input);
            flags = c.parse_terminated(Ident::parse, Token![,])?.into_iter().collect();
        }
        let mut defs = Vec::new();
        while input.peek(Token![:]) {
            input.parse::<Token![:]>()?;
            defs.push(parse_bank_ty(input)?);
        }
        let mut ops = Vec::new();
        let mut rest = false;
        while !input.is_empty() {
            if input.peek(Token![..]) {
                input.parse::<Token![..]>()?;
                rest = true;
                if !input.is_empty() {
                    return Err(input.error("`..` must be the last operand"));
                }
                break;
            }
            ops.push(input.parse()?);
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(Node { opcode, flags, defs, ops, rest })
    }
}

/// A `where` predicate.
#[derive(Clone, Debug)]
pub enum WherePred {
    /// The memory operand's size.
    Mem(Ty),
    /// Only on this subtarget.
    Cpu(Ident),
    /// The memory operand's alignment is at least N bytes.
    Align(u32),
}

impl Parse for WherePred {
    fn parse(input: ParseStream) -> Result<WherePred> {
        let id: Ident = input.parse()?;
        let c;
        parenthesized!(c in input);
        Ok(match id.to_string().as_str() {
            "mem" => WherePred::Mem(c.parse()?),
            "cpu" => {
                let cpu: Ident = c.parse()?;
                if !crate::instr::SUBTARGETS.contains(&cpu.to_string().as_str()) {
                    return Err(Error::new(cpu.span(), format!("unknown subtarget `{cpu}`")));
                }
                WherePred::Cpu(cpu)
            }
            "align" => WherePred::Align(c.parse::<LitInt>()?.base10_parse()?),
            other => {
                return Err(Error::new(
                    id.span(),
                    format!("unknown `where` predicate `{other}`; expected mem(TYPE), cpu(CPU) or align(N)"),
                ));
            }
        })
    }
}

/// An operand of a result instruction.
#[derive(Clone, Debug)]
pub enum ResOp {
    Var(Ident, Option<(Ident, SubRegSpec)>),
    Imm(Ident),
    /// A function of a constant: `lo32(#c)`, `hi32(#c)` (halves of a 64-bit constant, as signed
    /// 32-bit immediates), `shl16(#c)` (`c << 16`, an `S_BFE` width field), `dw(#c)`, `dw1(#c)`
    /// (`c / 4` and `c / 4 + 1`: a byte offset as the dword pair of `DS_READ2`/`DS_WRITE2`).
    ImmFn(Ident, Ident),
    Int(i64, Span),
    Phys(Ident),
    SubRegIdx(Ident, SubRegSpec),
    Inst(Box<InstExpr>),
}

/// A sub-register index, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubRegSpec {
    Dwords(u8, u8),
    Half(Option<u8>, bool),
}

fn parse_subreg(id: &Ident) -> Result<SubRegSpec> {
    let s = id.to_string();
    let bad = || Error::new(id.span(), format!("`{s}` is not a sub-register index (sub0, sub0_sub1, lo16, hi16, sub1_lo16)"));
    match s.as_str() {
        "lo16" => return Ok(SubRegSpec::Half(None, false)),
        "hi16" => return Ok(SubRegSpec::Half(None, true)),
        _ => {}
    }
    if let Some((dw, half)) = s.rsplit_once('_')
        && (half == "lo16" || half == "hi16")
    {
        let n: u8 = dw.strip_prefix("sub").and_then(|d| d.parse().ok()).ok_or_else(bad)?;
        return Ok(SubRegSpec::Half(Some(n), half == "hi16"));
    }
    let mut first = None;
    let mut count = 0u8;
    for part in s.split('_') {
        let n: u8 = part.strip_prefix("sub").and_then(|d| d.parse().ok()).ok_or_else(bad)?;
        match first {
            None => first = Some(n),
            Some(f) if u32::from(n) == u32::from(f) + u32::from(count) => {}
            Some(_) => return Err(bad()),
        }
        count += 1;
    }
    Ok(SubRegSpec::Dwords(first.ok_or_else(bad)?, count))
}

impl SubRegSpec {
    fn tokens(self) -> TokenStream {
        match self {
            SubRegSpec::Dwords(first, count) => quote!(::isel::mir::SubReg::Dwords { first: #first, count: #count }),
            SubRegSpec::Half(dw, high) => {
                let dw = match dw {
                    Some(d) => quote!(Some(#d)),
                    None => quote!(None),
                };
                quote!(::isel::mir::SubReg::Half { dword: #dw, high: #high })
            }
        }
    }
    fn bits(self) -> u32 {
        match self {
            SubRegSpec::Dwords(_, c) => 32 * u32::from(c),
            SubRegSpec::Half(..) => 16,
        }
    }
}

/// A machine instruction to emit: `(V_ADD_U32_e64 a, b, 0)`, `(REG_SEQUENCE:vreg_64 ...)`.
#[derive(Clone, Debug)]
pub struct InstExpr {
    pub opcode: Ident,
    pub class: Option<Ident>,
    pub ops: Vec<ResOp>,
    /// `..`: the matched root's remaining operands (for `PHI ..`).
    pub rest: bool,
}

impl Parse for InstExpr {
    fn parse(input: ParseStream) -> Result<InstExpr> {
        let opcode: Ident = input.parse()?;
        let class = if input.peek(Token![:]) {
            input.parse::<Token![:]>()?;
            Some(input.parse()?)
        } else {
            None
        };
        let mut ops = Vec::new();
        let mut rest = false;
        while !input.is_empty() {
            if input.peek(Token![..]) {
                input.parse::<Token![..]>()?;
                rest = true;
                break;
            }
            ops.push(parse_res_op(input)?);
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(InstExpr { opcode, class, ops, rest })
    }
}

/// Functions a result may apply to a constant.
const IMM_FNS: &[&str] = &["lo32", "hi32", "shl16", "dw", "dw1"];

fn parse_res_op(input: ParseStream) -> Result<ResOp> {
    if input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        return Ok(ResOp::Inst(Box::new(c.parse()?)));
    }
    if input.peek(Token![#]) {
        input.parse::<Token![#]>()?;
        return Ok(ResOp::Imm(input.parse()?));
    }
    if input.peek(LitInt) || input.peek(Token![-]) {
        let span = input.span();
        return Ok(ResOp::Int(parse_int(input)?, span));
    }
    let id: Ident = input.parse()?;
    let word = id.to_string();
    if IMM_FNS.contains(&word.as_str()) && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        c.parse::<Token![#]>()?;
        return Ok(ResOp::ImmFn(id, c.parse()?));
    }
    if (word == "phys" || word == "subreg") && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        let arg: Ident = c.parse()?;
        return Ok(if word == "phys" {
            if !crate::instr::IMPLICIT_REGS.iter().any(|r| arg == r.0) {
                return Err(Error::new(arg.span(), format!("unknown physical register `{arg}`")));
            }
            ResOp::Phys(arg)
        } else {
            let s = parse_subreg(&arg)?;
            ResOp::SubRegIdx(arg, s)
        });
    }
    let sub = if input.peek(Token![.]) {
        input.parse::<Token![.]>()?;
        let s: Ident = input.parse()?;
        let spec = parse_subreg(&s)?;
        Some((s, spec))
    } else {
        None
    };
    Ok(ResOp::Var(id, sub))
}

/// What a pattern produces.
#[derive(Clone, Debug)]
pub struct ResultBlock {
    /// `let a = (..);`, `let (a, b) = (..);`, `let phys(vcc) = (..);`, or a statement `(..);`
    /// (no names) for instructions whose only effect is on physical registers.
    pub lets: Vec<(Vec<LetName>, InstExpr)>,
    pub tail: Tail,
}

/// A name a `let` binds.
#[derive(Clone, Debug)]
pub enum LetName {
    Var(Ident),
    Phys(Ident),
}

impl LetName {
    fn ident(&self) -> &Ident {
        match self {
            LetName::Var(i) | LetName::Phys(i) => i,
        }
    }
}

#[derive(Clone, Debug)]
pub enum Tail {
    Inst(InstExpr),
    Vars(Vec<Ident>, Span),
}

fn starts_upper(input: ParseStream) -> bool {
    input.fork().parse::<Ident>().is_ok_and(|id| id.to_string().starts_with(|c: char| c.is_ascii_uppercase()))
}

fn parse_tail(input: ParseStream) -> Result<Tail> {
    let span = input.span();
    if input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        if starts_upper(&c) {
            return Ok(Tail::Inst(c.parse()?));
        }
        let vars = c.parse_terminated(Ident::parse, Token![,])?;
        return Ok(Tail::Vars(vars.into_iter().collect(), span));
    }
    Ok(Tail::Vars(vec![input.parse()?], span))
}

fn parse_let_name(input: ParseStream) -> Result<LetName> {
    let id: Ident = input.parse()?;
    if id == "phys" && input.peek(syn::token::Paren) {
        let c;
        parenthesized!(c in input);
        let r: Ident = c.parse()?;
        if !crate::instr::IMPLICIT_REGS.iter().any(|x| r == x.0) {
            return Err(Error::new(r.span(), format!("unknown physical register `{r}`")));
        }
        return Ok(LetName::Phys(r));
    }
    Ok(LetName::Var(id))
}

impl Parse for ResultBlock {
    fn parse(input: ParseStream) -> Result<ResultBlock> {
        if !input.peek(syn::token::Brace) {
            return Ok(ResultBlock { lets: Vec::new(), tail: parse_tail(input)? });
        }
        let c;
        braced!(c in input);
        let mut lets = Vec::new();
        loop {
            if c.peek(Token![let]) {
                c.parse::<Token![let]>()?;
                let names = if c.peek(syn::token::Paren) {
                    let n;
                    parenthesized!(n in c);
                    n.parse_terminated(parse_let_name, Token![,])?.into_iter().collect()
                } else {
                    vec![parse_let_name(&c)?]
                };
                c.parse::<Token![=]>()?;
                let e;
                parenthesized!(e in c);
                lets.push((names, e.parse()?));
                c.parse::<Token![;]>()?;
                continue;
            }
            // A parenthesised instruction followed by `;` is a statement; otherwise the tail.
            let fork = c.fork();
            let is_statement = fork.peek(syn::token::Paren) && {
                let g: proc_macro2::TokenTree = fork.parse()?;
                let _ = g;
                fork.peek(Token![;])
            };
            if is_statement {
                let e;
                parenthesized!(e in c);
                lets.push((Vec::new(), e.parse()?));
                c.parse::<Token![;]>()?;
                continue;
            }
            break;
        }
        let tail = parse_tail(&c)?;
        if !c.is_empty() {
            return Err(c.error("expected the end of the result block"));
        }
        Ok(ResultBlock { lets, tail })
    }
}

/// One pattern as written.
#[derive(Clone, Debug)]
pub struct PatternDef {
    pub doc: String,
    pub name: Ident,
    /// Which alternative of the pattern's type lists this is (0 without lists).
    pub alt: usize,
    pub root: Node,
    pub wheres: Vec<WherePred>,
    pub result: ResultBlock,
    /// Offsets of `p + #o` addresses matched without a `G_PTR_ADD`: bound to 0.
    pub zero_imms: Vec<Ident>,
}

impl Parse for PatternDef {
    fn parse(input: ParseStream) -> Result<PatternDef> {
        let attrs = input.call(Attribute::parse_outer)?;
        let doc = attrs
            .iter()
            .filter_map(|a| match &a.meta {
                syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                    syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value().trim().to_string()),
                    _ => None,
                },
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ");
        let name: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let c;
        parenthesized!(c in input);
        let root: Node = c.parse()?;
        let mut wheres = Vec::new();
        if input.peek(Token![where]) {
            input.parse::<Token![where]>()?;
            loop {
                wheres.push(input.parse()?);
                if !input.peek(Token![,]) {
                    break;
                }
                input.parse::<Token![,]>()?;
            }
        }
        input.parse::<Token![=>]>()?;
        let result = input.parse()?;
        input.parse::<Token![;]>()?;
        Ok(PatternDef { doc, name, alt: 0, root, wheres, result, zero_imms: Vec::new() })
    }
}

/// The macro input: the instruction declarations, then the patterns.
pub struct Input {
    pub instrs: Vec<Entry>,
    pub patterns: Vec<PatternDef>,
}

impl Parse for Input {
    fn parse(input: ParseStream) -> Result<Input> {
        let kw: Ident = input.parse()?;
        if kw != "instructions" {
            return Err(Error::new(kw.span(), "expected `instructions { .. }`"));
        }
        let c;
        braced!(c in input);
        let Entries(instrs) = c.parse()?;
        let kw: Ident = input.parse()?;
        if kw != "patterns" {
            return Err(Error::new(kw.span(), "expected `patterns { .. }`"));
        }
        let p;
        braced!(p in input);
        let mut patterns = Vec::new();
        while !p.is_empty() {
            patterns.push(p.parse()?);
        }
        Ok(Input { instrs, patterns })
    }
}

// ---------------------------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------------------------

/// Which register file a class name draws from, by LLVM's naming.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClassFamily {
    Sgpr,
    Vgpr,
    Agpr,
    /// `vs_*`: either.
    Vs,
    /// `av_*`
    Av,
    LaneMask,
}

impl std::fmt::Display for ClassFamily {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ClassFamily::Sgpr => "an SGPR",
            ClassFamily::Vgpr => "a VGPR",
            ClassFamily::Agpr => "an AGPR",
            ClassFamily::Vs => "a VGPR or SGPR",
            ClassFamily::Av => "a VGPR or AGPR",
            ClassFamily::LaneMask => "a lane mask",
        })
    }
}

fn class_family(class: &Ident) -> Option<(ClassFamily, u32)> {
    let s = class.to_string();
    if is_lane_mask(class) {
        return Some((ClassFamily::LaneMask, 1));
    }
    let fam = [
        ("sreg_", ClassFamily::Sgpr),
        ("sgpr_", ClassFamily::Sgpr),
        ("ccr_sgpr_", ClassFamily::Sgpr),
        ("vreg_", ClassFamily::Vgpr),
        ("vgpr_", ClassFamily::Vgpr),
        ("areg_", ClassFamily::Agpr),
        ("agpr_", ClassFamily::Agpr),
        ("vs_", ClassFamily::Vs),
        ("av_", ClassFamily::Av),
        ("m0_class", ClassFamily::Sgpr),
    ];
    let (f, rest) = fam.iter().find_map(|(p, f)| s.strip_prefix(p).map(|r| (*f, r)))?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let bits = if rest.starts_with("lo16") || rest.starts_with("hi16") { 16 } else { digits.parse().unwrap_or(32) };
    Some((f, bits))
}

/// Can a register of `bank` go where `family` is expected?
fn bank_fits(bank: &str, family: ClassFamily) -> bool {
    match (bank, family) {
        ("sgpr", ClassFamily::Sgpr | ClassFamily::Vs) => true,
        ("vgpr", ClassFamily::Vgpr | ClassFamily::Vs | ClassFamily::Av) => true,
        ("agpr", ClassFamily::Agpr | ClassFamily::Av) => true,
        ("vcc", ClassFamily::LaneMask | ClassFamily::Sgpr) => true,
        // A lane mask is an SGPR (pair): an sgpr-bank s1/s32/s64 may feed or hold one.
        ("sgpr", ClassFamily::LaneMask) => true,
        _ => false,
    }
}

/// What the checker knows about a pattern variable.
#[derive(Clone, Debug)]
struct VarInfo {
    id: usize,
    kind: VarKind,
    bank: Option<String>,
    ty: Option<Ty>,
    span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VarKind {
    Reg,
    Imm,
    Block,
    Pred,
    /// Any other operand (a global, a frame index), passed through as it is.
    Operand,
}

/// A pattern after checking.
#[derive(Clone)]
struct Checked {
    def: PatternDef,
    index: usize,
    generic: Generic,
    /// Type of each of the root's type indices.
    types: Vec<Ty>,
    vars: BTreeMap<String, VarInfo>,
    /// Subtargets the pattern may apply on.
    cpus: Vec<String>,
    complexity: u32,
    /// The root and its commuted variants.
    variants: Vec<Node>,
    mem: Option<Ty>,
}

struct Checker<'a> {
    instrs: &'a [Entry],
}

fn type_of_index(kind: Kind) -> Option<u8> {
    match kind {
        Kind::Ty(n) => Some(n),
        _ => None,
    }
}

impl Checker<'_> {
    fn instr(&self, name: &Ident) -> Option<&Entry> {
        self.instrs.iter().find(|e| e.name == *name)
    }

    fn check(&self, def: PatternDef, index: usize) -> Result<Checked> {
        let generic = generic::lookup(&def.root.opcode.to_string())
            .ok_or_else(|| Error::new(def.root.opcode.span(), format!("unknown generic opcode `{}`", def.root.opcode)))?;
        let mut vars: BTreeMap<String, VarInfo> = BTreeMap::new();
        let mut types: BTreeMap<u8, (Ty, Span)> = BTreeMap::new();
        self.check_node(&def.root, &generic, true, &mut vars, &mut types)?;
        for z in &def.zero_imms {
            if vars.contains_key(&z.to_string()) {
                return Err(Error::new(z.span(), format!("the address offset `#{z}` is bound twice")));
            }
            bind_var(&mut vars, z, VarKind::Imm, None, None)?;
        }
        // Every type index of the root must be known: the legality table is keyed on them.
        let mut root_types = Vec::new();
        let def_kinds: Vec<Kind> = (0..def.root.defs.len()).map(|i| generic.def_kind(i)).collect();
        let max_index = def_kinds.iter().chain(generic.uses).filter_map(|k| type_of_index(*k)).max();
        if let Some(max) = max_index {
            for n in 0..=max {
                match types.get(&n) {
                    Some((t, _)) => root_types.push(*t),
                    None => {
                        return Err(Error::new(
                            def.root.opcode.span(),
                            format!("type index {n} of `{}` has no type; write one on a def or operand, e.g. `a:vgpr(s32)`", generic.name),
                        ));
                    }
                }
            }
        }
        let mut mem = None;
        let mut cpus: Vec<String> = crate::instr::SUBTARGETS.iter().map(|s| s.to_string()).collect();
        for w in &def.wheres {
            match w {
                WherePred::Cpu(c) => cpus.retain(|x| c == x),
                WherePred::Mem(t) => mem = Some(*t),
                WherePred::Align(_) => {}
            }
        }
        let n_defs = def.root.defs.len();
        self.check_result(&def, &generic, &mut vars, &mut cpus, n_defs)?;
        if cpus.is_empty() {
            return Err(Error::new(
                def.name.span(),
                format!("pattern `{}` applies on no subtarget: its instructions and `where cpu(..)` exclude every one", def.name),
            ));
        }
        let complexity = complexity(&def);
        let variants = commuted_variants(&def.root);
        Ok(Checked { def, index, generic, types: root_types, vars, cpus, complexity, variants, mem })
    }

    fn check_node(
        &self,
        node: &Node,
        generic: &Generic,
        is_root: bool,
        vars: &mut BTreeMap<String, VarInfo>,
        types: &mut BTreeMap<u8, (Ty, Span)>,
    ) -> Result<()> {
        for f in &node.flags {
            if f == "shared" {
                if is_root {
                    return Err(Error::new(f.span(), "`shared` applies to nested instructions only"));
                }
                continue;
            }
            if !["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nuw", "nsw", "exact"].contains(&f.to_string().as_str()) {
                return Err(Error::new(f.span(), format!("unknown instruction flag `{f}`")));
            }
        }
        if !generic.variadic_defs() && (is_root || !node.defs.is_empty()) && node.defs.len() != generic.defs.len() {
            return Err(Error::new(
                node.opcode.span(),
                format!(
                    "`{}` defines {} register(s); the pattern gives {} `:bank(type)`",
                    generic.name,
                    generic.defs.len(),
                    node.defs.len()
                ),
            ));
        }
        let record_type = |kind: Kind, t: Ty, span: Span, types: &mut BTreeMap<u8, (Ty, Span)>| -> Result<()> {
            let Some(n) = type_of_index(kind) else { return Ok(()) };
            if let Some((was, _)) = types.get(&n) {
                if *was != t {
                    return Err(Error::new(
                        span,
                        format!("type contradiction: type index {n} of `{}` is `{was}` elsewhere in the pattern, `{t}` here", generic.name),
                    ));
                }
            } else {
                types.insert(n, (t, span));
            }
            Ok(())
        };
        for (i, d) in node.defs.iter().enumerate() {
            check_bank_ty(d)?;
            if let Some(t) = d.ty {
                record_type(generic.def_kind(i), t, d.span, types)?;
            }
        }
        if (!node.rest && node.ops.len() < generic.uses.len()) || (!generic.variadic && node.ops.len() > generic.uses.len()) {
            return Err(Error::new(
                node.opcode.span(),
                format!("`{}` takes {} operand(s); the pattern gives {}", generic.name, generic.uses.len(), node.ops.len()),
            ));
        }
        for (i, op) in node.ops.iter().enumerate() {
            // Extra operands of a variadic opcode repeat its last operand kind (merges, vectors);
            // an intrinsic's are registers or immediates.
            let kind = generic.uses.get(i).or(generic.uses.last()).copied().unwrap_or(Kind::Other);
            let kind = if kind == Kind::Intrinsic && i > 0 { Kind::Any } else { kind };
            match op {
                SrcOp::Var { name, bank } => {
                    let vk = match kind {
                        Kind::Ty(_) | Kind::Any => VarKind::Reg,
                        Kind::Other => VarKind::Operand,
                        Kind::Block => VarKind::Block,
                        Kind::Pred => VarKind::Pred,
                        Kind::Imm => VarKind::Imm,
                        _ => {
                            return Err(Error::new(
                                name.span(),
                                format!("operand {i} of `{}` cannot be bound to a variable", generic.name),
                            ));
                        }
                    };
                    if let Some(b) = bank {
                        if vk != VarKind::Reg {
                            return Err(Error::new(b.span, "only register operands take a bank or type"));
                        }
                        check_bank_ty(b)?;
                        if let Some(t) = b.ty {
                            record_type(kind, t, b.span, types)?;
                        }
                    }
                    let bank_name = bank.as_ref().and_then(|b| b.bank.as_ref()).map(Ident::to_string);
                    let ty = bank.as_ref().and_then(|b| b.ty);
                    bind_var(vars, name, vk, bank_name, ty)?;
                }
                SrcOp::Mods { name, bank, mods } => {
                    if !matches!(kind, Kind::Ty(_) | Kind::Any) {
                        return Err(Error::new(name.span(), format!("operand {i} of `{}` is not a register", generic.name)));
                    }
                    if let Some(b) = bank {
                        check_bank_ty(b)?;
                        if let Some(t) = b.ty {
                            record_type(kind, t, b.span, types)?;
                        }
                    }
                    let bank_name = bank.as_ref().and_then(|b| b.bank.as_ref()).map(Ident::to_string);
                    let ty = bank.as_ref().and_then(|b| b.ty);
                    bind_var(vars, name, VarKind::Reg, bank_name, ty)?;
                    bind_var(vars, mods, VarKind::Imm, None, None)?;
                }
                SrcOp::Imm { name, span, .. } => {
                    if !matches!(kind, Kind::Ty(_) | Kind::Imm | Kind::Any) {
                        return Err(Error::new(*span, format!("operand {i} of `{}` is not a constant", generic.name)));
                    }
                    bind_var(vars, name, VarKind::Imm, None, None)?;
                }
                SrcOp::Node(n) => {
                    if !matches!(kind, Kind::Ty(_) | Kind::Any) {
                        return Err(Error::new(n.opcode.span(), format!("operand {i} of `{}` is not a register", generic.name)));
                    }
                    let g = generic::lookup(&n.opcode.to_string())
                        .ok_or_else(|| Error::new(n.opcode.span(), format!("unknown generic opcode `{}`", n.opcode)))?;
                    if g.defs.len() != 1 {
                        return Err(Error::new(n.opcode.span(), format!("a nested `{}` must define exactly one register", g.name)));
                    }
                    if let Some(t) = n.defs.first().and_then(|d| d.ty) {
                        record_type(kind, t, n.opcode.span(), types)?;
                    }
                    let mut inner = BTreeMap::new();
                    self.check_node(n, &g, false, vars, &mut inner)?;
                    // The nested def's type follows from its own operands (`G_PTR_ADD p:sgpr(p4), ..`).
                    if let Some((t, _)) = type_of_index(g.def_kind(0)).and_then(|j| inner.get(&j)) {
                        record_type(kind, *t, n.opcode.span(), types)?;
                    }
                }
                SrcOp::Pred { name, int } => {
                    if kind != Kind::Pred {
                        return Err(Error::new(name.span(), format!("operand {i} of `{}` is not a predicate", generic.name)));
                    }
                    let ok = if *int {
                        INT_PREDS.contains(&name.to_string().as_str())
                    } else {
                        FLOAT_PREDS.contains(&name.to_string().as_str())
                    };
                    if !ok {
                        return Err(Error::new(
                            name.span(),
                            format!("unknown {} predicate `{name}`", if *int { "integer" } else { "float" }),
                        ));
                    }
                }
                SrcOp::Intrinsic { span, .. } => {
                    if kind != Kind::Intrinsic {
                        return Err(Error::new(*span, format!("operand {i} of `{}` is not an intrinsic id", generic.name)));
                    }
                }
                SrcOp::Int { span, .. } => {
                    if !matches!(kind, Kind::Ty(_) | Kind::Imm | Kind::Any) {
                        return Err(Error::new(*span, format!("operand {i} of `{}` is not a constant", generic.name)));
                    }
                }
                // `expand_addresses` replaced every address before checking.
                SrcOp::Addr { span, .. } => return Err(Error::new(*span, "an address (`p + #o`) is not allowed here")),
            }
        }
        Ok(())
    }

    fn check_result(
        &self,
        def: &PatternDef,
        generic: &Generic,
        vars: &mut BTreeMap<String, VarInfo>,
        cpus: &mut Vec<String>,
        n_defs: usize,
    ) -> Result<()> {
        let mut next_id = vars.len();
        for (names, e) in &def.result.lets {
            let outs = self.check_inst(e, vars, cpus, &mut next_id)?;
            // A builtin with no class bound to a physical register defines it all the same.
            let outs = if outs.is_empty() && is_builtin(&e.opcode) && names.len() == 1 { vec![(None, None)] } else { outs };
            if names.len() != outs.len() {
                return Err(Error::new(
                    names.first().map_or(e.opcode.span(), |n| n.ident().span()),
                    format!("`{}` defines {} register(s); the `let` binds {}", e.opcode, outs.len(), names.len()),
                ));
            }
            for (name, (fam, bits)) in names.iter().zip(outs) {
                let LetName::Var(n) = name else { continue };
                if is_builtin(&e.opcode) && e.class.is_none() {
                    return Err(Error::new(n.span(), format!("give `{}` a class (`{}:vgpr_32`) to bind its result", e.opcode, e.opcode)));
                }
                if vars.contains_key(&n.to_string()) {
                    return Err(Error::new(n.span(), format!("`{n}` is already bound")));
                }
                let bank = match fam {
                    Some(ClassFamily::Sgpr) => Some("sgpr".to_string()),
                    Some(ClassFamily::Vgpr) => Some("vgpr".to_string()),
                    Some(ClassFamily::LaneMask) => Some("vcc".to_string()),
                    _ => None,
                };
                let ty = bits.map(|b| Ty::Scalar(b as u16));
                vars.insert(n.to_string(), VarInfo { id: next_id, kind: VarKind::Reg, bank, ty, span: n.span() });
                next_id += 1;
            }
        }
        match &def.result.tail {
            Tail::Inst(e) => {
                let outs = self.check_inst(e, vars, cpus, &mut next_id)?;
                let outs = if outs.is_empty() && is_builtin(&e.opcode) { vec![(None, None)] } else { outs };
                if outs.len() != n_defs {
                    return Err(Error::new(
                        e.opcode.span(),
                        format!("`{}` defines {} register(s) but `{}` defines {}", e.opcode, outs.len(), generic.name, n_defs),
                    ));
                }
                for ((fam, bits), d) in outs.iter().zip(&def.root.defs) {
                    if let (Some(fam), Some(b)) = (fam, &d.bank)
                        && !bank_fits(&b.to_string(), *fam)
                    {
                        return Err(Error::new(
                            b.span(),
                            format!("bank contradiction: the pattern's def is in the `{b}` bank but `{}` writes {fam}", e.opcode),
                        ));
                    }
                    // A lane mask (`vcc` bank) is as wide as the wave, whatever its `s1` says.
                    let lane_mask = d.bank.as_ref().is_some_and(|b| b == "vcc");
                    if let (Some(bits), Some(t)) = (bits, d.ty)
                        && !lane_mask
                        && *bits != 1
                        && *bits != t.bits()
                        && !(t.bits() < 32 && *bits == 32)
                    {
                        return Err(Error::new(
                            d.span,
                            format!(
                                "type contradiction: the pattern defines `{t}` ({} bits) but `{}` writes {bits} bits",
                                t.bits(),
                                e.opcode
                            ),
                        ));
                    }
                }
            }
            Tail::Vars(names, span) => {
                if names.len() != n_defs {
                    return Err(Error::new(
                        *span,
                        format!("the result gives {} register(s); `{}` defines {}", names.len(), generic.name, n_defs),
                    ));
                }
                for n in names {
                    match vars.get(&n.to_string()) {
                        Some(v) if v.kind == VarKind::Reg => {}
                        Some(_) => return Err(Error::new(n.span(), format!("`{n}` is not a register"))),
                        None => return Err(Error::new(n.span(), format!("`{n}` is not bound by the pattern"))),
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks one result instruction; returns the family and width of each register it defines.
    fn check_inst(
        &self,
        e: &InstExpr,
        vars: &BTreeMap<String, VarInfo>,
        cpus: &mut Vec<String>,
        next_id: &mut usize,
    ) -> Result<Vec<(Option<ClassFamily>, Option<u32>)>> {
        for op in &e.ops {
            if let ResOp::Inst(inner) = op {
                let outs = self.check_inst(inner, vars, cpus, next_id)?;
                if outs.len() != 1 {
                    return Err(Error::new(inner.opcode.span(), format!("a nested `{}` must define exactly one register", inner.opcode)));
                }
            }
        }
        if is_builtin(&e.opcode) {
            for op in &e.ops {
                check_res_op_bound(op, vars)?;
            }
            return Ok(match &e.class {
                Some(c) => {
                    let (fam, bits) = class_family(c).ok_or_else(|| Error::new(c.span(), format!("unknown register class `{c}`")))?;
                    vec![(Some(fam), Some(bits))]
                }
                None => Vec::new(),
            });
        }
        let Some(instr) = self.instr(&e.opcode) else {
            return Err(Error::new(e.opcode.span(), format!("unknown target instruction `{}`", e.opcode)));
        };
        if e.class.is_some() {
            return Err(Error::new(
                e.opcode.span(),
                format!("`{}` has fixed operand classes; `:class` is only for COPY, REG_SEQUENCE and IMPLICIT_DEF", e.opcode),
            ));
        }
        cpus.retain(|c| instr.subtargets.iter().any(|s| s == c));
        if e.ops.len() != instr.ins.len() {
            let names: Vec<String> = instr.ins.iter().map(|o| o.name.to_string()).collect();
            return Err(Error::new(
                e.opcode.span(),
                format!(
                    "operand count mismatch: `{}` takes {} operand(s) ({}), the pattern gives {}",
                    e.opcode,
                    instr.ins.len(),
                    names.join(", "),
                    e.ops.len()
                ),
            ));
        }
        for (op, decl) in e.ops.iter().zip(&instr.ins) {
            check_res_op_bound(op, vars)?;
            let what = format!("operand `{}` of `{}`", decl.name, e.opcode);
            match (&decl.kind, op) {
                (DeclKind::Unknown, _) => {}
                // A passed-through operand (a global, a frame index) is the selector's to judge.
                (_, ResOp::Var(v, None)) if vars.get(&v.to_string()).is_some_and(|i| i.kind == VarKind::Operand) => {}
                (DeclKind::Class(c) | DeclKind::Src(c, _), ResOp::Var(v, sub)) => {
                    let info =
                        vars.get(&v.to_string()).ok_or_else(|| Error::new(v.span(), format!("`{v}` is not bound by the pattern")))?;
                    if info.kind != VarKind::Reg {
                        return Err(Error::new(v.span(), format!("class mismatch: {what} is a register ({c}); `{v}` is not")));
                    }
                    if let (Some(b), Some((fam, bits))) = (&info.bank, class_family(c)) {
                        if !bank_fits(b, fam) {
                            return Err(Error::new(v.span(), format!("class mismatch: {what} is `{c}`; `{v}` is in the `{b}` bank")));
                        }
                        let width = sub.as_ref().map(|(_, s)| s.bits()).or(info.ty.map(Ty::bits));
                        if let Some(w) = width
                            && fam != ClassFamily::LaneMask
                            && b != "vcc"
                            && w != bits
                            && !(w < 32 && bits == 32)
                        {
                            return Err(Error::new(v.span(), format!("class mismatch: {what} is `{c}` ({bits} bits); `{v}` has {w} bits")));
                        }
                    }
                }
                (DeclKind::Class(c), ResOp::Inst(_)) => {
                    let _ = c;
                }
                (DeclKind::Src(..), ResOp::Inst(_)) => {}
                (DeclKind::Class(c), ResOp::Imm(_) | ResOp::ImmFn(..) | ResOp::Int(..)) => {
                    return Err(Error::new(res_op_span(op), format!("class mismatch: {what} is a register ({c}), not an immediate")));
                }
                (DeclKind::Src(..), ResOp::Imm(_) | ResOp::ImmFn(..) | ResOp::Int(..)) => {}
                (DeclKind::Imm(_), ResOp::Imm(_) | ResOp::ImmFn(..) | ResOp::Int(..)) => {}
                (DeclKind::Class(_) | DeclKind::Src(..), ResOp::Phys(_)) => {}
                (DeclKind::Imm(role), _) => {
                    return Err(Error::new(
                        res_op_span(op),
                        format!("class mismatch: {what} is an immediate ({role}); give a constant (`#c`, `0`), not a register"),
                    ));
                }
                (DeclKind::Block, ResOp::Var(v, None)) if vars.get(&v.to_string()).is_some_and(|i| i.kind == VarKind::Block) => {}
                (DeclKind::Block, _) => return Err(Error::new(res_op_span(op), format!("class mismatch: {what} is a block"))),
                (_, ResOp::SubRegIdx(..)) => {
                    return Err(Error::new(res_op_span(op), format!("{what} cannot take a physical register or sub-register index")));
                }
            }
        }
        let _ = next_id;
        Ok(instr
            .outs
            .iter()
            .map(|o| match &o.kind {
                DeclKind::Class(c) | DeclKind::Src(c, _) => class_family(c).map_or((None, None), |(f, b)| (Some(f), Some(b))),
                _ => (None, None),
            })
            .collect())
    }
}

const INT_PREDS: &[&str] = &["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
const FLOAT_PREDS: &[&str] =
    &["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"];

fn is_builtin(op: &Ident) -> bool {
    matches!(op.to_string().as_str(), "COPY" | "REG_SEQUENCE" | "IMPLICIT_DEF" | "PHI")
}

fn res_op_span(op: &ResOp) -> Span {
    match op {
        ResOp::Var(v, _) | ResOp::Imm(v) | ResOp::ImmFn(_, v) | ResOp::Phys(v) | ResOp::SubRegIdx(v, _) => v.span(),
        ResOp::Int(_, s) => *s,
        ResOp::Inst(e) => e.opcode.span(),
    }
}

fn check_res_op_bound(op: &ResOp, vars: &BTreeMap<String, VarInfo>) -> Result<()> {
    match op {
        ResOp::Var(v, _) if !vars.contains_key(&v.to_string()) => Err(Error::new(v.span(), format!("`{v}` is not bound by the pattern"))),
        ResOp::Imm(v) | ResOp::ImmFn(_, v) => match vars.get(&v.to_string()) {
            Some(i) if i.kind == VarKind::Imm => Ok(()),
            _ => Err(Error::new(v.span(), format!("`#{v}` is not a constant bound by the pattern"))),
        },
        _ => Ok(()),
    }
}

fn check_bank_ty(b: &BankTy) -> Result<()> {
    if let (Some(bank), Some(t)) = (&b.bank, b.ty)
        && bank == "vcc"
        && t != Ty::Scalar(1)
    {
        return Err(Error::new(b.span, format!("bank contradiction: the vcc bank holds only `s1`, not `{t}`")));
    }
    Ok(())
}

fn bind_var(vars: &mut BTreeMap<String, VarInfo>, name: &Ident, kind: VarKind, bank: Option<String>, ty: Option<Ty>) -> Result<()> {
    let key = name.to_string();
    let id = vars.len();
    match vars.get_mut(&key) {
        None => {
            vars.insert(key, VarInfo { id, kind, bank, ty, span: name.span() });
        }
        Some(v) => {
            if v.kind != kind {
                return Err(Error::new(name.span(), format!("`{name}` is bound twice as different kinds of operand")));
            }
            if let (Some(a), Some(b)) = (&v.bank, &bank)
                && a != b
            {
                let mut e = Error::new(name.span(), format!("bank contradiction: `{name}` is `{b}` here and `{a}` where first bound"));
                e.combine(Error::new(v.span, format!("`{name}` first bound here")));
                return Err(e);
            }
            if let (Some(a), Some(b)) = (v.ty, ty)
                && a != b
            {
                return Err(Error::new(name.span(), format!("type contradiction: `{name}` is `{b}` here and `{a}` where first bound")));
            }
            v.bank = v.bank.take().or(bank);
            v.ty = v.ty.or(ty);
        }
    }
    Ok(())
}

/// Every `BankTy` of a node, in order (defs, then operands, depth first).
fn bank_tys_mut(n: &mut Node) -> Vec<&mut BankTy> {
    let mut out: Vec<&mut BankTy> = n.defs.iter_mut().collect();
    for op in &mut n.ops {
        match op {
            SrcOp::Var { bank: Some(b), .. } | SrcOp::Mods { bank: Some(b), .. } => out.push(b),
            SrcOp::Node(inner) => out.extend(bank_tys_mut(inner)),
            _ => {}
        }
    }
    out
}

/// Replaces the first `base + #o` address in `node` (depth first) by its two forms: the
/// `(G_PTR_ADD[shared] base, #o)` node and the bare base. Returns them and the offset's name.
fn split_first_address(node: &Node) -> Option<(Node, Node, Ident)> {
    for (i, op) in node.ops.iter().enumerate() {
        let (with_add, bare, off) = match op {
            SrcOp::Addr { base, off, pred, span } => {
                let add = Node {
                    opcode: Ident::new("G_PTR_ADD", *span),
                    flags: vec![Ident::new("shared", *span)],
                    defs: Vec::new(),
                    ops: vec![(**base).clone(), SrcOp::Imm { name: off.clone(), pred: pred.clone(), span: *span }],
                    rest: false,
                };
                (SrcOp::Node(Box::new(add)), (**base).clone(), off.clone())
            }
            SrcOp::Node(inner) => match split_first_address(inner) {
                Some((a, b, off)) => (SrcOp::Node(Box::new(a)), SrcOp::Node(Box::new(b)), off),
                None => continue,
            },
            _ => continue,
        };
        let mut a = node.clone();
        a.ops[i] = with_add;
        let mut b = node.clone();
        b.ops[i] = bare;
        return Some((a, b, off));
    }
    None
}

/// `base + #o:pred` addresses: one pattern that folds a `G_PTR_ADD` of a constant the
/// predicate accepts into the instruction's offset (the add may have other users: the fold
/// costs nothing), and one for any other address, with `#o` = 0. The first is the more complex
/// and so is tried first.
fn expand_addresses(def: PatternDef) -> Vec<PatternDef> {
    let mut todo = vec![def];
    let mut out = Vec::new();
    while let Some(d) = todo.pop() {
        match split_first_address(&d.root) {
            Some((with_add, bare, off)) => {
                let mut b = d.clone();
                b.root = bare;
                b.zero_imms.push(off);
                let mut a = d;
                a.root = with_add;
                // Popped last-in first-out: push the bare form first to keep source order.
                todo.push(b);
                todo.push(a);
            }
            None => out.push(d),
        }
    }
    out
}

/// `(s32|p3|p5)` type lists: one pattern per position in the lists, which must all be the
/// same length (or a single type).
fn expand_type_lists(def: PatternDef) -> Result<Vec<PatternDef>> {
    let mut probe = def.clone();
    let lens: Vec<(usize, Span)> =
        bank_tys_mut(&mut probe.root).iter().filter(|b| b.alts.len() > 1).map(|b| (b.alts.len(), b.span)).collect();
    let Some(&(n, _)) = lens.first() else { return Ok(vec![def]) };
    if let Some(&(m, span)) = lens.iter().find(|(m, _)| *m != n) {
        return Err(Error::new(span, format!("type lists in one pattern must have the same length ({n} and {m} here)")));
    }
    let mut out = Vec::new();
    for k in 0..n {
        let mut d = def.clone();
        d.alt = k;
        for b in bank_tys_mut(&mut d.root) {
            if b.alts.len() == n {
                b.ty = Some(b.alts[k]);
            }
        }
        out.push(d);
    }
    Ok(out)
}

fn complexity(def: &PatternDef) -> u32 {
    fn node(n: &Node, seen: &mut Vec<String>) -> u32 {
        let mut c = 1000 + 40 * n.flags.len() as u32;
        for d in &n.defs {
            c += bank_ty_weight(d);
        }
        for op in &n.ops {
            c += match op {
                // A source with modifiers accepts every register a plain one does.
                SrcOp::Var { name, bank } | SrcOp::Mods { name, bank, .. } => {
                    let repeat = if seen.contains(&name.to_string()) { 50 } else { 0 };
                    seen.push(name.to_string());
                    repeat + bank.as_ref().map_or(0, bank_ty_weight)
                }
                SrcOp::Imm { pred, .. } => 100 + if pred.is_some() { 50 } else { 0 },
                SrcOp::Node(inner) => node(inner, seen),
                SrcOp::Pred { .. } | SrcOp::Intrinsic { .. } => 100,
                // A literal is a constant with an `eq` predicate.
                SrcOp::Int { .. } => 150,
                // Expanded before this is computed; as written, its bare form.
                SrcOp::Addr { base, .. } => match &**base {
                    SrcOp::Node(inner) => node(inner, seen),
                    _ => 0,
                },
            };
        }
        c
    }
    fn bank_ty_weight(b: &BankTy) -> u32 {
        (if b.bank.is_some() { 10 } else { 0 }) + if b.ty.is_some() { 4 } else { 0 }
    }
    node(&def.root, &mut Vec::new()) + 40 * def.wheres.len() as u32
}

/// The root and every variant with commutative operands swapped, without duplicates.
fn commuted_variants(root: &Node) -> Vec<Node> {
    fn variants(n: &Node) -> Vec<Node> {
        // Variants of each operand, then the cross product, then the swap at this node.
        let mut acc: Vec<Vec<SrcOp>> = vec![Vec::new()];
        for op in &n.ops {
            let opts: Vec<SrcOp> = match op {
                SrcOp::Node(inner) => variants(inner).into_iter().map(|v| SrcOp::Node(Box::new(v))).collect(),
                other => vec![other.clone()],
            };
            acc = acc.into_iter().flat_map(|prefix| opts.iter().map(move |o| [prefix.clone(), vec![o.clone()]].concat())).collect();
        }
        let commutative = generic::lookup(&n.opcode.to_string()).is_some_and(|g| g.commutative);
        let mut out = Vec::new();
        for ops in acc {
            let node = Node { ops: ops.clone(), ..n.clone() };
            if commutative && ops.len() >= 2 {
                let mut swapped = ops;
                swapped.swap(0, 1);
                let other = Node { ops: swapped, ..n.clone() };
                out.push(node);
                out.push(other);
            } else {
                out.push(node);
            }
        }
        out
    }
    let mut out: Vec<Node> = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    for v in variants(root) {
        let k = node_key(&v);
        if !keys.contains(&k) {
            keys.push(k);
            out.push(v);
        }
    }
    out
}

/// A canonical text of a node, for de-duplication and for `--print-patterns`.
fn node_key(n: &Node) -> String {
    let mut s = format!("({}", n.opcode);
    if !n.flags.is_empty() {
        let f: Vec<String> = n.flags.iter().map(Ident::to_string).collect();
        let _ = write!(s, "[{}]", f.join(","));
    }
    for d in &n.defs {
        let _ = write!(s, ":{}", bank_ty_text(d));
    }
    for (i, op) in n.ops.iter().enumerate() {
        s.push_str(if i == 0 { " " } else { ", " });
        match op {
            SrcOp::Var { name, bank } => {
                s.push_str(&name.to_string());
                if let Some(b) = bank {
                    let _ = write!(s, ":{}", bank_ty_text(b));
                }
            }
            SrcOp::Imm { name, pred, .. } => {
                let _ = write!(s, "#{name}");
                if let Some(p) = pred {
                    let _ = write!(s, ":{}", p.name());
                }
            }
            SrcOp::Node(inner) => s.push_str(&node_key(inner)),
            SrcOp::Pred { int, name } => {
                let _ = write!(s, "{}pred({name})", if *int { "int" } else { "float" });
            }
            SrcOp::Intrinsic { name, .. } => {
                let _ = write!(s, "intrinsic({name})");
            }
            SrcOp::Int { value, .. } => {
                let _ = write!(s, "{value}");
            }
            SrcOp::Mods { name, bank, mods } => {
                let _ = write!(s, "mods({name}");
                if let Some(b) = bank {
                    let _ = write!(s, ":{}", bank_ty_text(b));
                }
                let _ = write!(s, ", #{mods})");
            }
            SrcOp::Addr { base, off, pred, .. } => {
                let b = node_key(&Node {
                    opcode: Ident::new("X", Span::call_site()),
                    flags: Vec::new(),
                    defs: Vec::new(),
                    ops: vec![(**base).clone()],
                    rest: false,
                });
                let _ = write!(s, "{} + #{off}", &b[2..b.len() - 1]);
                if let Some(p) = pred {
                    let _ = write!(s, ":{}", p.name());
                }
            }
        }
    }
    s.push(')');
    s
}

fn bank_ty_text(b: &BankTy) -> String {
    let bank = b.bank.as_ref().map_or("_".to_string(), Ident::to_string);
    match b.ty {
        Some(t) => format!("{bank}({t})"),
        None => bank,
    }
}

// ---------------------------------------------------------------------------------------------
// Overlap and shadowing
// ---------------------------------------------------------------------------------------------

fn banks_compatible(a: Option<&BankTy>, b: Option<&BankTy>) -> bool {
    let (Some(a), Some(b)) = (a, b) else { return true };
    let bank_ok = match (&a.bank, &b.bank) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    };
    let ty_ok = match (a.ty, b.ty) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    };
    bank_ok && ty_ok
}

/// Does `general` accept everything `specific` accepts? (bank/type constraints)
fn bank_subsumes(general: Option<&BankTy>, specific: Option<&BankTy>) -> bool {
    let Some(g) = general else { return true };
    let Some(s) = specific else { return g.bank.is_none() && g.ty.is_none() };
    let bank_ok = match (&g.bank, &s.bank) {
        (None, _) => true,
        (Some(x), Some(y)) => x == y,
        (Some(_), None) => false,
    };
    let ty_ok = match (g.ty, s.ty) {
        (None, _) => true,
        (Some(x), Some(y)) => x == y,
        (Some(_), None) => false,
    };
    bank_ok && ty_ok
}

fn def_bank(op: &SrcOp) -> Option<&BankTy> {
    match op {
        SrcOp::Var { bank, .. } | SrcOp::Mods { bank, .. } => bank.as_ref(),
        SrcOp::Node(n) => n.defs.first(),
        _ => None,
    }
}

fn ops_overlap(a: &SrcOp, b: &SrcOp) -> bool {
    match (a, b) {
        (SrcOp::Node(x), SrcOp::Node(y)) => nodes_overlap(x, y),
        (SrcOp::Imm { pred: p, .. }, SrcOp::Imm { pred: q, .. }) => match (p, q) {
            (Some(ImmPred::Eq(v)), Some(other)) | (Some(other), Some(ImmPred::Eq(v))) => other.holds(*v),
            _ => true,
        },
        (SrcOp::Imm { pred, .. }, SrcOp::Int { value, .. }) | (SrcOp::Int { value, .. }, SrcOp::Imm { pred, .. }) => {
            pred.as_ref().is_none_or(|p| p.holds(*value))
        }
        (SrcOp::Int { value: v, .. }, SrcOp::Int { value: w, .. }) => v == w,
        // A constant is defined by G_CONSTANT/G_FCONSTANT, never by another nested opcode.
        (SrcOp::Imm { .. } | SrcOp::Int { .. }, SrcOp::Node(n)) | (SrcOp::Node(n), SrcOp::Imm { .. } | SrcOp::Int { .. }) => {
            matches!(n.opcode.to_string().as_str(), "G_CONSTANT" | "G_FCONSTANT")
        }
        (SrcOp::Pred { int: i, name: x }, SrcOp::Pred { int: j, name: y }) => i == j && x == y,
        (SrcOp::Intrinsic { name: x, .. }, SrcOp::Intrinsic { name: y, .. }) => x == y,
        _ => banks_compatible(def_bank(a), def_bank(b)),
    }
}

fn nodes_overlap(a: &Node, b: &Node) -> bool {
    a.opcode == b.opcode
        && a.defs.iter().zip(&b.defs).all(|(x, y)| banks_compatible(Some(x), Some(y)))
        && a.ops.len() == b.ops.len()
        && a.ops.iter().zip(&b.ops).all(|(x, y)| ops_overlap(x, y))
}

fn op_subsumes(g: &SrcOp, s: &SrcOp) -> bool {
    match (g, s) {
        (SrcOp::Var { bank, .. } | SrcOp::Mods { bank, .. }, other) => {
            bank_subsumes(bank.as_ref(), def_bank(other)) || bank.as_ref().is_none_or(|b| b.bank.is_none() && b.ty.is_none())
        }
        (SrcOp::Node(x), SrcOp::Node(y)) => node_subsumes(x, y),
        (SrcOp::Imm { pred: None, .. }, SrcOp::Imm { .. } | SrcOp::Int { .. }) => true,
        (SrcOp::Imm { pred: Some(p), .. }, SrcOp::Imm { pred: Some(q), .. }) => p == q || matches!(q, ImmPred::Eq(v) if p.holds(*v)),
        (SrcOp::Imm { pred: Some(p), .. }, SrcOp::Int { value, .. }) => p.holds(*value),
        (SrcOp::Int { value: v, .. }, SrcOp::Int { value: w, .. }) => v == w,
        (SrcOp::Pred { int: i, name: x }, SrcOp::Pred { int: j, name: y }) => i == j && x == y,
        (SrcOp::Intrinsic { name: x, .. }, SrcOp::Intrinsic { name: y, .. }) => x == y,
        _ => false,
    }
}

fn node_subsumes(g: &Node, s: &Node) -> bool {
    g.opcode == s.opcode
        && g.flags.iter().all(|f| s.flags.contains(f))
        && (g.defs.is_empty() || g.defs.iter().zip(&s.defs).all(|(x, y)| bank_subsumes(Some(x), Some(y))))
        && g.ops.len() == s.ops.len()
        && g.ops.iter().zip(&s.ops).all(|(x, y)| op_subsumes(x, y))
        && repeated_vars(g).iter().all(|pair| repeated_vars(s).contains(pair))
}

/// Positions that must hold the same register (a variable used twice).
fn repeated_vars(n: &Node) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let names: Vec<Option<String>> = n
        .ops
        .iter()
        .map(|o| match o {
            SrcOp::Var { name, .. } | SrcOp::Mods { name, .. } => Some(name.to_string()),
            _ => None,
        })
        .collect();
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            if names[i].is_some() && names[i] == names[j] {
                out.push((i, j));
            }
        }
    }
    out
}

fn wheres_disjoint(a: &Checked, b: &Checked) -> bool {
    !a.cpus.iter().any(|c| b.cpus.contains(c)) || matches!((a.mem, b.mem), (Some(x), Some(y)) if x != y)
}

fn wheres_subsume(g: &Checked, s: &Checked) -> bool {
    s.cpus.iter().all(|c| g.cpus.contains(c))
        && (g.mem.is_none() || g.mem == s.mem)
        && g.def.wheres.iter().all(|w| !matches!(w, WherePred::Align(_)))
}

fn check_conflicts(sorted: &[Checked]) -> Result<()> {
    for (j, q) in sorted.iter().enumerate() {
        for p in &sorted[..j] {
            if p.generic.name != q.generic.name || p.types != q.types || wheres_disjoint(p, q) {
                continue;
            }
            // Shadowed: an earlier pattern accepts every instance of this one.
            let shadowed = wheres_subsume(p, q) && q.variants.iter().all(|qv| p.variants.iter().any(|pv| node_subsumes(pv, qv)));
            if shadowed {
                let mut e = Error::new(
                    q.def.name.span(),
                    format!(
                        "pattern `{}` is shadowed by `{}`, which comes first (complexity {} vs {}) and matches everything `{}` matches",
                        q.def.name, p.def.name, p.complexity, q.complexity, q.def.name
                    ),
                );
                e.combine(Error::new(p.def.name.span(), format!("`{}` is defined here", p.def.name)));
                return Err(e);
            }
            if p.complexity == q.complexity && q.variants.iter().any(|qv| p.variants.iter().any(|pv| nodes_overlap(pv, qv))) {
                let mut e = Error::new(
                    q.def.name.span(),
                    format!(
                        "patterns `{}` and `{}` overlap and have equal complexity ({}): which one applies would depend on their order; make one more specific",
                        p.def.name, q.def.name, q.complexity
                    ),
                );
                e.combine(Error::new(p.def.name.span(), format!("`{}` is defined here", p.def.name)));
                return Err(e);
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Code generation
// ---------------------------------------------------------------------------------------------

fn bank_tokens(b: &str) -> TokenStream {
    let v = format_ident!(
        "{}",
        match b {
            "sgpr" => "Sgpr",
            "vgpr" => "Vgpr",
            "vcc" => "Vcc",
            _ => "Agpr",
        }
    );
    quote!(::isel::mir::Bank::#v)
}

fn cpu_tokens(c: &str) -> TokenStream {
    let v = format_ident!("{}", if c == "gfx900" { "Gfx900" } else { "Gfx1030" });
    quote!(::isel::target::Cpu::#v)
}

struct Gen<'a> {
    checked: &'a Checked,
    code: TokenStream,
    /// The variables the code generated so far binds. The code is straight-line (a failed
    /// check returns), so a variable's first binding in it always runs before any other: it
    /// is a plain store ([`Matched::set`]), and only the later ones compare.
    bound: std::collections::BTreeSet<usize>,
}

impl Gen<'_> {
    fn var_id(&self, name: &Ident) -> usize {
        self.checked.vars.get(&name.to_string()).map_or(0, |v| v.id)
    }

    /// Code that binds variable `id` to `value` (a `Bound`), failing the match if a binding
    /// before it gave the variable another value.
    fn bind(&mut self, id: usize, value: TokenStream) {
        let code = if self.bound.insert(id) { quote!(m.set(#id, #value);) } else { quote!(if !m.bind(#id, #value) { return None; }) };
        self.code.extend(code);
    }

    /// Code that checks `node` (an instruction in `inst`) and binds its variables. At the root
    /// (`depth` 0), what the variant's guard checks (see [`variant_guard`]) is not checked
    /// again: a matcher runs only once its guard accepted the instruction.
    fn match_node(&mut self, node: &Node, inst: &Ident, depth: usize, n_defs: usize) {
        let guarded = |idx: usize| depth == 0 && idx < usize::from(MATCH_KEY_OPS);
        let opc = &node.opcode;
        let opcode_tokens =
            if node.opcode == "COPY" { quote!(::isel::mir::GenericOpcode::COPY) } else { quote!(::isel::mir::GenericOpcode::#opc) };
        let n_ops = n_defs + node.ops.len();
        self.code.extend(quote! {
            if #inst.opcode != ::isel::mir::Opcode::Generic(#opcode_tokens) { return None; }
            if #inst.num_defs() != #n_defs { return None; }
        });
        if node.rest {
            self.code.extend(quote! {
                if #inst.operands.len() < #n_ops { return None; }
                m.rest.extend(#inst.operands.iter().skip(#n_ops).copied());
            });
        } else {
            self.code.extend(quote!(if #inst.operands.len() != #n_ops { return None; }));
        }
        for f in node.flags.iter().filter(|f| *f != "shared") {
            let flag = format_ident!("{}", f.to_string().to_uppercase());
            self.code.extend(quote! {
                if !#inst.flags.contains(::isel::mir::MiFlags::#flag) { return None; }
            });
        }
        for (i, d) in node.defs.iter().enumerate() {
            let v = format_ident!("d{}_{}", depth, i);
            // `Inst::def_vreg`, knowing there are `n_defs` defs.
            self.code.extend(quote!(let #v = #inst.operands.get(#i)?.as_vreg()?;));
            if !(depth == 0 && i == 0) {
                self.check_bank_ty(&v, d);
            }
        }
        for (k, op) in node.ops.iter().enumerate() {
            let idx = n_defs + k;
            match op {
                SrcOp::Var { name, bank } => {
                    let id = self.var_id(name);
                    let info = self.checked.vars.get(&name.to_string());
                    match info.map(|i| i.kind) {
                        Some(VarKind::Block) => {
                            self.code.extend(quote!(let b = #inst.operands.get(#idx)?.as_block()?;));
                            self.bind(id, quote!(::isel::target::pattern_rt::Bound::Block(b)));
                        }
                        Some(VarKind::Pred) => {
                            self.code.extend(quote!(let p = #inst.operands.get(#idx)?.as_pred()?;));
                            self.bind(id, quote!(::isel::target::pattern_rt::Bound::Pred(p)));
                        }
                        Some(VarKind::Imm) => {
                            self.code.extend(quote!(let c = cx.value_at(#inst, #idx)?;));
                            self.bind(id, quote!(::isel::target::pattern_rt::Bound::Imm(c)));
                        }
                        Some(VarKind::Operand) => {
                            self.code.extend(quote!(let o = *#inst.operands.get(#idx)?;));
                            self.bind(id, quote!(::isel::target::pattern_rt::Bound::Operand(o)));
                        }
                        _ => {
                            let v = format_ident!("r{}_{}", depth, k);
                            self.code.extend(quote!(let #v = cx.reg_at(#inst, #idx)?;));
                            if let Some(b) = bank
                                && !guarded(idx)
                            {
                                self.check_bank_ty(&v, b);
                            }
                            self.bind(id, quote!(::isel::target::pattern_rt::Bound::Reg(#v)));
                        }
                    }
                }
                SrcOp::Imm { name, pred, .. } => {
                    let id = self.var_id(name);
                    self.code.extend(quote!(let c = cx.value_at(#inst, #idx)?;));
                    if let Some(p) = pred {
                        let check = match p {
                            ImmPred::Inline => quote!(cx.is_inline(#inst, #idx, c)),
                            ImmPred::Pow2 => quote!(c > 0 && (c & (c - 1)) == 0),
                            ImmPred::NonZero => quote!(c != 0),
                            ImmPred::Uimm(n) => quote!(::isel::target::pattern_rt::fits_unsigned(c, #n)),
                            ImmPred::Simm(n) => quote!(::isel::target::pattern_rt::fits_signed(c, #n)),
                            ImmPred::Eq(v) => quote!(c == #v),
                            ImmPred::Offset(k) => {
                                let kind = format_ident!("{}", offset_kind_variant(k));
                                quote!(::isel::target::pattern_rt::MemOffset::#kind.fits(c, cx.st))
                            }
                        };
                        self.code.extend(quote!(if !(#check) { return None; }));
                    }
                    self.bind(id, quote!(::isel::target::pattern_rt::Bound::Imm(c)));
                }
                SrcOp::Int { value, .. } => {
                    self.code.extend(quote!(if cx.value_at(#inst, #idx)? != #value { return None; }));
                }
                SrcOp::Pred { int, name } => {
                    let n = name.to_string();
                    let p = if *int {
                        quote!(::isel::mir::Predicate::int_from_name(#n))
                    } else {
                        quote!(::isel::mir::Predicate::float_from_name(#n))
                    };
                    self.code.extend(quote!(if Some(#inst.operands.get(#idx)?.as_pred()?) != #p { return None; }));
                }
                SrcOp::Intrinsic { name, .. } => {
                    self.code.extend(quote! {
                        match #inst.operands.get(#idx)? {
                            ::isel::mir::Operand::Intrinsic(s) if s.as_str() == #name => {}
                            _ => return None,
                        }
                    });
                }
                // The checker rejects addresses `expand_addresses` left.
                SrcOp::Addr { .. } => {}
                SrcOp::Mods { name, bank, mods } => {
                    let id = self.var_id(name);
                    let mid = self.var_id(mods);
                    let v = format_ident!("r{}_{}", depth, k);
                    let mv = format_ident!("m{}_{}", depth, k);
                    self.code.extend(quote! {
                        let (#v, #mv) = cx.source_mods(cx.reg_at(#inst, #idx)?);
                    });
                    if let Some(b) = bank {
                        self.check_bank_ty(&v, b);
                    }
                    self.bind(id, quote!(::isel::target::pattern_rt::Bound::Reg(#v)));
                    self.bind(mid, quote!(::isel::target::pattern_rt::Bound::Imm(#mv)));
                }
                SrcOp::Node(inner) => {
                    let v = format_ident!("r{}_{}", depth, k);
                    let nid = format_ident!("n{}_{}", depth, k);
                    let ni = format_ident!("i{}_{}", depth, k);
                    // A nested instruction is folded, so it must have no other user, unless
                    // marked `shared` (cheap address arithmetic the match may duplicate).
                    if inner.flags.iter().any(|f| f == "shared") {
                        self.code.extend(quote! {
                            let #v = cx.reg_at(#inst, #idx)?;
                            let (#nid, #ni) = cx.def_inst(#v)?;
                        });
                    } else {
                        self.code.extend(quote! {
                            let #v = cx.reg_at(#inst, #idx)?;
                            if !cx.single_use(#v) { return None; }
                            let (#nid, #ni) = cx.def_inst(#v)?;
                            m.folded.push(#nid);
                        });
                    }
                    if let Some(d) = inner.defs.first()
                        && !guarded(idx)
                    {
                        self.check_bank_ty(&v, d);
                    }
                    let inner_node = Node { defs: Vec::new(), ..(**inner).clone() };
                    self.match_node(&inner_node, &ni, depth * 10 + k + 1, 1);
                }
            }
        }
    }

    fn check_bank_ty(&mut self, v: &Ident, b: &BankTy) {
        if let Some(bank) = &b.bank {
            let t = bank_tokens(&bank.to_string());
            self.code.extend(quote!(if cx.bank(#v) != Some(#t) { return None; }));
        }
        if let Some(ty) = b.ty {
            let t = ty.tokens();
            self.code.extend(quote!(if cx.ty(#v) != Some(#t) { return None; }));
        }
    }
}

/// The target instructions the results may name: each one's opcode number (`instructions!`
/// numbers them in name order) and declaration.
struct Targets<'a> {
    index: BTreeMap<String, u16>,
    entries: BTreeMap<String, &'a Entry>,
}

/// One def operand of an emitted instruction.
enum DefSlot {
    /// A virtual register (an expression of type `VReg`). `classed`: a fresh register, made
    /// with its class already (see [`fresh_reg`]); otherwise the matched instruction's def,
    /// which the emitted code constrains.
    Reg { reg: TokenStream, classed: bool },
    /// A physical register (an expression of type `PhysReg`).
    Phys(TokenStream),
}

/// The class def `i` of instruction `e` gets, as an expression of type `Option<RegClass>`
/// (`None` when it takes no register class from the instruction; `e.class_of_value` decides
/// for a generic instruction's existing register without an explicit class). It is what
/// `Emitter::emit`/`emit_generic` would give at run time, fixed when the pattern is expanded.
fn def_class(targets: &Targets<'_>, e: &InstExpr, i: usize) -> Option<TokenStream> {
    let lane_mask = quote!(::isel::target::instrs::lane_mask_class(e.st.wave_size));
    let class = |c: &Ident| {
        if is_lane_mask(c) {
            lane_mask.clone()
        } else {
            let k = Ident::new(&c.to_string().to_uppercase(), c.span());
            quote!(::isel::target::regclass::class::#k)
        }
    };
    if is_builtin(&e.opcode) {
        return e.class.as_ref().map(class);
    }
    let entry = targets.entries.get(&e.opcode.to_string())?;
    match &entry.outs.get(i)?.kind {
        DeclKind::Class(c) | DeclKind::Src(c, _) => Some(class(c)),
        DeclKind::Imm(_) | DeclKind::Block | DeclKind::Unknown => None,
    }
}

/// A fresh virtual register for def `i` of `e`, made with the class that def gives it (so
/// no second look-up of its record when the instruction is built). Fresh registers are made
/// in the same order as the emitter's calls always made them, so their numbers are the same.
fn fresh_reg(targets: &Targets<'_>, e: &InstExpr, i: usize) -> TokenStream {
    match def_class(targets, e, i) {
        Some(c) => quote!(e.fresh_in(#c)),
        None => quote!(e.fresh()),
    }
}

/// Code that emits one result instruction (after the instructions nested in its operands);
/// returns the expression of its first def (for a nested one, its fresh register). `locals`
/// are the registers the result's `let`s defined so far, by name: the emitted code holds them
/// in local variables (they are fresh, so binding them in `Matched` and reading them back
/// would give the same registers).
///
/// The instruction is written in one go ([`emit_fixed`]) unless it takes the matched rest
/// (`..`), whose length only the match knows.
#[allow(clippy::too_many_arguments)]
fn emit_inst(
    c: &Checked,
    targets: &Targets<'_>,
    e: &InstExpr,
    defs: Option<Vec<DefSlot>>,
    locals: &BTreeMap<String, Ident>,
    tmp: &mut usize,
    out: &mut TokenStream,
) -> TokenStream {
    let mut ops = Vec::new();
    for op in &e.ops {
        ops.push(match op {
            ResOp::Var(v, sub) => {
                let info = c.vars.get(&v.to_string());
                let id = info.map_or(0, |i| i.id);
                let kind = info.map(|i| i.kind);
                let reg = match locals.get(&v.to_string()) {
                    Some(t) => quote!(#t),
                    None => quote!(m.reg(#id)),
                };
                if kind == Some(VarKind::Block) {
                    quote!(::isel::mir::Operand::Block(m.block(#id)))
                } else if kind == Some(VarKind::Operand) {
                    quote!(m.operand(#id))
                } else {
                    match sub {
                        Some((_, s)) => {
                            let s = s.tokens();
                            quote!(::isel::mir::Operand::vreg_sub(#reg, #s))
                        }
                        None => quote!(::isel::mir::Operand::vreg(#reg)),
                    }
                }
            }
            ResOp::Imm(v) => {
                let id = c.vars.get(&v.to_string()).map_or(0, |i| i.id);
                quote!(::isel::mir::Operand::Imm(m.imm(#id)))
            }
            ResOp::ImmFn(f, v) => {
                let id = c.vars.get(&v.to_string()).map_or(0, |i| i.id);
                let f = format_ident!("imm_{}", f.to_string());
                quote!(::isel::mir::Operand::Imm(::isel::target::pattern_rt::#f(m.imm(#id))))
            }
            ResOp::Int(v, _) => quote!(::isel::mir::Operand::Imm(#v)),
            ResOp::Phys(r) => {
                let s = special_variant(r);
                quote!(::isel::mir::Operand::phys(::isel::mir::PhysReg::Special { reg: ::isel::mir::Special::#s, half: ::isel::mir::Half::Full }))
            }
            ResOp::SubRegIdx(_, s) => {
                let s = s.tokens();
                quote!(::isel::mir::Operand::SubRegIndex(#s))
            }
            ResOp::Inst(inner) => {
                let v = emit_inst(c, targets, inner, None, locals, tmp, out);
                quote!(::isel::mir::Operand::vreg(#v))
            }
        });
    }
    // `None`: a nested instruction, defining a fresh register.
    let (defs, first) = match defs {
        Some(d) => (d, None),
        None => {
            let t = format_ident!("t{}", *tmp);
            *tmp += 1;
            let fresh = fresh_reg(targets, e, 0);
            out.extend(quote!(let #t = #fresh;));
            (vec![DefSlot::Reg { reg: quote!(#t), classed: true }], Some(quote!(#t)))
        }
    };
    if e.rest {
        out.extend(emit_with_rest(e, &defs, &ops));
    } else {
        out.extend(emit_fixed(targets, e, &defs, &ops));
    }
    first.unwrap_or_else(|| quote!(()))
}

/// Code that emits `e`, whose operand list is known in full: the matched instruction's defs
/// get their classes, then the instruction is built from one array of its operands (defs,
/// uses, then the implicit defs and uses its declaration lists, in LLVM's order), with no
/// look-up of its declaration at run time.
fn emit_fixed(targets: &Targets<'_>, e: &InstExpr, defs: &[DefSlot], uses: &[TokenStream]) -> TokenStream {
    let mut code = TokenStream::new();
    let mut all = Vec::new();
    for (i, d) in defs.iter().enumerate() {
        match d {
            DefSlot::Reg { reg, classed } => {
                if !classed {
                    code.extend(match def_class(targets, e, i) {
                        Some(class) => quote!(e.constrain(#reg, #class);),
                        // A generic instruction's register without an explicit class.
                        None if is_builtin(&e.opcode) => quote! {
                            if let Some(class) = e.class_of_value(#reg) { e.constrain(#reg, class); }
                        },
                        None => TokenStream::new(),
                    });
                }
                all.push(quote!(::isel::mir::Operand::vreg_def(#reg)));
            }
            DefSlot::Phys(p) => all.push(quote!(::isel::mir::Operand::phys_def(#p))),
        }
    }
    all.extend(uses.iter().cloned());
    let opc = &e.opcode;
    let opcode = if is_builtin(opc) {
        quote!(::isel::mir::Opcode::Generic(::isel::mir::GenericOpcode::#opc))
    } else {
        let entry = targets.entries.get(&opc.to_string());
        let phys = |r: &Ident| {
            let s = special_variant(r);
            quote!(::isel::mir::PhysReg::Special { reg: ::isel::mir::Special::#s, half: ::isel::mir::Half::Full })
        };
        for r in entry.map_or(&[][..], |x| &x.implicit_defs[..]) {
            let p = phys(r);
            all.push(quote!(::isel::mir::Operand::implicit_def(#p)));
        }
        for r in entry.map_or(&[][..], |x| &x.implicit_uses[..]) {
            let p = phys(r);
            all.push(quote!(::isel::mir::Operand::implicit_use(#p)));
        }
        let idx = targets.index.get(&opc.to_string()).copied().unwrap_or(0);
        quote!(::isel::mir::Opcode::Target(::isel::target::instrs::TargetOpcode(#idx)))
    };
    code.extend(quote!(e.build(#opcode, &[#(#all),*]);));
    code
}

/// Code that emits `e` followed by the operands a `..` matched (a `PHI`'s inputs), through
/// the emitter's general entry points.
fn emit_with_rest(e: &InstExpr, defs: &[DefSlot], ops: &[TokenStream]) -> TokenStream {
    let opc = &e.opcode;
    let class = match &e.class {
        Some(cl) if is_lane_mask(cl) => quote!(Some(::isel::target::instrs::OperandKind::LaneMask)),
        Some(cl) => {
            let k = Ident::new(&cl.to_string().to_uppercase(), cl.span());
            quote!(Some(::isel::target::instrs::OperandKind::Reg(::isel::target::regclass::class::#k)))
        }
        None => quote!(None),
    };
    let dsts: Vec<TokenStream> = defs
        .iter()
        .map(|d| match d {
            DefSlot::Reg { reg, .. } => quote!(::isel::target::pattern_rt::Dst::Reg(#reg)),
            DefSlot::Phys(p) => quote!(::isel::target::pattern_rt::Dst::Phys(#p)),
        })
        .collect();
    let uses =
        quote!(&[#(#ops),*].into_iter().chain(m.rest.iter().copied()).collect::<::isel::smallvec::SmallVec<[::isel::mir::Operand; 8]>>());
    quote!(e.emit_generic(::isel::mir::GenericOpcode::#opc, #class, &[#(#dsts),*], #uses);)
}

fn emit_result(c: &Checked, targets: &Targets<'_>) -> TokenStream {
    let mut out = TokenStream::new();
    let mut tmp = 0usize;
    let mut locals: BTreeMap<String, Ident> = BTreeMap::new();
    for (names, e) in &c.def.result.lets {
        let mut dsts = Vec::new();
        let mut bound = Vec::new();
        for (i, n) in names.iter().enumerate() {
            match n {
                LetName::Var(v) => {
                    let t = format_ident!("t{}", tmp);
                    tmp += 1;
                    let fresh = fresh_reg(targets, e, i);
                    out.extend(quote!(let #t = #fresh;));
                    dsts.push(DefSlot::Reg { reg: quote!(#t), classed: true });
                    bound.push((v.to_string(), t));
                }
                LetName::Phys(r) => {
                    let sv = special_variant(r);
                    dsts.push(DefSlot::Phys(
                        quote!(::isel::mir::PhysReg::Special { reg: ::isel::mir::Special::#sv, half: ::isel::mir::Half::Full }),
                    ));
                }
            }
        }
        emit_inst(c, targets, e, Some(dsts), &locals, &mut tmp, &mut out);
        // In scope from the next instruction on.
        locals.extend(bound);
    }
    match &c.def.result.tail {
        Tail::Inst(e) => {
            // The matched instruction's defs: as many as the pattern's root has (its matcher
            // checked each is a virtual register).
            let dsts = (0..c.def.root.defs.len()).map(|i| DefSlot::Reg { reg: quote!(defs[#i]), classed: false }).collect();
            emit_inst(c, targets, e, Some(dsts), &locals, &mut tmp, &mut out);
        }
        Tail::Vars(names, _) => {
            for (i, n) in names.iter().enumerate() {
                let src = match locals.get(&n.to_string()) {
                    Some(t) => quote!(#t),
                    None => {
                        let id = c.vars.get(&n.to_string()).map_or(0, |v| v.id);
                        quote!(m.reg(#id))
                    }
                };
                out.extend(quote!(e.copy_to(defs[#i], #src);));
            }
        }
    }
    out
}

fn pattern_source_text(c: &Checked) -> String {
    let mut s = node_key(&c.def.root);
    for w in &c.def.wheres {
        let _ = write!(
            s,
            " where {}",
            match w {
                WherePred::Mem(t) => format!("mem({t})"),
                WherePred::Cpu(c) => format!("cpu({c})"),
                WherePred::Align(n) => format!("align({n})"),
            }
        );
    }
    s
}

fn result_text(r: &ResultBlock) -> String {
    fn inst(e: &InstExpr) -> String {
        let mut s = format!("({}", e.opcode);
        if let Some(c) = &e.class {
            let _ = write!(s, ":{c}");
        }
        for (i, op) in e.ops.iter().enumerate() {
            s.push_str(if i == 0 { " " } else { ", " });
            match op {
                ResOp::Var(v, sub) => {
                    s.push_str(&v.to_string());
                    if let Some((n, _)) = sub {
                        let _ = write!(s, ".{n}");
                    }
                }
                ResOp::Imm(v) => {
                    let _ = write!(s, "#{v}");
                }
                ResOp::ImmFn(f, v) => {
                    let _ = write!(s, "{f}(#{v})");
                }
                ResOp::Int(v, _) => {
                    let _ = write!(s, "{v}");
                }
                ResOp::Phys(r) => {
                    let _ = write!(s, "${r}");
                }
                ResOp::SubRegIdx(n, _) => {
                    let _ = write!(s, "%subreg.{n}");
                }
                ResOp::Inst(e) => s.push_str(&inst(e)),
            }
        }
        s.push(')');
        s
    }
    let mut s = String::new();
    for (names, e) in &r.lets {
        let n: Vec<String> = names
            .iter()
            .map(|n| match n {
                LetName::Var(v) => v.to_string(),
                LetName::Phys(p) => format!("${p}"),
            })
            .collect();
        if n.is_empty() {
            let _ = write!(s, "{}; ", inst(e));
        } else {
            let _ = write!(s, "let {} = {}; ", n.join(", "), inst(e));
        }
    }
    match &r.tail {
        Tail::Inst(e) => s.push_str(&inst(e)),
        Tail::Vars(v, _) => s.push_str(&v.iter().map(Ident::to_string).collect::<Vec<_>>().join(", ")),
    }
    s
}

/// The whole expansion.
pub fn expand(input: TokenStream) -> Result<TokenStream> {
    let Input { instrs, patterns } = syn::parse2(input)?;
    // `instructions!` numbers opcodes in name order; so must the emitted code.
    let mut sorted: Vec<String> = instrs.iter().map(|e| e.name.to_string()).collect();
    sorted.sort();
    let index: BTreeMap<String, u16> = sorted.into_iter().enumerate().map(|(i, n)| (n, i as u16)).collect();
    let targets = Targets { index, entries: instrs.iter().map(|e| (e.name.to_string(), e)).collect() };
    let checker = Checker { instrs: &instrs };
    let mut checked = Vec::new();
    let mut names: Vec<Ident> = Vec::new();
    for (i, p) in patterns.into_iter().enumerate() {
        if let Some(prev) = names.iter().find(|n| **n == p.name) {
            let mut e = Error::new(p.name.span(), format!("two patterns are named `{}`", p.name));
            e.combine(Error::new(prev.span(), "the first is here"));
            return Err(e);
        }
        names.push(p.name.clone());
        let mut alt_index = 0;
        for a in expand_addresses(p) {
            for mut alt in expand_type_lists(a)? {
                alt.alt = alt_index;
                alt_index += 1;
                checked.push(checker.check(alt, i)?);
            }
        }
    }
    // Match order: by root opcode, then complexity (highest first), then source order.
    checked.sort_by(|a, b| a.generic.name.cmp(b.generic.name).then(b.complexity.cmp(&a.complexity)).then(a.index.cmp(&b.index)));
    check_conflicts(&checked)?;

    let mut matchers = Vec::new();
    // Every variant of every pattern, in match order (grouped by root opcode), and where each
    // opcode's run of them begins and ends.
    let mut arm_list: Vec<TokenStream> = Vec::new();
    let mut arm_ranges: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    // Where each opcode's run of patterns (in PATTERNS, LEGALITY and BANKS) begins and ends.
    let mut pattern_ranges: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut infos = Vec::new();
    let mut legal = Vec::new();
    let mut banks = Vec::new();
    for c in &checked {
        let pname = c.def.name.to_string();
        let cpus: Vec<TokenStream> = c.cpus.iter().map(|x| cpu_tokens(x)).collect();
        let emit_body = emit_result(c, &targets);
        let emit_fn = format_ident!("emit_{}_{}", c.def.name, c.def.alt);
        let mut variant_fns = Vec::new();
        for (vi, variant) in c.variants.iter().enumerate() {
            let mut g = Gen { checked: c, code: TokenStream::new(), bound: Default::default() };
            let root = format_ident!("i0");
            g.match_node(variant, &root, 0, variant.defs.len());
            for z in &c.def.zero_imms {
                let id = g.var_id(z);
                // The bare form of an address: its offset is nowhere in the source.
                g.code.extend(if g.bound.insert(id) {
                    quote!(m.set(#id, ::isel::target::pattern_rt::Bound::Imm(0));)
                } else {
                    quote!(m.bind(#id, ::isel::target::pattern_rt::Bound::Imm(0));)
                });
            }
            for w in &c.def.wheres {
                g.code.extend(match w {
                    WherePred::Mem(t) => {
                        let bits = u64::from(t.bits());
                        quote!(if #root.memops.first()?.size.bits()? != #bits { return None; })
                    }
                    WherePred::Align(n) => {
                        let n = u64::from(*n);
                        quote!(if !cx.mem_align_at_least(#root, #n) { return None; })
                    }
                    WherePred::Cpu(_) => TokenStream::new(),
                });
            }
            let body = g.code;
            let n_vars = c.vars.len();
            let f = format_ident!("match_{}_{}_{}", c.def.name, c.def.alt, vi);
            matchers.push(quote! {
                #[allow(non_snake_case, unused_variables, clippy::all)]
                fn #f(cx: &::isel::target::pattern_rt::MatchCx<'_>, i0: &::isel::mir::Inst, m: &mut ::isel::target::pattern_rt::Matched) -> Option<()> {
                    if !matches!(cx.st.cpu, #(#cpus)|*) { return None; }
                    m.reset(#n_vars);
                    #body
                    Some(())
                }
            });
            variant_fns.push((f, variant_guard(c, variant)));
        }
        matchers.push(quote! {
            #[allow(non_snake_case, unused_variables, unused_mut, clippy::all)]
            fn #emit_fn(m: &mut ::isel::target::pattern_rt::Matched, defs: &[::isel::mir::VReg], e: &mut ::isel::target::pattern_rt::Emitter<'_>) {
                #emit_body
            }
        });
        let idx = infos.len();
        let range = pattern_ranges.entry(c.generic.name.to_string()).or_insert((idx, idx));
        range.1 = idx + 1;
        for (f, guard) in variant_fns {
            let range = arm_ranges.entry(c.generic.name.to_string()).or_insert((arm_list.len(), arm_list.len()));
            range.1 = arm_list.len() + 1;
            arm_list.push(quote! {
                ::isel::target::pattern_rt::Arm { guard: #guard, cpus: &[#(#cpus),*], matcher: #f, emit: #emit_fn, pattern: #idx }
            });
        }
        let complexity = c.complexity;
        let source = pattern_source_text(c);
        let result = result_text(&c.def.result);
        let doc = &c.def.doc;
        let opname = c.generic.name;
        infos.push(quote! {
            ::isel::target::pattern_rt::PatternInfo { name: #pname, opcode: #opname, complexity: #complexity, source: #source, result: #result, doc: #doc, cpus: &[#(#cpus),*] }
        });
        let intrinsic = match c.def.root.ops.iter().find_map(|o| match o {
            SrcOp::Intrinsic { name, .. } => Some(name.clone()),
            _ => None,
        }) {
            Some(n) => quote!(Some(#n)),
            None => quote!(None),
        };
        let pred = match c.def.root.ops.iter().find_map(|o| match o {
            SrcOp::Pred { int, name } => Some((*int, name.to_string())),
            _ => None,
        }) {
            Some((true, n)) => quote!(::isel::mir::Predicate::int_from_name(#n)),
            Some((false, n)) => quote!(::isel::mir::Predicate::float_from_name(#n)),
            None => quote!(None),
        };
        let opc = if c.generic.name == "COPY" { format_ident!("COPY") } else { c.def.root.opcode.clone() };
        let types: Vec<TokenStream> = c.types.iter().map(|t| t.tokens()).collect();
        let mem = match c.mem {
            Some(t) => {
                let b = u64::from(t.bits());
                quote!(Some(#b))
            }
            None => quote!(None),
        };
        legal.push(quote! {
            ::isel::target::pattern_rt::LegalEntry { opcode: ::isel::mir::GenericOpcode::#opc, intrinsic: #intrinsic, types: &[#(#types),*], mem_bits: #mem, cpus: &[#(#cpus),*], pattern: #pname }
        });
        // A base pattern matches only registers (and literal predicates, intrinsic ids): no
        // nested instruction, no required constant. RegBankSelect maps with base patterns; the
        // others refine selection within the banks they fix.
        let base = c.def.root.ops.iter().enumerate().all(|(i, o)| {
            let kind = c.generic.uses.get(i).or(c.generic.uses.last()).copied();
            match o {
                SrcOp::Node(_) => false,
                // A constant where a register goes is a constraint on that register.
                SrcOp::Imm { .. } | SrcOp::Int { .. } => !matches!(kind, Some(Kind::Ty(_))),
                _ => true,
            }
        });
        let def_banks: Vec<TokenStream> = c.def.root.defs.iter().map(|d| opt_bank(d.bank.as_ref())).collect();
        let use_banks: Vec<TokenStream> = c.def.root.ops.iter().map(|o| opt_bank(def_bank(o).and_then(|b| b.bank.as_ref()))).collect();
        banks.push(quote! {
            ::isel::target::pattern_rt::BankEntry { opcode: ::isel::mir::GenericOpcode::#opc, intrinsic: #intrinsic, pred: #pred, mem_bits: #mem, base: #base, types: &[#(#types),*], defs: &[#(#def_banks),*], uses: &[#(#use_banks),*], cpus: &[#(#cpus),*], pattern: #pname }
        });
    }
    let range_arms: Vec<TokenStream> = arm_ranges
        .iter()
        .map(|(op, (a, b))| {
            let opc = format_ident!("{}", op);
            quote!(::isel::mir::GenericOpcode::#opc => &ARMS[#a..#b],)
        })
        .collect();
    let n_arms = arm_list.len();
    let pattern_range_arms: Vec<TokenStream> = pattern_ranges
        .iter()
        .map(|(op, (a, b))| {
            let opc = format_ident!("{}", op);
            quote!(::isel::mir::GenericOpcode::#opc => #a..#b,)
        })
        .collect();
    let n_infos = infos.len();
    let n_legal = legal.len();
    let n_banks = banks.len();
    Ok(quote! {
        /// Every pattern, in match order, for `--print-patterns`.
        pub static PATTERNS: [::isel::target::pattern_rt::PatternInfo; #n_infos] = [#(#infos),*];
        /// The legality table: an opcode with these types is legal iff a pattern accepts it.
        pub static LEGALITY: [::isel::target::pattern_rt::LegalEntry; #n_legal] = [#(#legal),*];
        /// The bank table: the bank combinations some pattern accepts.
        pub static BANKS: [::isel::target::pattern_rt::BankEntry; #n_banks] = [#(#banks),*];

        /// Where the patterns whose root is `opcode` are in [`PATTERNS`], [`LEGALITY`] and
        /// [`BANKS`] (which are in match order, grouped by root opcode).
        pub fn patterns_of(opcode: ::isel::mir::GenericOpcode) -> ::core::ops::Range<usize> {
            match opcode {
                #(#pattern_range_arms)*
                _ => 0..0,
            }
        }

        /// Every variant of every pattern, in match order, grouped by root opcode.
        pub static ARMS: [::isel::target::pattern_rt::Arm; #n_arms] = [#(#arm_list),*];

        /// The arms whose root is `opcode`, in match order.
        pub fn arms_of(opcode: ::isel::mir::GenericOpcode) -> &'static [::isel::target::pattern_rt::Arm] {
            match opcode {
                #(#range_arms)*
                _ => &[],
            }
        }

        /// Tries the patterns for `inst` in match order; returns the first match and its emitter.
        pub fn match_patterns(cx: &::isel::target::pattern_rt::MatchCx<'_>, inst: &::isel::mir::Inst) -> Option<(::isel::target::pattern_rt::Matched, ::isel::target::pattern_rt::EmitFn)> {
            let g = inst.opcode.generic()?;
            let mut m = ::isel::target::pattern_rt::Matched::default();
            let emit = ::isel::target::pattern_rt::match_arms(cx, inst, g, arms_of(g), None, &mut m)?;
            Some((m, emit))
        }

        /// [`match_patterns`] for a selection run: remembers in `cache` which arms can match
        /// each root shape (a run matches many instructions of few shapes), and binds into `m`
        /// (reused from one instruction to the next).
        pub fn match_patterns_cached(cx: &::isel::target::pattern_rt::MatchCx<'_>, inst: &::isel::mir::Inst, cache: &mut ::isel::target::pattern_rt::ArmCache, m: &mut ::isel::target::pattern_rt::Matched) -> Option<::isel::target::pattern_rt::EmitFn> {
            let g = inst.opcode.generic()?;
            ::isel::target::pattern_rt::match_arms(cx, inst, g, arms_of(g), Some(cache), m)
        }

        #(#matchers)*
    })
}

/// A cheap test, on the root's [`MatchKey`] (computed once per instruction), that a variant's
/// matcher would reject the instruction anyway: the bank and type it requires of the root's
/// first def, of its first register operands and its memory size, and the opcode of each
/// instruction it nests, as a `pattern_rt::Guard` value. Opcodes like `G_LOAD` have hundreds
/// of patterns; the guard skips most of them without a call. It only restates checks the
/// matcher makes, so it never changes which pattern matches.
fn variant_guard(c: &Checked, variant: &Node) -> TokenStream {
    let slot = |b: Option<&BankTy>| {
        let bank = opt_bank(b.and_then(|b| b.bank.as_ref()));
        // 0: any type (every type's key is nonzero).
        let ty = match b.and_then(|b| b.ty) {
            Some(t) => {
                let t = t.tokens();
                quote!(#t.key())
            }
            None => quote!(0),
        };
        quote!((#bank, #ty))
    };
    let def0 = slot(variant.defs.first());
    let n_defs = variant.defs.len();
    let mut ops: Vec<Option<&BankTy>> = vec![None; usize::from(MATCH_KEY_OPS)];
    for (k, op) in variant.ops.iter().enumerate() {
        let idx = n_defs + k;
        if idx >= usize::from(MATCH_KEY_OPS) {
            break;
        }
        ops[idx] = match op {
            SrcOp::Var { name, bank: Some(b) } => {
                let kind = c.vars.get(&name.to_string()).map(|i| i.kind);
                if matches!(kind, Some(VarKind::Block | VarKind::Pred | VarKind::Imm | VarKind::Operand)) {
                    continue;
                }
                Some(b)
            }
            SrcOp::Node(inner) => inner.defs.first(),
            _ => None,
        };
    }
    let ops: Vec<TokenStream> = ops.into_iter().map(slot).collect();
    // Every nested instruction, by the path of operand indices that leads to it.
    let mut nested = Vec::new();
    nested_paths(variant, n_defs, &mut Vec::new(), &mut nested);
    let mem = c.def.wheres.iter().find_map(|w| match w {
        WherePred::Mem(t) => Some(u64::from(t.bits())),
        _ => None,
    });
    let mem = match mem {
        Some(bits) => quote!(Some(#bits)),
        None => quote!(None),
    };
    quote!(::isel::target::pattern_rt::Guard { def0: #def0, ops: [#(#ops),*], nested: &[#(#nested),*], mem: #mem })
}

/// The nested instructions of `node` (whose first `n_defs` operands are defs), outer ones first,
/// each as `(path, opcode)`: the operand indices that lead to it from the root, as
/// `Gen::match_node` follows them (an inner instruction has one def).
fn nested_paths(node: &Node, n_defs: usize, prefix: &mut Vec<u8>, out: &mut Vec<TokenStream>) {
    for (k, op) in node.ops.iter().enumerate() {
        if let SrcOp::Node(inner) = op {
            prefix.push(u8::try_from(n_defs + k).unwrap_or(u8::MAX));
            let opc = &inner.opcode;
            let path = prefix.clone();
            out.push(quote!((&[#(#path),*], ::isel::mir::GenericOpcode::#opc)));
            nested_paths(inner, 1, prefix, out);
            prefix.pop();
        }
    }
}

/// How many leading operands [`variant_guard`] looks at; `pattern_rt::MatchKey::ops` has as
/// many.
const MATCH_KEY_OPS: u8 = 4;

fn opt_bank(b: Option<&Ident>) -> TokenStream {
    match b {
        Some(b) => {
            let t = bank_tokens(&b.to_string());
            quote!(Some(#t))
        }
        None => quote!(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GLOBAL_LOAD: &str = r#"
        GLOBAL_LOAD_DWORD: GLOBAL {
            asm: "global_load_dword",
            outs: (vdst: vgpr_32),
            ins: (vaddr: vreg_64, offset: imm(offset), cpol: imm(cpol)),
            implicit_uses: [exec],
            implicit_defs: [],
            flags: [global, may_load],
            counters: [vmcnt(1)],
            subtargets: [gfx900, gfx1030],
        }
        V_ADD_F32_e64: VOP3 {
            asm: "v_add_f32",
            outs: (vdst: vgpr_32),
            ins: (src0_modifiers: imm(mods), src0: src(vs_32, literal), src1_modifiers: imm(mods), src1: src(vs_32, literal), clamp: imm(clamp), omod: imm(omod)),
            implicit_uses: [mode, exec],
            implicit_defs: [],
            flags: [valu],
            counters: [],
            subtargets: [gfx900, gfx1030],
        }
    "#;

    fn pattern(text: &str) -> PatternDef {
        syn::parse_str(text).expect("the pattern parses")
    }

    /// Runs the whole macro on `patterns` (over the two declarations above).
    fn expand_text(patterns: &str) -> Result<TokenStream> {
        let text = format!("instructions {{ {GLOBAL_LOAD} }} patterns {{ {patterns} }}");
        expand(syn::parse_str(&text)?)
    }

    fn error_of(patterns: &str) -> String {
        match expand_text(patterns) {
            Ok(_) => String::from("no error"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn an_address_expands_into_the_offset_form_and_the_bare_form() {
        let def = pattern("g: (G_LOAD:vgpr(s32) p:vgpr(p1) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD p, #o, 0);");
        let forms = expand_addresses(def);
        let keys: Vec<String> = forms.iter().map(|d| node_key(&d.root)).collect();
        assert_eq!(keys, ["(G_LOAD:vgpr(s32) (G_PTR_ADD[shared] p:vgpr(p1), #o:offset(global)))", "(G_LOAD:vgpr(s32) p:vgpr(p1))"]);
        assert!(forms[0].zero_imms.is_empty());
        assert_eq!(forms[1].zero_imms.len(), 1);
        assert!(complexity(&forms[0]) > complexity(&forms[1]), "the offset form is tried first");
    }

    #[test]
    fn a_nested_base_keeps_its_shape() {
        let def = pattern(
            "g: (G_LOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared] s:sgpr(p1)), (G_MERGE_VALUES[shared] v:vgpr(s32), 0)) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD s, #o, 0);",
        );
        let forms = expand_addresses(def);
        assert_eq!(forms.len(), 2);
        assert!(node_key(&forms[0].root).starts_with("(G_LOAD:vgpr(s32) (G_PTR_ADD[shared] (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared]"));
        assert!(node_key(&forms[1].root).starts_with("(G_LOAD:vgpr(s32) (G_PTR_ADD[shared]:vgpr(p1) (COPY[shared]"));
    }

    #[test]
    fn address_patterns_check_and_expand() {
        let ok = "g: (G_LOAD:vgpr(s32) p:vgpr(p1) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD p, #o, 0);";
        assert!(expand_text(ok).is_ok(), "{}", error_of(ok));
        // The offset is an immediate: it cannot go where a register is declared.
        let bad = "g: (G_LOAD:vgpr(s32) p:vgpr(p1) + #o:offset(global)) where mem(s32) => (GLOBAL_LOAD_DWORD #o, #o, 0);";
        assert!(error_of(bad).contains("class mismatch"), "{}", error_of(bad));
        // A bare address pattern next to its `+ #o` form is shadowed by it.
        let dup = format!("{ok} h: (G_LOAD:vgpr(s32) p:vgpr(p1)) where mem(s32) => (GLOBAL_LOAD_DWORD p, 0, 0);");
        assert!(error_of(&dup).contains("overlap") || error_of(&dup).contains("shadowed"), "{}", error_of(&dup));
    }

    #[test]
    fn address_syntax_errors() {
        let kind = syn::parse_str::<PatternDef>("g: (G_LOAD:vgpr(s32) p:vgpr(p1) + #o:offset(texture)) => (X p);");
        assert!(kind.is_err_and(|e| e.to_string().contains("unknown memory offset kind `texture`")));
        let base = syn::parse_str::<PatternDef>("g: (G_LOAD:vgpr(s32) 5 + #o) => (X p);");
        assert!(base.is_err_and(|e| e.to_string().contains("address base")));
    }

    #[test]
    fn source_modifiers_weigh_as_a_plain_register() {
        let with = pattern("f: (G_FADD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F32_e64 #ma, a, #mb, b, 0, 0);");
        let plain = pattern("f: (G_FADD:vgpr(s32) a:vgpr, b:vgpr) => (V_ADD_F32_e64 0, a, 0, b, 0, 0);");
        assert_eq!(complexity(&with), complexity(&plain));
        assert_eq!(node_key(&with.root), "(G_FADD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb))");
        let text = "f: (G_FADD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F32_e64 #ma, a, #mb, b, 0, 0);";
        assert!(expand_text(text).is_ok(), "{}", error_of(text));
        // The modifiers are an immediate, the source a register.
        let swapped = "f: (G_FADD:vgpr(s32) mods(a:vgpr, #ma), mods(b:vgpr, #mb)) => (V_ADD_F32_e64 a, #ma, #mb, b, 0, 0);";
        assert!(error_of(swapped).contains("class mismatch"), "{}", error_of(swapped));
    }
}
