//! `instructions!`: parses AMDGPU machine instruction declarations, checks them, and generates the
//! instruction table plus a callback macro that hands the declarations to `patterns!`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Error, Ident, LitInt, LitStr, Result, Token, braced, bracketed, parenthesized};

/// One declared instruction.
#[derive(Clone)]
pub struct Entry {
    pub doc: String,
    pub name: Ident,
    pub family: Ident,
    pub asm: Vec<(Option<Ident>, LitStr)>,
    pub outs: Vec<OperandDecl>,
    pub ins: Vec<OperandDecl>,
    pub implicit_uses: Vec<Ident>,
    pub implicit_defs: Vec<Ident>,
    pub flags: Vec<Ident>,
    /// (subtarget or all, counter, amount)
    pub counters: Vec<(Option<Ident>, Ident, u8)>,
    pub subtargets: Vec<Ident>,
    /// `tied: [src0 = sdst]`: a use that must be the same register as a def.
    pub tied: Vec<(Ident, Ident)>,
}

/// An operand declaration: `src0: src(vs_32, literal)`.
#[derive(Clone)]
pub struct OperandDecl {
    pub name: Ident,
    pub kind: DeclKind,
}

#[derive(Clone)]
pub enum DeclKind {
    /// A register of this class.
    Class(Ident),
    /// A register of this class or an immediate (`literal`: any; `inline`: inline constants).
    Src(Ident, Ident),
    /// An immediate with a role (`mods`, `clamp`, `offset`, ...).
    Imm(Ident),
    Block,
    /// An operand the catalog could not classify; accepts anything.
    Unknown,
}

pub const FAMILIES: &[&str] = &[
    "SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "SMEM", "FLAT", "GLOBAL", "SCRATCH", "DS", "MUBUF",
    "EXP", "VINTRP", "PSEUDO",
];
pub const FLAGS: &[&str] = &[
    "salu",
    "valu",
    "smem",
    "vmem",
    "flat",
    "global",
    "scratch",
    "ds",
    "exp",
    "branch",
    "terminator",
    "barrier",
    "return",
    "may_load",
    "may_store",
    "side_effects",
    "pseudo",
    "commutable",
    "convergent",
    "variadic",
];
pub const COUNTERS: &[&str] = &["vmcnt", "expcnt", "lgkmcnt", "vscnt"];
pub const SUBTARGETS: &[&str] = &["gfx900", "gfx1030"];
/// Implicit registers an entry may name, with the `isel::mir::Special` variant.
pub const IMPLICIT_REGS: &[(&str, &str)] = &[
    ("exec", "Exec"),
    ("exec_lo", "ExecLo"),
    ("vcc", "Vcc"),
    ("vcc_lo", "VccLo"),
    ("scc", "Scc"),
    ("m0", "M0"),
    ("mode", "Mode"),
    ("flat_scr", "FlatScr"),
    ("private_rsrc_reg", "PrivateRsrcReg"),
];

pub struct Entries(pub Vec<Entry>);

impl Parse for Entries {
    fn parse(input: ParseStream) -> Result<Entries> {
        let mut out = Vec::new();
        while !input.is_empty() {
            out.push(input.parse()?);
        }
        Ok(Entries(out))
    }
}

fn doc_of(attrs: &[Attribute]) -> String {
    let mut lines = Vec::new();
    for a in attrs {
        if let syn::Meta::NameValue(nv) = &a.meta
            && nv.path.is_ident("doc")
            && let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value
        {
            lines.push(s.value().trim().to_string());
        }
    }
    lines.join(" ")
}

fn ident_list(input: ParseStream) -> Result<Vec<Ident>> {
    let content;
    bracketed!(content in input);
    let list = content.parse_terminated(syn::ext::IdentExt::parse_any, Token![,])?;
    Ok(list.into_iter().collect())
}

fn operand_list(input: ParseStream) -> Result<Vec<OperandDecl>> {
    let content;
    parenthesized!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: Ident = content.parse()?;
        content.parse::<Token![:]>()?;
        let kind_name: Ident = content.parse()?;
        let kind = match kind_name.to_string().as_str() {
            "src" => {
                let args;
                parenthesized!(args in content);
                let class: Ident = args.parse()?;
                args.parse::<Token![,]>()?;
                let lit: Ident = args.parse()?;
                if lit != "literal" && lit != "inline" {
                    return Err(Error::new(lit.span(), "expected `literal` or `inline`"));
                }
                DeclKind::Src(class, lit)
            }
            "imm" => {
                let args;
                parenthesized!(args in content);
                DeclKind::Imm(args.parse()?)
            }
            "block" => DeclKind::Block,
            "unknown" => DeclKind::Unknown,
            _ => DeclKind::Class(kind_name),
        };
        out.push(OperandDecl { name, kind });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

impl Parse for Entry {
    fn parse(input: ParseStream) -> Result<Entry> {
        let attrs = input.call(Attribute::parse_outer)?;
        let name: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let family: Ident = input.parse()?;
        if !FAMILIES.contains(&family.to_string().as_str()) {
            return Err(Error::new(family.span(), format!("unknown encoding family `{family}`; expected one of {}", FAMILIES.join(", "))));
        }
        let body;
        braced!(body in input);
        let mut e = Entry {
            doc: doc_of(&attrs),
            name,
            family,
            asm: Vec::new(),
            outs: Vec::new(),
            ins: Vec::new(),
            implicit_uses: Vec::new(),
            implicit_defs: Vec::new(),
            flags: Vec::new(),
            counters: Vec::new(),
            subtargets: Vec::new(),
            tied: Vec::new(),
        };
        let mut seen: Vec<String> = Vec::new();
        while !body.is_empty() {
            let key: Ident = body.parse()?;
            let k = key.to_string();
            if seen.contains(&k) {
                return Err(Error::new(key.span(), format!("`{k}` given twice")));
            }
            seen.push(k.clone());
            body.parse::<Token![:]>()?;
            match k.as_str() {
                "asm" => {
                    if body.peek(syn::token::Brace) {
                        let per;
                        braced!(per in body);
                        while !per.is_empty() {
                            let cpu: Ident = per.parse()?;
                            check_in(&cpu, SUBTARGETS, "subtarget")?;
                            per.parse::<Token![:]>()?;
                            e.asm.push((Some(cpu), per.parse()?));
                            if per.is_empty() {
                                break;
                            }
                            per.parse::<Token![,]>()?;
                        }
                    } else {
                        e.asm.push((None, body.parse()?));
                    }
                }
                "outs" => e.outs = operand_list(&body)?,
                "ins" => e.ins = operand_list(&body)?,
                "implicit_uses" => e.implicit_uses = checked_list(&body, IMPLICIT_REGS.iter().map(|r| r.0), "implicit register")?,
                "implicit_defs" => e.implicit_defs = checked_list(&body, IMPLICIT_REGS.iter().map(|r| r.0), "implicit register")?,
                "flags" => e.flags = checked_list(&body, FLAGS.iter().copied(), "flag")?,
                "subtargets" => e.subtargets = checked_list(&body, SUBTARGETS.iter().copied(), "subtarget")?,
                "tied" => {
                    let content;
                    bracketed!(content in body);
                    while !content.is_empty() {
                        let u: Ident = content.parse()?;
                        content.parse::<Token![=]>()?;
                        let d: Ident = content.parse()?;
                        e.tied.push((u, d));
                        if content.is_empty() {
                            break;
                        }
                        content.parse::<Token![,]>()?;
                    }
                }
                "counters" => {
                    if body.peek(syn::token::Brace) {
                        let per;
                        braced!(per in body);
                        while !per.is_empty() {
                            let cpu: Ident = per.parse()?;
                            check_in(&cpu, SUBTARGETS, "subtarget")?;
                            per.parse::<Token![:]>()?;
                            for (c, n) in counter_list(&per)? {
                                e.counters.push((Some(cpu.clone()), c, n));
                            }
                            if per.is_empty() {
                                break;
                            }
                            per.parse::<Token![,]>()?;
                        }
                    } else {
                        for (c, n) in counter_list(&body)? {
                            e.counters.push((None, c, n));
                        }
                    }
                }
                _ => {
                    return Err(Error::new(
                        key.span(),
                        format!(
                            "unknown key `{k}`; expected asm, outs, ins, implicit_uses, implicit_defs, flags, counters, subtargets or tied"
                        ),
                    ));
                }
            }
            if body.is_empty() {
                break;
            }
            body.parse::<Token![,]>()?;
        }
        for (u, d) in &e.tied {
            if !e.ins.iter().any(|o| o.name == *u) {
                return Err(Error::new(u.span(), format!("`{u}` is not an input of `{}`", e.name)));
            }
            if !e.outs.iter().any(|o| o.name == *d) {
                return Err(Error::new(d.span(), format!("`{d}` is not an output of `{}`", e.name)));
            }
        }
        if e.asm.is_empty() {
            return Err(Error::new(e.name.span(), format!("`{}` has no `asm`", e.name)));
        }
        if e.subtargets.is_empty() {
            return Err(Error::new(e.name.span(), format!("`{}` names no `subtargets`", e.name)));
        }
        Ok(e)
    }
}

fn counter_list(input: ParseStream) -> Result<Vec<(Ident, u8)>> {
    let content;
    bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let c: Ident = content.parse()?;
        check_in(&c, COUNTERS, "waitcnt counter")?;
        let n;
        parenthesized!(n in content);
        let v: LitInt = n.parse()?;
        out.push((c, v.base10_parse()?));
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn check_in(id: &Ident, known: &[&str], what: &str) -> Result<()> {
    if known.contains(&id.to_string().as_str()) {
        Ok(())
    } else {
        Err(Error::new(id.span(), format!("unknown {what} `{id}`; expected one of {}", known.join(", "))))
    }
}

fn checked_list<'a>(input: ParseStream, known: impl Iterator<Item = &'a str>, what: &str) -> Result<Vec<Ident>> {
    let known: Vec<&str> = known.collect();
    let list = ident_list(input)?;
    for id in &list {
        check_in(id, &known, what)?;
    }
    Ok(list)
}

/// The `isel::mir::Special` variant for an implicit register name.
pub fn special_variant(name: &Ident) -> Ident {
    let n = name.to_string();
    let v = IMPLICIT_REGS.iter().find(|r| r.0 == n).map_or("Exec", |r| r.1);
    Ident::new(v, name.span())
}

/// The constant naming a register class in `isel::target::regclass::class`.
fn class_const(class: &Ident) -> Ident {
    Ident::new(&class.to_string().to_uppercase(), class.span())
}

/// Is this a lane-mask class, whose real class depends on the wave size?
pub fn is_lane_mask(class: &Ident) -> bool {
    matches!(class.to_string().as_str(), "sreg_1" | "sreg_1_xexec")
}

fn operand_tokens(o: &OperandDecl) -> TokenStream {
    let name = o.name.to_string();
    let kind = match &o.kind {
        DeclKind::Class(c) if is_lane_mask(c) => quote!(::isel::target::instrs::OperandKind::LaneMask),
        DeclKind::Class(c) => {
            let k = class_const(c);
            quote_spanned!(c.span()=> ::isel::target::instrs::OperandKind::Reg(::isel::target::regclass::class::#k))
        }
        DeclKind::Src(c, lit) => {
            let literal = lit == "literal";
            if is_lane_mask(c) {
                quote!(::isel::target::instrs::OperandKind::LaneMask)
            } else {
                let k = class_const(c);
                quote_spanned!(c.span()=> ::isel::target::instrs::OperandKind::Src { class: ::isel::target::regclass::class::#k, literal: #literal })
            }
        }
        DeclKind::Imm(role) => {
            let r = role.to_string();
            quote!(::isel::target::instrs::OperandKind::Imm(#r))
        }
        DeclKind::Block => quote!(::isel::target::instrs::OperandKind::Block),
        DeclKind::Unknown => quote!(::isel::target::instrs::OperandKind::Any),
    };
    quote!(::isel::target::instrs::OperandInfo { name: #name, kind: #kind })
}

/// Generates the table, the opcode constants and the callback macro.
pub fn expand(input: TokenStream) -> Result<TokenStream> {
    let Entries(mut entries) = syn::parse2(input.clone())?;
    // Duplicate names are an error; the table is sorted by name so lookups can bisect.
    entries.sort_by_key(|e| e.name.to_string());
    for w in entries.windows(2) {
        if w[0].name == w[1].name {
            let mut err = Error::new(w[1].name.span(), format!("`{}` is declared twice", w[1].name));
            err.combine(Error::new(w[0].name.span(), "first declared here"));
            return Err(err);
        }
    }
    let mut descs = Vec::new();
    let mut consts = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let name = e.name.to_string();
        let idx = u16::try_from(i).map_err(|_| Error::new(e.name.span(), "too many instructions"))?;
        let family = format_ident!("{}", heck_family(&e.family.to_string()));
        let asm: Vec<TokenStream> = e
            .asm
            .iter()
            .flat_map(|(cpu, s)| {
                let cpus: Vec<String> = match cpu {
                    Some(c) => vec![c.to_string()],
                    None => e.subtargets.iter().map(|c| c.to_string()).collect(),
                };
                cpus.into_iter().map(move |c| {
                    let cpu = format_ident!("{}", capitalize(&c));
                    quote!((::isel::target::Cpu::#cpu, #s))
                })
            })
            .collect();
        let outs: Vec<_> = e.outs.iter().map(operand_tokens).collect();
        let ins: Vec<_> = e.ins.iter().map(operand_tokens).collect();
        let iu: Vec<_> = e.implicit_uses.iter().map(special_variant).collect();
        let id: Vec<_> = e.implicit_defs.iter().map(special_variant).collect();
        let flags: Vec<Ident> = e.flags.iter().map(|f| Ident::new(&f.to_string().to_uppercase(), f.span())).collect();
        // (`return` parses as a raw keyword; the flag constant is `RETURN`.)
        let counters: Vec<TokenStream> = e
            .counters
            .iter()
            .flat_map(|(cpu, c, n)| {
                let cpus: Vec<String> = match cpu {
                    Some(c) => vec![c.to_string()],
                    None => e.subtargets.iter().map(|c| c.to_string()).collect(),
                };
                let v = format_ident!("{}", capitalize(&c.to_string()));
                cpus.into_iter().map(move |cpu| {
                    let cpu = format_ident!("{}", capitalize(&cpu));
                    quote!((::isel::target::Cpu::#cpu, ::isel::target::instrs::Counter::#v, #n))
                })
            })
            .collect();
        let cpus: Vec<Ident> = e.subtargets.iter().map(|c| format_ident!("{}", capitalize(&c.to_string()))).collect();
        let doc = &e.doc;
        let tied: Vec<TokenStream> = e
            .tied
            .iter()
            .map(|(u, d)| {
                let ui = e.ins.iter().position(|o| o.name == *u).unwrap_or(0) as u8;
                let di = e.outs.iter().position(|o| o.name == *d).unwrap_or(0) as u8;
                quote!((#ui, #di))
            })
            .collect();
        descs.push(quote! {
            ::isel::target::instrs::InstrDesc {
                name: #name,
                family: ::isel::target::instrs::Family::#family,
                asm: &[#(#asm),*],
                outs: &[#(#outs),*],
                ins: &[#(#ins),*],
                implicit_uses: &[#(::isel::mir::PhysReg::Special { reg: ::isel::mir::Special::#iu, half: ::isel::mir::Half::Full }),*],
                implicit_defs: &[#(::isel::mir::PhysReg::Special { reg: ::isel::mir::Special::#id, half: ::isel::mir::Half::Full }),*],
                flags: ::isel::target::instrs::InstrFlags::empty() #(.union(::isel::target::instrs::InstrFlags::#flags))*,
                counters: &[#(#counters),*],
                cpus: &[#(::isel::target::Cpu::#cpus),*],
                tied: &[#(#tied),*],
                doc: #doc,
            }
        });
        let cname = &e.name;
        let cdoc = format!("`{name}`: {doc}");
        consts.push(quote! {
            #[doc = #cdoc]
            pub const #cname: ::isel::target::instrs::TargetOpcode = ::isel::target::instrs::TargetOpcode(#idx);
        });
    }
    let count = entries.len();
    Ok(quote! {
        /// Every AMDGPU machine instruction the selector knows, sorted by name.
        pub static INSTRS: [::isel::target::instrs::InstrDesc; #count] = [#(#descs),*];

        /// An opcode constant per instruction, named as LLVM names it.
        #[allow(non_upper_case_globals)]
        pub mod op {
            #(#consts)*
        }

        // Hands the instruction declarations to a macro (used by `patterns!`). Textually scoped:
        // declare the module holding `instructions!` with `#[macro_use]` before the patterns.
        #[allow(unused_macros)]
        macro_rules! __isel_with_instructions {
            ($($cb:ident)::+ { $($t:tt)* }) => {
                $($cb)::+! { instructions { #input } patterns { $($t)* } }
            };
        }

        // Selection patterns, checked against the instruction declarations.
        #[allow(unused_macros)]
        macro_rules! patterns {
            ($($t:tt)*) => {
                __isel_with_instructions!(isel_macros::__patterns { $($t)* });
            };
        }
    })
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// `VOP3` → `Vop3`, as the `Family` enum spells variants.
fn heck_family(s: &str) -> String {
    capitalize(&s.to_lowercase())
}
