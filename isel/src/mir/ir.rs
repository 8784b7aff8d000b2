//! What later passes need from the LLVM IR block of a MIR file: each function's calling
//! convention, return type, arguments (with `inreg`), IR block names and `"target-cpu"`.
//! MIR alone does not carry these. This is a scan of `define` lines and attribute groups, not an
//! IR parser; anything it does not recognise is left alone.

use std::collections::HashMap;

use super::{Symbol, sym};

/// A function's calling convention, as the IR spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallingConv {
    /// No calling convention keyword (a callable function).
    Default,
    AmdgpuPs,
    AmdgpuVs,
    AmdgpuGs,
    AmdgpuHs,
    AmdgpuLs,
    AmdgpuEs,
    AmdgpuCs,
    AmdgpuKernel,
    AmdgpuGfx,
    /// Any other keyword, verbatim.
    Other(Symbol),
}

impl CallingConv {
    fn from_keyword(word: &str) -> Option<CallingConv> {
        Some(match word {
            "amdgpu_ps" => CallingConv::AmdgpuPs,
            "amdgpu_vs" => CallingConv::AmdgpuVs,
            "amdgpu_gs" => CallingConv::AmdgpuGs,
            "amdgpu_hs" => CallingConv::AmdgpuHs,
            "amdgpu_ls" => CallingConv::AmdgpuLs,
            "amdgpu_es" => CallingConv::AmdgpuEs,
            "amdgpu_cs" => CallingConv::AmdgpuCs,
            "amdgpu_kernel" | "spir_kernel" => CallingConv::AmdgpuKernel,
            "amdgpu_gfx" => CallingConv::AmdgpuGfx,
            w if w.ends_with("cc") || w.starts_with("cc") || w.starts_with("amdgpu_") => CallingConv::Other(sym(w)),
            _ => return None,
        })
    }

    /// Shaders and kernels: functions the hardware starts, not other code.
    pub fn is_entry(self) -> bool {
        !matches!(self, CallingConv::Default | CallingConv::AmdgpuGfx | CallingConv::Other(_))
    }

    /// Graphics shaders (`amdgpu_ps`, `amdgpu_vs`, ...), whose returns are `SI_RETURN_TO_EPILOG`.
    pub fn is_shader(self) -> bool {
        self.is_entry() && self != CallingConv::AmdgpuKernel
    }
}

/// One IR argument.
#[derive(Clone, Debug, PartialEq)]
pub struct IrArg {
    /// The type, verbatim (`float`, `i32 addrspace(1)*`, `<4 x float>`).
    pub ty: Symbol,
    pub inreg: bool,
    pub name: Option<Symbol>,
}

/// What the IR block says about one function.
#[derive(Clone, Debug, PartialEq)]
pub struct IrFunction {
    pub name: Symbol,
    pub cc: CallingConv,
    /// The return type, verbatim (`void`, `float`, `{ float, float }`).
    pub ret: Symbol,
    pub args: Vec<IrArg>,
    /// Names of the IR basic blocks, in order (unnamed blocks are absent).
    pub blocks: Vec<Symbol>,
    pub target_cpu: Option<Symbol>,
    /// IR values (names without `%`) that AMDGPUAnnotateUniformValues marked
    /// `!amdgpu.noclobber`: memory through them is not written before the kernel reads it, so a
    /// uniform load may be scalar.
    pub noclobber: Vec<Symbol>,
    /// The module's LDS variables (`@name = ... addrspace(3) global ...`) with their size and
    /// alignment (`None` where the type is not laid out), in definition order: what a model of
    /// llc-14's LDS layout needs (the same list for every function of the module).
    pub lds_vars: Vec<(Symbol, Option<(u64, u64)>)>,
}

impl IrFunction {
    pub fn returns_void(&self) -> bool {
        self.ret.as_str() == "void"
    }
}

/// Scans an IR block for function definitions.
pub fn scan(ir: &str) -> HashMap<Symbol, IrFunction> {
    let cpus = attribute_group_cpus(ir);
    let mut out = HashMap::new();
    let mut current: Option<IrFunction> = None;
    let mut lds_vars: Vec<(Symbol, Option<(u64, u64)>)> = Vec::new();
    for line in ir.lines() {
        let trimmed = line.trim_end();
        if current.is_none()
            && let Some(name) = lds_var(trimmed)
        {
            lds_vars.push((name, crate::passes::legalizer::lds_var_layout(ir, name.as_str())));
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("define ") {
            if let Some(f) = current.take() {
                out.insert(f.name, f);
            }
            current = parse_define(rest, &cpus);
            continue;
        }
        let Some(f) = current.as_mut() else { continue };
        if trimmed.contains("!amdgpu.noclobber")
            && let Some(name) = trimmed.trim_start().strip_prefix('%').and_then(|r| r.split_once(" = ")).map(|(n, _)| n)
        {
            f.noclobber.push(sym(name.trim_matches('"')));
        }
        if trimmed == "}" {
            if let Some(f) = current.take() {
                out.insert(f.name, f);
            }
        } else if !trimmed.starts_with([' ', '\t', ';']) && !trimmed.is_empty() {
            // A block label: `name:` at column 0, possibly followed by a comment.
            let label = trimmed.split(';').next().unwrap_or("").trim_end();
            if let Some(name) = label.strip_suffix(':') {
                f.blocks.push(sym(name.trim_matches('"')));
            }
        }
    }
    if let Some(f) = current {
        out.insert(f.name, f);
    }
    if !lds_vars.is_empty() {
        for f in out.values_mut() {
            f.lds_vars = lds_vars.clone();
        }
    }
    out
}

/// `@name = [linkage] addrspace(3) global TYPE ...`: the name of an LDS variable definition.
fn lds_var(line: &str) -> Option<Symbol> {
    let rest = line.strip_prefix('@')?;
    let (name, def) = if let Some(q) = rest.strip_prefix('"') {
        let end = q.find('"')?;
        (&q[..end], q[end + 1..].trim_start().strip_prefix('=')?)
    } else {
        rest.split_once(" = ")?
    };
    let words: Vec<&str> = def.split_whitespace().collect();
    let kw = words.iter().position(|w| *w == "global" || *w == "constant")?;
    words[..kw].contains(&"addrspace(3)").then(|| sym(name))
}

/// `attributes #N = { ... "target-cpu"="gfx900" ... }` → N ↦ cpu.
fn attribute_group_cpus(ir: &str) -> HashMap<String, Symbol> {
    let mut out = HashMap::new();
    for line in ir.lines() {
        let Some(rest) = line.trim().strip_prefix("attributes #") else { continue };
        let Some((id, body)) = rest.split_once(' ') else { continue };
        if let Some(cpu) = body.split("\"target-cpu\"=\"").nth(1).and_then(|s| s.split('"').next()) {
            out.insert(id.to_string(), sym(cpu));
        }
    }
    out
}

fn parse_define(rest: &str, cpus: &HashMap<String, Symbol>) -> Option<IrFunction> {
    let at = find_top_level(rest, '@')?;
    let (before, after) = rest.split_at(at);
    let after = &after[1..];
    let (name, after_name) = if let Some(q) = after.strip_prefix('"') {
        let end = q.find('"')?;
        (&q[..end], &q[end + 1..])
    } else {
        let end = after.find('(')?;
        (&after[..end], &after[end..])
    };
    let open = after_name.find('(')?;
    let close = matching_paren(after_name, open)?;
    let args_text = &after_name[open + 1..close];
    let tail = &after_name[close + 1..];

    let mut cc = CallingConv::Default;
    let mut ret_words = Vec::new();
    for word in split_top_level(before, ' ') {
        let word = word.trim();
        if word.is_empty() {
            continue;
        }
        if let Some(c) = CallingConv::from_keyword(word) {
            cc = c;
        } else if !is_linkage_or_attr(word) {
            ret_words.push(word);
        }
    }
    let args = split_top_level(args_text, ',').into_iter().map(str::trim).filter(|a| !a.is_empty() && *a != "...").map(parse_arg).collect();
    let target_cpu = tail
        .split_whitespace()
        .find_map(|w| w.strip_prefix('#').and_then(|id| cpus.get(id.trim_end_matches('{')).copied()))
        .or_else(|| tail.split("\"target-cpu\"=\"").nth(1).and_then(|s| s.split('"').next()).map(sym));
    Some(IrFunction {
        name: sym(name),
        cc,
        ret: sym(&ret_words.join(" ")),
        args,
        blocks: Vec::new(),
        target_cpu,
        noclobber: Vec::new(),
        lds_vars: Vec::new(),
    })
}

fn parse_arg(text: &str) -> IrArg {
    let words = split_top_level(text, ' ');
    let mut inreg = false;
    let mut name = None;
    let mut ty_words = Vec::new();
    let mut in_type = true;
    for w in words.iter().map(|w| w.trim()).filter(|w| !w.is_empty()) {
        if w == "inreg" {
            inreg = true;
            in_type = false;
        } else if let Some(n) = w.strip_prefix('%') {
            name = Some(sym(n));
        } else if in_type && (ty_words.is_empty() || is_type_continuation(w)) {
            ty_words.push(w);
        } else {
            in_type = false;
        }
    }
    IrArg { ty: sym(&ty_words.join(" ")), inreg, name }
}

fn is_type_continuation(w: &str) -> bool {
    w.starts_with('*') || w.starts_with("addrspace(") || w == "x" || w.ends_with('>') || w.ends_with('}') || w.ends_with(']')
}

fn is_linkage_or_attr(word: &str) -> bool {
    matches!(
        word,
        "private"
            | "internal"
            | "external"
            | "weak"
            | "weak_odr"
            | "linkonce"
            | "linkonce_odr"
            | "available_externally"
            | "dso_local"
            | "dso_preemptable"
            | "hidden"
            | "protected"
            | "default"
            | "noundef"
            | "nonnull"
            | "zeroext"
            | "signext"
            | "inreg"
            | "noalias"
            | "fastcc"
            | "ccc"
            | "coldcc"
    ) || word.starts_with("align")
        || word.starts_with("dereferenceable")
        || word.starts_with("range(")
}

fn matching_paren(s: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices().skip_while(|&(i, _)| i < open) {
        match c {
            '(' | '{' | '<' | '[' => depth += 1,
            ')' | '}' | '>' | ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

fn find_top_level(s: &str, needle: char) -> Option<usize> {
    let mut depth = 0i32;
    let mut in_quote = false;
    for (i, c) in s.char_indices() {
        match c {
            '"' => in_quote = !in_quote,
            '(' | '{' | '<' | '[' if !in_quote => depth += 1,
            ')' | '}' | '>' | ']' if !in_quote => depth -= 1,
            c if c == needle && depth == 0 && !in_quote => return Some(i),
            _ => {}
        }
    }
    None
}

fn split_top_level(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut in_quote = false;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '"' => in_quote = !in_quote,
            '(' | '{' | '<' | '[' if !in_quote => depth += 1,
            ')' | '}' | '>' | ']' if !in_quote => depth -= 1,
            c if c == sep && depth == 0 && !in_quote => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = r#"
define amdgpu_ps void @f(float inreg %a, float %b, i32 addrspace(1)* %p) #0 {
entry:
  br label %then

then:                                             ; preds = %entry
  ret void
}

define amdgpu_ps { float, float } @g(<2 x float> %v) {
  ret { float, float } undef
}

define amdgpu_kernel void @"quoted name"(i32 addrspace(1)* nocapture %out) #1 {
  ret void
}

attributes #0 = { "target-cpu"="gfx900" }
attributes #1 = { nounwind "target-cpu"="gfx1030" "uniform-work-group-size"="false" }
"#;

    #[test]
    fn reads_conventions_arguments_blocks_and_cpus() {
        let fns = scan(IR);
        let f = &fns[&sym("f")];
        assert_eq!(f.cc, CallingConv::AmdgpuPs);
        assert!(f.returns_void());
        assert_eq!(
            f.args.iter().map(|a| (a.ty.as_str(), a.inreg)).collect::<Vec<_>>(),
            [("float", true), ("float", false), ("i32 addrspace(1)*", false)]
        );
        assert_eq!(f.blocks, [sym("entry"), sym("then")]);
        assert_eq!(f.target_cpu, Some(sym("gfx900")));
        let g = &fns[&sym("g")];
        assert_eq!(g.ret.as_str(), "{ float, float }");
        assert_eq!(g.args[0].ty.as_str(), "<2 x float>");
        let k = &fns[&sym("quoted name")];
        assert_eq!(k.cc, CallingConv::AmdgpuKernel);
        assert_eq!(k.target_cpu, Some(sym("gfx1030")));
    }
}

/// Where the IR block's structure breaks: its line (an index into the lines given to
/// [`check_structure`]), 0-based byte column, the text found and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct IrFault {
    pub line: usize,
    pub col: usize,
    pub found: String,
    pub expected: String,
}

/// Checks the IR block (`lines`, the first of which is line `first_line` of the file, counting
/// from 0) as far as the project reads it, and gives the names of the functions it defines or
/// declares (the `@name` of each `define`/`declare` line).
///
/// Brackets (`()`, `[]`, `{}`, `<>`) must nest and close, outside strings (`"..."`) and `;`
/// comments, and strings must end on their line: an IR block cut off, or a function whose
/// closing brace is gone, is an error here where llc-14's IR parser stops with "found end of
/// file" or "expected instruction opcode". This is not an IR parser: text llc-14 would reject
/// for other reasons is not checked.
pub(crate) fn check_structure(lines: &[&str], first_line: usize) -> Result<Vec<Symbol>, IrFault> {
    let mut open: Vec<(u8, usize, usize)> = Vec::new();
    let mut names = Vec::new();
    for (idx, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if open.is_empty() && !trimmed.is_empty() && !trimmed.starts_with(';') {
            let col = line.len() - trimmed.len();
            let word = trimmed.split([' ', '\t']).next().unwrap_or("");
            if !TOP_LEVEL.contains(&word) && !trimmed.starts_with(['@', '%', '!', '$', '#']) {
                return Err(IrFault {
                    line: idx,
                    col,
                    found: word.to_string(),
                    expected: "a top-level IR entity (`define`, `declare`, `attributes`, a global, ...)".into(),
                });
            }
            if let Some(rest) = trimmed.strip_prefix("define ").or_else(|| trimmed.strip_prefix("declare ")) {
                match function_name(rest) {
                    Some(name) if rest.contains('(') => names.push(sym(&name)),
                    _ => {
                        return Err(IrFault {
                            line: idx,
                            col,
                            found: trimmed.to_string(),
                            expected: "a function's `@name(arguments)`".into(),
                        });
                    }
                }
            }
        }
        let at_top = open.is_empty();
        let bytes = line.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            match b {
                b';' => break,
                b'"' => match bytes[i + 1..].iter().position(|&c| c == b'"') {
                    Some(len) => i += len + 1,
                    None => {
                        return Err(IrFault {
                            line: idx,
                            col: i,
                            found: line[i..].to_string(),
                            expected: "a string closed by `\"` on its line".into(),
                        });
                    }
                },
                b'(' | b'[' | b'{' | b'<' => open.push((b, idx, i)),
                b')' | b']' | b'}' | b'>' => {
                    let want = match b {
                        b')' => b'(',
                        b']' => b'[',
                        b'}' => b'{',
                        _ => b'<',
                    };
                    match open.pop() {
                        Some((o, _, _)) if o == want => {}
                        Some((o, l, c)) => {
                            return Err(IrFault {
                                line: idx,
                                col: i,
                                found: char::from(b).to_string(),
                                expected: format!(
                                    "`{}` closing the `{}` of line {}, column {}",
                                    closer(o),
                                    char::from(o),
                                    first_line + l + 1,
                                    c + 1
                                ),
                            });
                        }
                        None => {
                            return Err(IrFault {
                                line: idx,
                                col: i,
                                found: char::from(b).to_string(),
                                expected: "IR text, not a closing bracket nothing opened".into(),
                            });
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
        if at_top && open.is_empty() {
            let next = lines[idx + 1..].iter().map(|l| l.trim()).find(|l| !l.is_empty() && !l.starts_with(';'));
            top_level_line_end(line, next).map_err(|(col, expected)| IrFault {
                line: idx,
                col,
                found: line[col.min(line.len())..].trim_end().to_string(),
                expected: expected.into(),
            })?;
        }
    }
    if let Some(&(o, l, c)) = open.last() {
        let end = lines.len().saturating_sub(1);
        return Err(IrFault {
            line: end,
            col: lines.last().map_or(0, |l| l.len()),
            found: String::new(),
            expected: format!(
                "`{}` closing the `{}` of line {}, column {}, before the IR block ends",
                closer(o),
                char::from(o),
                first_line + l + 1,
                c + 1
            ),
        });
    }
    check_references(lines, first_line)?;
    Ok(names)
}

/// The brackets of one IR value (a memory operand's `` `i32 addrspace(3)* @g` ``) nest and
/// close, outside strings: llc-14 parses the value and stops at a dropped or doubled bracket
/// ("expected ')' in address space", "expected end of string"). `Err` gives the byte offset
/// and what was expected.
pub(crate) fn check_value_brackets(text: &str) -> Result<(), (usize, String)> {
    let bytes = text.as_bytes();
    let mut open: Vec<u8> = Vec::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => match bytes[i + 1..].iter().position(|&c| c == b'"') {
                Some(len) => i += len + 1,
                None => return Err((i, "a string closed by `\"`".into())),
            },
            b'(' | b'[' | b'{' | b'<' => open.push(b),
            b')' | b']' | b'}' | b'>' => match open.pop() {
                Some(o) if closer(o) == char::from(b) => {}
                Some(o) => return Err((i, format!("`{}` closing the `{}`", closer(o), char::from(o)))),
                None => return Err((i, "the end of the value, not a closing bracket nothing opened".into())),
            },
            _ => {}
        }
        i += 1;
    }
    match open.last() {
        Some(&o) => Err((text.len(), format!("`{}` closing the `{}`", closer(o), char::from(o)))),
        None => Ok(()),
    }
}

/// A top-level IR statement that fits on its line (`line`; `next` is the next line of code)
/// and ends as llc-14's IR parser demands, as far as a cut-off block shows. By the statement's
/// first word: `target` names `datalayout` or `triple` and a string, as `source_filename =`
/// gives a string; a `define` opens its body with `{` (on its line or the next); a `declare`
/// has its `@name(...)`; `attributes #N = { ... }` has its `= {`; a type (`%t = type ...`)
/// has its type; a global (`@g = ...`) has `global`, `constant`, `alias` or `ifunc` and a type
/// after it, and an initializer unless it is `external`; metadata (`!N = ...`) has a value.
/// No statement ends at a dangling `!`, `#`, `=`, `,` or `align`. `Err` gives the column and
/// what was expected.
fn top_level_line_end(line: &str, next: Option<&str>) -> Result<(), (usize, &'static str)> {
    let code = line.split(" ;").next().unwrap_or(line).trim_end();
    let t = code.trim_start();
    let col = code.len() - t.len();
    let end = code.len();
    let dangling = |s: &str| s.ends_with(['!', '#', '=', ',']) || s.ends_with(" distinct") || s.ends_with(" align");
    let word = t.split([' ', '\t']).next().unwrap_or("");
    let rest = t[word.len()..].trim_start();
    let string_value = |r: &str| r.strip_prefix('=').map(str::trim).is_some_and(|v| v.len() >= 2 && v.starts_with('"') && v.ends_with('"'));
    match word {
        "target" => {
            let ok = ["datalayout", "triple"].iter().any(|k| rest.strip_prefix(k).is_some_and(|r| string_value(r.trim_start())));
            if ok { Ok(()) } else { Err((col, "`target datalayout = \"...\"` or `target triple = \"...\"`")) }
        }
        "source_filename" => {
            if string_value(rest) {
                Ok(())
            } else {
                Err((end, "`source_filename = \"...\"`"))
            }
        }
        "define" => {
            if rest.is_empty() {
                Err((end, "a function's return type and `@name(arguments)`"))
            } else if code.contains('{') || next.is_some_and(|n| n.starts_with('{')) {
                Ok(())
            } else {
                Err((end, "`{` opening the function body"))
            }
        }
        "declare" => {
            if rest.is_empty() || dangling(t) || !rest.contains('(') {
                Err((end, "the rest of the declaration: its return type and `@name(arguments)`"))
            } else {
                Ok(())
            }
        }
        "attributes" => {
            if code.contains("= {") {
                Ok(())
            } else {
                Err((end, "`= { ... }` giving the attribute group"))
            }
        }
        _ if t.starts_with('!') => match t.split_once('=').map(|(_, v)| v.trim()) {
            Some(v) if !v.is_empty() && !dangling(v) && v != "distinct" => Ok(()),
            _ => Err((end, "a metadata value such as `!{...}`")),
        },
        _ if t.starts_with('%') => match t.split_once('=').map(|(_, v)| v.trim()) {
            Some(v) if v.strip_prefix("type").is_some_and(|ty| !ty.trim().is_empty()) => Ok(()),
            _ => Err((end, "a type definition, `%name = type ...`")),
        },
        _ if t.starts_with('@') => global_line_end(t).map_err(|what| (end, what)),
        _ => Ok(()),
    }
}

/// A global variable or alias line (`@g = internal addrspace(3) global [4 x i32] undef, align
/// 16`): the words before `global`/`constant`/`alias`/`ifunc`, a type after it, and an
/// initializer unless the linkage is `external` or `extern_weak`.
fn global_line_end(t: &str) -> Result<(), &'static str> {
    const WHAT: &str = "the rest of the global: `global` or `constant`, its type and initializer";
    let Some((_, def)) = t.split_once('=') else { return Err(WHAT) };
    let words: Vec<&str> = def.split_whitespace().collect();
    let Some(kw) = words.iter().position(|w| matches!(*w, "global" | "constant" | "alias" | "ifunc")) else { return Err(WHAT) };
    let after = words[kw + 1..].join(" ");
    if after.is_empty() || after.ends_with([',', '=']) || after.ends_with(" align") || after == "align" {
        return Err(WHAT);
    }
    let external = words[..kw].iter().any(|w| matches!(*w, "external" | "extern_weak"));
    if matches!(words[kw], "global" | "constant") && !external {
        // The type, then the initializer: `[4 x i32] undef`, `i32 0`, `%t zeroinitializer`,
        // `i32 addrspace(1)* null`.
        let mut depth = 0i32;
        let comma = after.find(|c: char| {
            match c {
                '[' | '{' | '<' | '(' => depth += 1,
                ']' | '}' | '>' | ')' => depth -= 1,
                _ => {}
            }
            c == ',' && depth == 0
        });
        let init = &after[..comma.unwrap_or(after.len())];
        if skip_type(init.trim()).trim().is_empty() {
            return Err("an initializer after the global's type");
        }
    }
    Ok(())
}

/// What follows the IR type at the start of `s`: a bracketed type (`[..]`, `{..}`, `<..>`)
/// or a word, then any `addrspace(N)` and `*`.
fn skip_type(s: &str) -> &str {
    let bytes = s.as_bytes();
    let mut i = match bytes.first() {
        Some(b'[' | b'{' | b'<') => {
            let mut depth = 0usize;
            let mut j = 0;
            while let Some(&b) = bytes.get(j) {
                match b {
                    b'[' | b'{' | b'<' | b'(' => depth += 1,
                    b']' | b'}' | b'>' | b')' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            j += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            j
        }
        _ => s.find([' ', '*']).unwrap_or(s.len()),
    };
    loop {
        let r = s[i..].trim_start();
        let skipped = s.len() - r.len();
        if let Some(r2) = r.strip_prefix('*') {
            i = s.len() - r2.len();
        } else if r.starts_with("addrspace(") {
            i = skipped + r.find(')').map_or(r.len(), |p| p + 1);
        } else {
            return &s[i..];
        }
    }
}

/// Every global (`@name`) and numbered metadata (`!N`) the IR names is defined in it: a cut-off
/// IR block loses the declarations at its end, which llc-14 reports as "use of undefined value".
/// Attribute groups (`#N`) are not checked: llc-14 accepts a use of one the block never defines.
fn check_references(lines: &[&str], first_line: usize) -> Result<(), IrFault> {
    let _ = first_line;
    let mut defined: std::collections::HashSet<(u8, &str)> = std::collections::HashSet::new();
    let mut used: Vec<(u8, &str, usize, usize)> = Vec::new();
    for (idx, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let bytes = line.as_bytes();
        let mut i = 0;
        let mut first_token = true;
        while let Some(&b) = bytes.get(i) {
            match b {
                b';' => break,
                b'"' => {
                    match bytes[i + 1..].iter().position(|&c| c == b'"') {
                        Some(len) => i += len + 2,
                        None => break,
                    }
                    continue;
                }
                b'@' | b'!' | b'#' => {
                    let start = i + 1;
                    let quoted = b == b'@' && bytes.get(start) == Some(&b'"');
                    let end = if quoted {
                        bytes[start + 1..].iter().position(|&c| c == b'"').map_or(bytes.len(), |p| start + 2 + p)
                    } else {
                        let mut e = start;
                        while e < bytes.len() && (bytes[e].is_ascii_alphanumeric() || matches!(bytes[e], b'_' | b'.' | b'$' | b'-')) {
                            e += 1;
                        }
                        e
                    };
                    let name = line.get(start..end).unwrap_or("");
                    let numbered = !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit());
                    if b == b'@' && !name.is_empty() || b == b'!' && numbered {
                        let is_def = first_token && i == indent && line[end..].trim_start().starts_with('=');
                        if is_def
                            || (b == b'@'
                                && (trimmed.starts_with("define ") || trimmed.starts_with("declare "))
                                && defined_name_at(trimmed, name))
                        {
                            defined.insert((b, name));
                        } else {
                            used.push((b, name, idx, i));
                        }
                    }
                    first_token = false;
                    i = end.max(i + 1);
                    continue;
                }
                b' ' | b'\t' => {}
                _ => {
                    if !(trimmed.starts_with("attributes ") && i < indent + "attributes ".len()) {
                        first_token = false;
                    }
                }
            }
            i += 1;
        }
    }
    for (kind, name, line, col) in used {
        if !defined.contains(&(kind, name)) {
            let what = match kind {
                b'@' => "a global or function the IR block defines or declares",
                _ => "metadata the IR block defines",
            };
            return Err(IrFault { line, col, found: format!("{}{name}", char::from(kind)), expected: what.into() });
        }
    }
    Ok(())
}

/// Is `name` the function a `define`/`declare` line defines (its first top-level `@`)?
fn defined_name_at(line: &str, name: &str) -> bool {
    let rest = line.split_once(' ').map_or("", |(_, r)| r);
    function_name(rest).is_some_and(|n| n == name.trim_matches('"'))
}

/// The keywords an IR line outside every bracket may start with (besides `@`, `%`, `!`, `$`
/// and `#` names, and `;` comments).
const TOP_LEVEL: &[&str] = &["define", "declare", "attributes", "target", "source_filename", "module", "uselistorder", "uselistorder_bb"];

fn closer(open: u8) -> char {
    match open {
        b'(' => ')',
        b'[' => ']',
        b'{' => '}',
        _ => '>',
    }
}

/// The unquoted name of the function a `define`/`declare` line (after the keyword) names.
fn function_name(rest: &str) -> Option<String> {
    let at = find_top_level(rest, '@')?;
    let after = rest.get(at + 1..)?;
    if let Some(q) = after.strip_prefix('"') {
        return Some(q[..q.find('"')?].to_string());
    }
    let end = after.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')))?;
    Some(after[..end].to_string())
}
