//! The MIR parser: the YAML documents of a `.mir` file, each function's header, and the body in
//! LLVM's MIR syntax (see LLVM's `MIParser.cpp` and `MIRLangRef` for the grammar).
//!
//! The YAML layer is line-based: top-level keys start in column 0, their values run on until the
//! next such line. Keys the model does not hold are kept verbatim so that llc reads back what it
//! wrote. The body is parsed a line at a time (MIR puts one instruction on a line) by a byte cursor
//! that knows its line and column, so every error points at the offending token.
//!
//! What llc-14 rejects is rejected here too, with file, line and column (issue 30; the
//! differential test `mir-tests/tests/parse_differential.rs` compares verdicts on one-fault
//! mutants of llc-14's stage files): opcode and physical register names LLVM 14 lacks (from
//! its own tables, `llvm14_names.rs`, with the nearest known name), register classes, header
//! keys of `yaml::MachineFunction` and their scalar values (booleans as YAML 1.1 spells them,
//! alignments), a key given twice (the last one counts, as in llc-14), an IR block whose
//! brackets or strings do not close or whose top-level lines are not IR entities, and a machine
//! function whose name the IR block does not define. An input with no machine function (empty,
//! or only comments or an IR block) is an empty module, as llc-14 reads it (exit status 0, no
//! message); `mir-run` adds a warning. Not checked as llc-14 checks them: the IR beyond its
//! structure, nested keys of `frameInfo`/`machineFunctionInfo` beyond their line shape and
//! known scalar types, sub-register index names beyond their shape, and the implicit operands
//! llc-14's MIR parser demands of each machine instruction.
//!
//! Nearly every instruction line has one of a few shapes; [`common_line`] reads those in one
//! pass and hands every other line, and every error, to the general parser here. The two must
//! agree on every input: [`parse_without_common_lines`] parses with the general parser alone,
//! and the round-trip, mutation and fuzz tests compare the two.

mod common_line;

use std::collections::HashMap;

use ahash::AHashMap;
use smallvec::SmallVec;
use thiserror::Error;
use wide::u8x16;

use super::inst::{FpKind, Inst, MemAccess, MemOperand, MemSize, MiFlags, Operand, Predicate, RegFlags, RegOperand};
use super::ir;
use super::opcode::{GenericOpcode, Opcode};
use super::reg::{PhysReg, Reg, RegConstraint, SubReg, VReg};
use super::types::Llt;
use super::{Block, BlockId, Function, HeaderEntry, KnownKey, LiveIn, Module, SourceLoc, Successor, Symbol, VRegInfo, sym};

/// A syntax error, with where it is, what was there and what was expected.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("expected {expected}, found {found}")]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Length in characters of the offending text (at least 1).
    pub len: u32,
    pub found: String,
    pub expected: String,
}

/// Inside the parser errors are boxed: every parsing function returns a `Result`, and a small
/// one comes back in registers where a `ParseError` by value would go through memory on
/// every call, error or not.
type Result<T> = std::result::Result<T, Box<ParseError>>;

/// Parses a whole MIR file.
///
/// ```
/// let m = isel::mir::parse("---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n")?;
/// assert_eq!(m.functions.len(), 1);
/// # Ok::<(), isel::mir::ParseError>(())
/// ```
pub fn parse(text: &str) -> std::result::Result<Module, ParseError> {
    parse_module(text, Reading::PLAIN).map_err(|e| *e)
}

/// [`parse`] for a module that passes will then rewrite: each function's instruction arena
/// and register table get room for half as many entries again as the body has lines, so the
/// instructions and registers a pass adds (legalization's splits, RegBankSelect's copies) do
/// not move them. A move copies megabytes and touches twice the memory; room never written is
/// address space only. (Without passes it is a loss: other allocations land past the room, in
/// fresh memory.) The module is the one [`parse`] gives.
pub fn parse_for_passes(text: &str) -> std::result::Result<Module, ParseError> {
    parse_module(text, Reading { room_for_passes: true, ..Reading::PLAIN }).map_err(|e| *e)
}

/// [`parse`] with every instruction line read by the general parser, none by the faster
/// reader of common lines: the two must agree on every input, module or error, and tests and
/// fuzzing check that they do.
pub fn parse_without_common_lines(text: &str) -> std::result::Result<Module, ParseError> {
    parse_module(text, Reading { common_lines: false, ..Reading::PLAIN }).map_err(|e| *e)
}

/// How a module is read (none of it changes what is read).
#[derive(Clone, Copy, Debug)]
struct Reading {
    /// Instruction lines are first offered to [`common_line::parse_common_inst`].
    common_lines: bool,
    /// See [`parse_for_passes`].
    room_for_passes: bool,
}

impl Reading {
    /// As [`parse`] reads.
    const PLAIN: Reading = Reading { common_lines: true, room_for_passes: false };

    /// The entries to reserve in the instruction arena and the register table for a body of
    /// `lines` lines (see [`parse_for_passes`]).
    fn room(self, lines: usize) -> usize {
        if self.room_for_passes { lines + lines / 2 } else { lines }
    }
}

impl Default for Reading {
    fn default() -> Reading {
        Reading::PLAIN
    }
}

fn parse_module(text: &str, how: Reading) -> Result<Module> {
    let lines = split_lines(text);
    let mut module = Module::default();
    // The functions the IR block defines or declares, if there is one.
    let mut ir_names: Option<Vec<Symbol>> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim_end();
        if t.is_empty() || t.starts_with('#') || t == "..." {
            i += 1;
            continue;
        }
        let Some(rest) = t.strip_prefix("---") else {
            return Err(err_at(i, 0, t, "`---` starting a YAML document"));
        };
        let rest = rest.trim();
        let end = document_end(&lines, i + 1);
        if rest == "|" || rest.starts_with("| ") || rest == "|-" {
            if module.ir.is_some() || !module.functions.is_empty() {
                return Err(err_at(i, 0, t, "one IR block, before the functions"));
            }
            let ir_lines = match lines.get(i + 1..end) {
                Some([rest @ .., last]) if last.trim_end() == "..." => rest,
                Some(all) => all,
                None => &[],
            };
            let names = ir::check_structure(ir_lines, i + 1)
                .map_err(|fault| err_at(i + 1 + fault.line, fault.col, &fault.found, &fault.expected))?;
            ir_names = Some(names);
            module.ir = Some(deindent(&lines[i + 1..end]));
        } else if rest.is_empty() || rest.starts_with('#') {
            let f = parse_function(text, &lines, i + 1, end, how)?;
            module.functions.push(f);
        } else {
            return Err(err_at(i, 3, rest, "`---` or `--- |`"));
        }
        i = end;
    }
    if let Some(names) = &ir_names
        && let Some(f) = module.functions.iter().find(|f| !names.contains(&f.name))
    {
        // llc-14: "function 'g' isn't defined in the provided LLVM IR". At the `name:` line.
        let from = (f.loc.line as usize).saturating_sub(1);
        let at = (from..lines.len()).find(|&k| lines[k].starts_with("name:")).unwrap_or(from);
        let value = lines.get(at).and_then(|l| l.strip_prefix("name:")).unwrap_or("");
        let col = if value.is_empty() { 0 } else { 5 + (value.len() - value.trim_start().len()) };
        return Err(err_at(at, col, value.trim(), &format!("the name of a function the IR block defines (it has no `@{}`)", f.name)));
    }
    if let Some(ir_text) = &module.ir {
        let infos = ir::scan(ir_text);
        for f in &mut module.functions {
            f.ir = infos.get(&f.name).cloned();
        }
    }
    Ok(module)
}

/// Parses one function document's text (the lines between `---` and `...`), for tools that hold
/// a single function.
pub fn parse_function_text(text: &str) -> std::result::Result<Function, ParseError> {
    let lines = split_lines(text);
    parse_function(text, &lines, 0, lines.len(), Reading::PLAIN).map_err(|e| *e)
}

/// The 1-based start column of each operand on an instruction line (defs first), for pointing
/// diagnostics at operands. Empty if the line does not parse as an instruction.
pub fn operand_columns(line: &str) -> Vec<u32> {
    let mut state = FnState::default();
    let mut cols = Vec::new();
    // Block operands name blocks of a function this line does not carry: accept every number
    // the line mentions.
    let blocks: HashMap<u32, BlockId> = line
        .split("%bb.")
        .skip(1)
        .filter_map(|rest| rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok())
        .map(|n| (n, BlockId(0)))
        .collect();
    let mut cur = Cursor::new(line, 1, 1);
    match parse_inst(&mut cur, &mut state, &blocks, Some(&mut cols), &mut Inst::new(GenericOpcode::IMPLICIT_DEF)) {
        Ok(_) => cols,
        Err(_) => Vec::new(),
    }
}

/// The lines of `text` without their `\n` (or `\r\n`): as `split('\n')`.
///
/// The newlines of each 64-byte block are found at once, as a bit mask from four 16-byte
/// vector compares (the `wide` crate's SSE2 on x86-64, plain code elsewhere), and the lines
/// are cut at its set bits. `memchr` once per line paid its set-up on every line, which is
/// only 40-odd bytes long in a body: 2.46M instructions for the 20,043 lines of the
/// 20,000-instruction bench kernel, against 1.28M this way.
fn split_lines(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut lines = Vec::with_capacity(text.len() / 32 + 1);
    let mut start = 0;
    let mut cut = |end: usize| {
        let line = &text[start..end];
        lines.push(line.strip_suffix('\r').unwrap_or(line));
        start = end + 1;
    };
    let newline = u8x16::splat(b'\n');
    let (blocks, tail) = bytes.as_chunks::<64>();
    for (k, block) in blocks.iter().enumerate() {
        let (quarters, _) = block.as_chunks::<16>();
        let mut mask = 0u64;
        for (q, quarter) in quarters.iter().enumerate() {
            mask |= u64::from(u8x16::new(*quarter).simd_eq(newline).to_bitmask()) << (16 * q);
        }
        while mask != 0 {
            cut(k * 64 + mask.trailing_zeros() as usize);
            mask &= mask - 1;
        }
    }
    let tail_at = blocks.len() * 64;
    for i in memchr::memchr_iter(b'\n', tail) {
        cut(tail_at + i);
    }
    cut(text.len());
    lines
}

/// The text from the start of the first of `lines` to the end of the last, which are
/// consecutive lines of `text` (from `split_lines`).
fn span<'a>(text: &'a str, lines: &[&'a str]) -> Option<&'a str> {
    let offset = |l: &str| (l.as_ptr() as usize).checked_sub(text.as_ptr() as usize);
    let (first, last) = (lines.first()?, lines.last()?);
    text.get(offset(first)?..offset(last)? + last.len())
}

fn document_end(lines: &[&str], from: usize) -> usize {
    let mut j = from;
    while j < lines.len() {
        // Only lines starting `-` or `.` can end a document; the body has 100,000 others.
        if !matches!(lines[j].as_bytes().first(), Some(b'-' | b'.')) {
            j += 1;
            continue;
        }
        let t = lines[j].trim_end();
        if t == "..." {
            return j + 1;
        }
        if t.starts_with("---") {
            return j;
        }
        j += 1;
    }
    j
}

fn deindent(lines: &[&str]) -> String {
    let body: Vec<&str> = match lines.last() {
        Some(l) if l.trim_end() == "..." => &lines[..lines.len() - 1],
        _ => lines,
    }
    .to_vec();
    let indent = body.iter().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
    let mut out = String::new();
    for l in &body {
        out.push_str(l.get(indent..).unwrap_or("").trim_end());
        out.push('\n');
    }
    // Trailing blank lines are layout, not IR: the printer ends the block with one.
    while out.ends_with('\n') {
        out.pop();
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

fn err_at(line_idx: usize, col0: usize, found: &str, expected: &str) -> Box<ParseError> {
    Box::new(ParseError {
        line: line_idx as u32 + 1,
        col: col0 as u32 + 1,
        len: found.chars().count().max(1) as u32,
        found: describe(found),
        expected: expected.to_string(),
    })
}

fn describe(found: &str) -> String {
    let token: String = found.chars().take(40).collect();
    if token.is_empty() { "end of line".to_string() } else { format!("`{token}`") }
}

/// A top-level header key with the lines of its value.
struct HeaderItem<'a> {
    key: &'a str,
    line_idx: usize,
    /// Text after `key:` on the key's own line.
    inline: &'a str,
    /// Continuation lines (indices into `lines`).
    cont: std::ops::Range<usize>,
    /// The key stood alone, without `:` (see [`COMPOUND_TOP_KEYS`]).
    bare: bool,
}

/// Top-level keys whose value is a sequence or a mapping. llc-14's YAML reader takes such a key
/// on a line of its own without `:` (and nothing indented under it) as the key with no value,
/// which an empty list or mapping is; a scalar key so written is an error.
const COMPOUND_TOP_KEYS: [&str; 11] = [
    "registers",
    "liveins",
    "calleeSavedRegisters",
    "frameInfo",
    "fixedStack",
    "stack",
    "callSites",
    "debugValueSubstitutions",
    "constants",
    "machineFunctionInfo",
    "jumpTable",
];

/// Keys of `machineFunctionInfo:` whose value is a mapping: llc-14 takes them with no value
/// (`mode:` followed by a key no deeper, or `mode` alone) as empty.
const NESTED_MAPPING_KEYS: [&str; 2] = ["argumentInfo", "mode"];

/// Parses the function document in `lines[start..end]` (lines of `text`).
fn parse_function(text: &str, lines: &[&str], start: usize, end: usize, how: Reading) -> Result<Function> {
    let end = if end > start && lines.get(end - 1).is_some_and(|l| l.trim_end() == "...") { end - 1 } else { end };
    let mut items: Vec<HeaderItem> = Vec::new();
    let mut i = start;
    while i < end {
        let line = lines[i];
        let t = line.trim_end();
        if t.is_empty() || t.starts_with('#') {
            i += 1;
            continue;
        }
        if line.starts_with([' ', '\t']) {
            return Err(err_at(i, 0, t.trim_start(), "a header key in column 1"));
        }
        let bare_ok =
            COMPOUND_TOP_KEYS.contains(&t) && !lines.get(i + 1).is_some_and(|l| l.starts_with([' ', '\t']) && !l.trim().is_empty());
        let (colon, bare) = match t.find(':') {
            Some(c) => (c, false),
            None if bare_ok => (t.len(), true),
            None => return Err(err_at(i, 0, t, "`key: value`")),
        };
        let key = &t[..colon];
        if key.is_empty() || !key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-') {
            return Err(err_at(i, 0, key, "a header key"));
        }
        let mut j = i + 1;
        while j < end {
            let l = lines[j];
            if !matches!(l.as_bytes().first(), Some(b' ' | b'\t')) && !l.trim().is_empty() {
                break;
            }
            j += 1;
        }
        // Blank lines before the next key belong to no value.
        let mut k = j;
        while k > i + 1 && lines[k - 1].trim().is_empty() {
            k -= 1;
        }
        items.push(HeaderItem { key, line_idx: i, inline: t.get(colon + 1..).unwrap_or(""), cont: i + 1..k, bare });
        i = j;
    }

    let mut f = Function::new("");
    f.header.clear();
    f.props = Default::default();
    f.loc = SourceLoc { line: start as u32 + 1, col: 1 };
    let mut state = FnState { how, ..FnState::default() };
    // The register table's room for the body (see `parse_body`), known before a `registers:`
    // list fills the table, so that the table is made once: grown afterwards, a selected
    // 20,000-instruction function's table moved 0.6 MB into fresh memory.
    let body_room = items.iter().find(|i| i.key == KnownKey::Body.key()).map_or(0, |i| how.room(i.cont.len()));
    let mut have_name = false;
    let mut body: Option<&HeaderItem> = None;
    for (n, item) in items.iter().enumerate() {
        let known = KnownKey::ALL.iter().copied().find(|k| k.key() == item.key);
        if known.is_none() && !OTHER_LLVM_KEYS.contains(&item.key) {
            let keys = KnownKey::ALL.iter().map(|k| k.key()).chain(OTHER_LLVM_KEYS.iter().copied());
            let expected = match super::nearest_name(item.key, keys) {
                Some(near) => format!("a key of a machine function (the nearest is `{near}`)"),
                None => "a key of a machine function".to_string(),
            };
            return Err(err_at(item.line_idx, 0, item.key, &expected));
        }
        // A key given twice: llc-14's YAML reader keeps the last value and never reads the
        // others.
        if items[n + 1..].iter().any(|later| later.key == item.key) {
            continue;
        }
        // `key:` as the file's last bytes, with no newline: YAML reads a plain scalar
        // `key:`, not a key, and llc-14 reports an unknown key.
        if !item.bare
            && item.cont.is_empty()
            && item.inline.is_empty()
            && item.line_idx + 1 == lines.len()
            && !text.ends_with('\n')
            && lines[item.line_idx].ends_with(':')
        {
            return Err(err_at(
                item.line_idx,
                item.key.len() + 1,
                "",
                &format!("a value after `{}:` (the file ends without a newline)", item.key),
            ));
        }
        if item.line_idx + 1 == lines.len() {
            let value = item.inline.trim();
            unclosed_quote(value).map_err(|what| err_at(item.line_idx, item.key.len() + 2, value, what))?;
        }
        if let Some(k) = known {
            f.header.push(HeaderEntry::Known(k));
        } else {
            check_other_key(item)?;
            check_nested_lines(lines, item)?;
        }
        let value = item.inline.trim();
        match known {
            Some(KnownKey::Name) => {
                f.name = sym(&yaml_scalar(value).map_err(|what| err_at(item.line_idx, item.key.len() + 2, value, what))?);
                have_name = true;
            }
            Some(KnownKey::Legalized) => f.props.legalized = parse_bool(item, value)?,
            Some(KnownKey::RegBankSelected) => f.props.reg_bank_selected = parse_bool(item, value)?,
            Some(KnownKey::Selected) => f.props.selected = parse_bool(item, value)?,
            Some(KnownKey::FailedIsel) => f.props.failed_isel = parse_bool(item, value)?,
            Some(KnownKey::TracksRegLiveness) => f.props.tracks_reg_liveness = parse_bool(item, value)?,
            Some(KnownKey::Registers) => parse_registers(lines, item, body_room, &mut state)?,
            Some(KnownKey::LiveIns) => parse_header_liveins(lines, item, &mut state, &mut f.liveins)?,
            Some(KnownKey::Body) => body = Some(item),
            None => {
                let mut v = item.inline.to_string();
                for l in &lines[item.cont.clone()] {
                    v.push('\n');
                    v.push_str(l.trim_end());
                }
                f.header.push(HeaderEntry::Raw { key: item.key.to_string(), value: v });
            }
        }
    }
    if !have_name {
        // An empty document has no line of its own: point at its `---`.
        let line = items.first().map_or(start.saturating_sub(1), |it| it.line_idx);
        return Err(err_at(line, 0, lines.get(line).copied().unwrap_or(""), "a `name:` key"));
    }
    add_missing_known_keys(&mut f.header);
    if let Some(item) = body {
        let v = item.inline.trim();
        // `body:` with no value is a null scalar where llc-14 wants a block: "unexpected scalar".
        if !v.starts_with('|') {
            return Err(err_at(item.line_idx, item.key.len() + 1, v, "`|` starting the body block"));
        }
        parse_body(text, lines, item.cont.clone(), &mut f, &mut state)?;
    }
    state.check_kinded(&f)?;
    state.finish(&mut f);
    Ok(f)
}

/// Gives every function the keys the model holds, at the places llc prints them, so that the
/// printer can always print them and a re-parse sees the same header.
fn add_missing_known_keys(header: &mut Vec<HeaderEntry>) {
    for (n, &k) in KnownKey::ALL.iter().enumerate() {
        if header.contains(&HeaderEntry::Known(k)) {
            continue;
        }
        // After the last known key that comes before this one in canonical order.
        let pos =
            KnownKey::ALL[..n].iter().rev().find_map(|p| header.iter().position(|e| *e == HeaderEntry::Known(*p))).map_or(0, |p| p + 1);
        let pos = if k == KnownKey::Body { header.len() } else { pos };
        header.insert(pos, HeaderEntry::Known(k));
    }
}

/// A boolean as LLVM 14's YAML reader takes one: YAML 1.1's words, plain or quoted, with an
/// optional comment after.
fn parse_bool(item: &HeaderItem, value: &str) -> Result<bool> {
    let bad = || err_at(item.line_idx, item.key.len() + 2, value, "a boolean (`true` or `false`)");
    let word = yaml_scalar(strip_yaml_comment(value)).map_err(|_| bad())?;
    match word.as_str() {
        "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" | "y" | "Y" => Ok(true),
        "false" | "False" | "FALSE" | "no" | "No" | "NO" | "off" | "Off" | "OFF" | "n" | "N" => Ok(false),
        _ => Err(bad()),
    }
}

/// A plain YAML value without a trailing ` # comment`.
fn strip_yaml_comment(value: &str) -> &str {
    if value.starts_with(['\'', '"']) {
        return value;
    }
    match value.find(" #") {
        Some(i) => value[..i].trim_end(),
        None if value.starts_with('#') => "",
        None => value,
    }
}

/// The keys of a machine function document LLVM 14 reads (`yaml::MachineFunction`), beyond
/// those the model holds ([`KnownKey`]); another key is an error, as llc-14 makes it.
const OTHER_LLVM_KEYS: &[&str] = &[
    "alignment",
    "exposesReturnsTwice",
    "hasWinCFI",
    "failsVerification",
    "tracksDebugUserValues",
    "frameInfo",
    "fixedStack",
    "stack",
    "callSites",
    "debugValueSubstitutions",
    "constants",
    "machineFunctionInfo",
    "jumpTable",
];

/// Nested keys of `frameInfo:` and `machineFunctionInfo:` (and its `mode:`) whose values LLVM
/// 14 reads as booleans.
const NESTED_BOOLS: &[&str] = &[
    "isFrameAddressTaken",
    "isReturnAddressTaken",
    "hasStackMap",
    "hasPatchPoint",
    "adjustsStack",
    "hasCalls",
    "hasOpaqueSPAdjustment",
    "hasVAStart",
    "hasMustTailInVarArgFunc",
    "hasTailCall",
    "isEntryFunction",
    "noSignedZerosFPMath",
    "memoryBound",
    "waveLimiter",
    "hasSpilledSGPRs",
    "hasSpilledVGPRs",
    "ieee",
    "dx10-clamp",
    "fp32-input-denormals",
    "fp32-output-denormals",
    "fp64-fp16-input-denormals",
    "fp64-fp16-output-denormals",
];

/// Nested keys LLVM 14 reads as unsigned decimal numbers.
const NESTED_NUMBERS: &[&str] = &[
    "stackSize",
    "offsetAdjustment",
    "maxAlignment",
    "maxCallFrameSize",
    "cvBytesOfCalleeSavedRegisters",
    "localFrameSize",
    "explicitKernArgSize",
    "maxKernArgAlign",
    "ldsSize",
    "dynLDSAlign",
    "highBitsOf32BitAddress",
    "occupancy",
];

/// Checks the lines of a block mapping the model keeps verbatim (`frameInfo:`,
/// `machineFunctionInfo:`, ...) as far as llc-14's YAML reader would fail on them: each line is
/// a sequence entry or a `key:` line, a `key:` with nothing after it opens a more indented
/// block, and the scalar keys of [`NESTED_BOOLS`] and [`NESTED_NUMBERS`] have such values.
fn check_nested_lines(lines: &[&str], item: &HeaderItem) -> Result<()> {
    check_flow_brackets(lines, item)?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let idxs: Vec<usize> = item.cont.clone().filter(|&k| !lines[k].trim().is_empty() && !lines[k].trim_start().starts_with('#')).collect();
    // Inside a flow collection (`{ ... }` or `[ ... ]` over several lines) lines are not keys.
    let mut depth = 0i32;
    for (n, &k) in idxs.iter().enumerate() {
        let line = lines[k].trim_end();
        let t = line.trim_start();
        let col = indent(line);
        let at_start = depth;
        for b in t.bytes() {
            match b {
                b'{' | b'[' => depth += 1,
                b'}' | b']' => depth -= 1,
                _ => {}
            }
        }
        if at_start > 0 || t.starts_with('-') {
            continue;
        }
        let deeper = idxs.get(n + 1).is_some_and(|&next| indent(lines[next]) > col || lines[next].trim_start().starts_with('-'));
        // `mode:` as the file's last bytes is a plain scalar `mode:` to YAML, not a key.
        let at_eof = k + 1 == lines.len();
        let empty_mapping = item.key == "machineFunctionInfo" && NESTED_MAPPING_KEYS.contains(&t.trim_end_matches(':')) && !deeper;
        let Some(colon) = t.find(": ").or_else(|| t.ends_with(':').then(|| t.len() - 1)) else {
            if empty_mapping {
                continue;
            }
            return Err(err_at(k, col, t, "a `key: value` line"));
        };
        let key = &t[..colon];
        let value = strip_yaml_comment(t[colon + 1..].trim());
        if value.is_empty() {
            if !deeper && (!empty_mapping || at_eof) {
                return Err(err_at(k, col + colon + 1, "", &format!("a value for `{key}`")));
            }
            continue;
        }
        if item.key == "machineFunctionInfo" {
            let at = col + t.len() - t[colon + 1..].trim_start().len();
            check_mfi_register(key, value).map_err(|what| err_at(k, at, value, &what))?;
        }
        let bad = |what: &str| err_at(k, col + t.len() - t[colon + 1..].trim_start().len(), value, what);
        if at_eof {
            unclosed_quote(value).map_err(bad)?;
        }
        if NESTED_BOOLS.contains(&key) {
            let word = yaml_scalar(value).map_err(|_| bad("a boolean (`true` or `false`)"))?;
            if !matches!(
                word.as_str(),
                "true"
                    | "True"
                    | "TRUE"
                    | "yes"
                    | "Yes"
                    | "YES"
                    | "on"
                    | "On"
                    | "ON"
                    | "y"
                    | "Y"
                    | "false"
                    | "False"
                    | "FALSE"
                    | "no"
                    | "No"
                    | "NO"
                    | "off"
                    | "Off"
                    | "OFF"
                    | "n"
                    | "N"
            ) {
                return Err(bad("a boolean (`true` or `false`)"));
            }
        } else if NESTED_NUMBERS.contains(&key) {
            let word = yaml_scalar(value).map_err(|_| bad("a number"))?;
            if word.parse::<i64>().is_err() {
                return Err(bad("a decimal number"));
            }
        }
    }
    Ok(())
}

/// The register fields of `machineFunctionInfo:` as LLVM 14's AMDGPU target checks them: a
/// known register of the field's class (SGPR_128 or `$private_rsrc_reg` for `scratchRSrcReg`,
/// SGPR_32 or `$fp_reg`/`$sp_reg` for the offsets), and in `argumentInfo` entries (`{ reg: '$x'
/// }`) a known register. A quoted value cut off by the file's end is an error: llc-14's YAML
/// reader takes its last character for the quote and reads a register name one short.
fn check_mfi_register(key: &str, value: &str) -> std::result::Result<(), String> {
    use super::reg::{Half, RegFile, Special};
    let fits = |r: PhysReg| -> bool {
        match (key, r) {
            ("scratchRSrcReg", PhysReg::Gpr { file: RegFile::Sgpr, first, count: 4, half: Half::Full }) => first % 4 == 0,
            ("scratchRSrcReg", PhysReg::Special { reg: Special::PrivateRsrcReg, half: Half::Full }) => true,
            ("frameOffsetReg" | "stackPtrOffsetReg", PhysReg::Gpr { file: RegFile::Sgpr, count: 1, half: Half::Full, .. }) => true,
            ("frameOffsetReg", PhysReg::Special { reg: Special::FpReg, half: Half::Full }) => true,
            ("stackPtrOffsetReg", PhysReg::Special { reg: Special::SpReg, half: Half::Full }) => true,
            _ => false,
        }
    };
    let reg = |v: &str| -> std::result::Result<PhysReg, String> {
        let name = yaml_scalar(v).map_err(str::to_string)?;
        let name = name.strip_prefix('$').ok_or("a named register such as `$sgpr33`")?;
        PhysReg::from_name(name).ok_or_else(|| PhysReg::expectation(name))
    };
    match key {
        "scratchRSrcReg" | "frameOffsetReg" | "stackPtrOffsetReg" => {
            let r = reg(value)?;
            if fits(r) { Ok(()) } else { Err(format!("a register of the class `{key}` takes")) }
        }
        _ => {
            // `workItemIDX: { reg: '$vgpr0' }` and the like.
            if let Some(inner) = value.strip_prefix('{').and_then(|v| v.trim_end().strip_suffix('}')) {
                for part in inner.split(',') {
                    if let Some((k, v)) = part.split_once(':')
                        && k.trim() == "reg"
                    {
                        reg(v.trim())?;
                    }
                }
            }
            Ok(())
        }
    }
}

/// The flow collections (`{ ... }`, `[ ... ]`) of a value the model keeps verbatim nest and
/// close, outside quoted scalars and comments, as llc-14's YAML reader demands.
fn check_flow_brackets(lines: &[&str], item: &HeaderItem) -> Result<()> {
    let mut open: Vec<(u8, usize, usize)> = Vec::new();
    let first = (item.line_idx, item.key.len() + 1, item.inline);
    let rest = item.cont.clone().filter_map(|k| lines.get(k).map(|l| (k, 0, *l)));
    for (k, offset, text) in std::iter::once(first).chain(rest) {
        let bytes = text.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            match b {
                b'#' if i == 0 || bytes[i - 1] == b' ' => break,
                b'\'' | b'"' if i == 0 || matches!(bytes[i - 1], b' ' | b'{' | b'[' | b',' | b':') => {
                    match bytes[i + 1..].iter().position(|&c| c == b) {
                        Some(len) => i += len + 1,
                        None => break,
                    }
                }
                b'{' | b'[' => open.push((b, k, offset + i)),
                b'}' | b']' => {
                    let want = if b == b'}' { b'{' } else { b'[' };
                    if open.pop().map(|o| o.0) != Some(want) {
                        return Err(err_at(k, offset + i, &text[i..i + 1], "a value whose `{ }` and `[ ]` nest"));
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    match open.last() {
        Some(&(b, k, col)) => {
            Err(err_at(k, col, &char::from(b).to_string(), &format!("`{}` closing this", if b == b'{' { '}' } else { ']' })))
        }
        None => Ok(()),
    }
}

/// Checks the value of a key the model does not hold where it is a scalar LLVM 14 checks: a
/// boolean, or an alignment (a decimal number, 0 or a power of two).
fn check_other_key(item: &HeaderItem) -> Result<()> {
    let value = item.inline.trim();
    match item.key {
        "exposesReturnsTwice" | "hasWinCFI" | "failsVerification" | "tracksDebugUserValues" => parse_bool(item, value).map(|_| ()),
        "alignment" => {
            let bad = |what: &str| err_at(item.line_idx, item.key.len() + 2, value, what);
            let word = yaml_scalar(strip_yaml_comment(value)).map_err(|_| bad("a number"))?;
            let n: u64 = word.parse().map_err(|_| bad("a decimal number"))?;
            if n != 0 && !n.is_power_of_two() {
                return Err(bad("an alignment that is 0 or a power of two"));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A quoted value the file's end cuts off (`savePoint: '` as the last bytes): llc-14's YAML
/// reader stops with "Expected quote at end of scalar". Quoted scalars may span lines in YAML,
/// so only the file's last line is checked.
fn unclosed_quote(value: &str) -> std::result::Result<(), &'static str> {
    match yaml_scalar(value) {
        Err(what) if value.starts_with(['\'', '"']) && what.starts_with("a closing") => Err(what),
        _ => Ok(()),
    }
}

/// A YAML scalar as MIR headers write them: plain (trimmed), single-quoted (`''` is a quote) or
/// double-quoted (`\"`, `\\` and `\t` escapes). A quoted scalar must end the value, and no
/// scalar may hold control characters other than tab: the printer writes one per line.
fn yaml_scalar(v: &str) -> std::result::Result<String, &'static str> {
    let v = v.trim();
    let out = match v.as_bytes().first() {
        Some(&q @ (b'\'' | b'"')) => {
            let q = char::from(q);
            let mut out = String::new();
            let mut chars = v[1..].chars();
            loop {
                match chars.next() {
                    None => return Err(if q == '\'' { "a closing `'`" } else { "a closing `\"`" }),
                    Some(c) if c == q => {
                        if q == '\'' && chars.as_str().starts_with('\'') {
                            chars.next();
                            out.push('\'');
                            continue;
                        }
                        if !chars.as_str().trim().is_empty() {
                            return Err("the end of the value after the closing quote");
                        }
                        break;
                    }
                    Some('\\') if q == '"' => match chars.next() {
                        Some(e @ ('"' | '\\')) => out.push(e),
                        Some('t') => out.push('\t'),
                        _ => return Err("an escape `\\\"`, `\\\\` or `\\t`"),
                    },
                    Some(c) => out.push(c),
                }
            }
            out
        }
        _ => v.to_string(),
    };
    if out.chars().any(|c| c.is_control() && c != '\t') {
        return Err("a value without control characters");
    }
    Ok(out)
}

/// The entries of a YAML sequence of mappings, flow (`- { id: 0, class: _ }`) or block style,
/// as (line index, column, key, value) lists.
type YamlEntry<'a> = Vec<(usize, usize, &'a str, String)>;

fn sequence_entries<'a>(lines: &[&'a str], item: &HeaderItem<'a>) -> Result<Vec<YamlEntry<'a>>> {
    let inline = item.inline.trim();
    if inline == "[]" {
        return Ok(Vec::new());
    }
    if !inline.is_empty() {
        return Err(err_at(item.line_idx, item.key.len() + 2, inline, "`[]` or a sequence on the following lines"));
    }
    let mut out: Vec<YamlEntry> = Vec::new();
    for idx in item.cont.clone() {
        let line = lines[idx];
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let (text, col) = if let Some(rest) = t.strip_prefix('-') {
            out.push(Vec::new());
            (rest.trim_start(), indent + 1 + (rest.len() - rest.trim_start().len()))
        } else {
            (t, indent)
        };
        let Some(entry) = out.last_mut() else {
            return Err(err_at(idx, indent, t, "`- ` starting a sequence entry"));
        };
        if let Some(inner) = text.strip_prefix('{') {
            let inner = inner.trim_end().strip_suffix('}').ok_or_else(|| err_at(idx, col, text, "`}` closing the mapping"))?;
            let mut offset = col + 1;
            for part in split_flow(inner) {
                let (k, v) = part.split_once(':').ok_or_else(|| err_at(idx, offset, part.trim(), "`key: value`"))?;
                let at = offset + (part.len() - part.trim_start().len());
                let value = yaml_scalar(v).map_err(|what| err_at(idx, at + k.len(), v.trim(), what))?;
                entry.push((idx, at, k.trim(), value));
                offset += part.len() + 1;
            }
        } else if !text.is_empty() {
            let (k, v) = text.split_once(':').ok_or_else(|| err_at(idx, col, text, "`key: value`"))?;
            let value = yaml_scalar(v).map_err(|what| err_at(idx, col + k.len() + 1, v.trim(), what))?;
            entry.push((idx, col, k.trim(), value));
        }
    }
    Ok(out)
}

/// Splits a flow mapping's inside at commas outside quotes.
fn split_flow(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, ',') => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(&s[start..]);
    }
    out
}

/// One `registers:` line as llc writes it, `  - { id: 7, class: sgpr, preferred-register: '' }`,
/// read without the general YAML path; `None` for anything else.
fn canonical_register_line(line: &str, state: &mut FnState) -> Option<(VReg, RegConstraint, Option<Symbol>)> {
    let rest = line.trim_ascii_start().strip_prefix("- { id: ")?.as_bytes();
    // At most seven digits: MAX_VREG_NUMBER has seven.
    let (n, digits) = short_decimal(rest, 0, 7)?;
    if n >= u64::from(MAX_VREG_NUMBER) {
        return None;
    }
    let n = n as u32;
    let rest = rest.get(digits..)?.strip_prefix(b", class: ")?;
    // `rest` is always the end of `line`: the ASCII names in it are taken from `line` there,
    // which spares checking their bytes as UTF-8 again.
    let name_at = line.len() - rest.len();
    let name_len = rest.iter().position(|&b| !(b.is_ascii_alphanumeric() || b == b'_')).unwrap_or(rest.len());
    let constraint = state.constraint(line.get(name_at..name_at + name_len)?)?;
    let rest = rest[name_len..].strip_prefix(b", preferred-register: '")?;
    // Nearly always empty.
    if rest == b"' }" {
        return Some((VReg(n), constraint, None));
    }
    let pref_at = line.len() - rest.len();
    let pref_len =
        rest.iter().position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'$' | b'%' | b'_' | b'.' | b'-'))).unwrap_or(rest.len());
    let (pref, tail) = rest.split_at(pref_len);
    if tail != b"' }".as_slice() {
        return None;
    }
    let preferred = match pref {
        [] => None,
        [b'$' | b'%', tail @ ..] if !tail.is_empty() && !tail.contains(&b'$') && !tail.contains(&b'%') => {
            Some(sym(line.get(pref_at..pref_at + pref_len)?))
        }
        _ => return None,
    };
    Some((VReg(n), constraint, preferred))
}

fn parse_registers(lines: &[&str], item: &HeaderItem, body_room: usize, state: &mut FnState) -> Result<()> {
    // Selected functions list tens of thousands of registers, all in llc's one-line form: read
    // those straight into the register table, and everything else through the YAML path (which
    // also reports errors). The table is empty before (llc writes `registers:` first), so a
    // line of another form, or a register listed twice (one that already exists), empties it
    // again for the YAML path. No list is collected first: at 24 bytes an entry, that was half
    // a megabyte of fresh memory.
    if item.inline.trim().is_empty() && state.vregs.is_empty() {
        state.vregs.reserve(item.cont.len().max(body_room));
        let read = lines[item.cont.clone()].iter().all(|l| match canonical_register_line(l, state) {
            Some((v, constraint, preferred)) => {
                let fresh = state.vregs.get(v.index()).is_none_or(|info| !info.exists);
                let info = state.info(v);
                info.constraint = constraint;
                info.set_preferred(preferred);
                state.mark_kinded(v);
                fresh
            }
            None => false,
        });
        if read && !state.vregs.is_empty() {
            return Ok(());
        }
        state.vregs.clear();
        state.kinded.clear();
    }
    // The registers listed so far (a set: the list can be 100,000 long).
    let mut listed = ahash::AHashSet::new();
    for entry in sequence_entries(lines, item)? {
        let mut id: Option<VReg> = None;
        let mut constraint = None;
        let mut preferred = None;
        for (idx, col, key, value) in &entry {
            match *key {
                "id" => {
                    let mut cur = Cursor::new(value, *idx as u32 + 1, *col as u32 + 5);
                    id = Some(if value.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
                        let v = state.vreg_ref(&mut cur)?;
                        cur.expect_end()?;
                        v
                    } else {
                        // The characters a `%name` in the body may have, so the name prints back.
                        let name = value.strip_prefix('%').unwrap_or(value);
                        if !name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'$')) {
                            return Err(err_at(*idx, *col + 4, value, "a virtual register number or name"));
                        }
                        state.named_vreg(&mut cur, name)?
                    });
                }
                "class" => {
                    constraint = Some(
                        RegConstraint::from_name(value).ok_or_else(|| err_at(*idx, *col + 7, value, &RegConstraint::expectation(value)))?,
                    )
                }
                // A register reference (`$vgpr1`, `%3`), as llc reads it.
                "preferred-register" if value.is_empty() => preferred = None,
                "preferred-register" => {
                    let ok = value.len() > 1
                        && value.starts_with(['$', '%'])
                        && value.bytes().skip(1).all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'));
                    if !ok {
                        return Err(err_at(*idx, *col + key.len() + 2, value, "a register such as `$vgpr1`, or nothing"));
                    }
                    preferred = Some(sym(value));
                }
                "flags" => {}
                _ => return Err(err_at(*idx, *col, key, "`id`, `class` or `preferred-register`")),
            }
        }
        let (idx, col) = entry.first().map_or((item.line_idx, 0), |e| (e.0, e.1));
        let id = id.ok_or_else(|| err_at(idx, col, "", "an `id:` in the register entry"))?;
        if !listed.insert(id) {
            return Err(err_at(idx, col, &format!("%{}", id.0), "each virtual register listed once"));
        }
        let info = state.info(id);
        info.constraint = constraint.unwrap_or_default();
        info.set_preferred(preferred);
        if constraint.is_some() {
            state.mark_kinded(id);
        }
    }
    Ok(())
}

fn parse_header_liveins(lines: &[&str], item: &HeaderItem, state: &mut FnState, out: &mut Vec<LiveIn>) -> Result<()> {
    for entry in sequence_entries(lines, item)? {
        let mut reg = None;
        let mut vreg = None;
        for (idx, col, key, value) in &entry {
            let mut cur = Cursor::new(value, *idx as u32 + 1, *col as u32 + key.len() as u32 + 3);
            match *key {
                "reg" => {
                    cur.expect_byte(b'$', "`$` starting a physical register")?;
                    reg = Some(cur.phys_reg()?);
                }
                "virtual-reg" if value.is_empty() => {}
                "virtual-reg" => {
                    cur.expect_byte(b'%', "`%` starting a virtual register")?;
                    let v = state.vreg_ref(&mut cur)?;
                    state.info(v);
                    vreg = Some(v);
                }
                _ => return Err(err_at(*idx, *col, key, "`reg` or `virtual-reg`")),
            }
        }
        let (idx, col) = entry.first().map_or((item.line_idx, 0), |e| (e.0, e.1));
        let reg = reg.ok_or_else(|| err_at(idx, col, "", "a `reg:` in the live-in entry"))?;
        out.push(LiveIn { reg, vreg });
    }
    Ok(())
}

/// Per-function parse state: virtual register records and named registers.
#[derive(Default)]
struct FnState {
    vregs: Vec<VRegInfo>,
    /// Records of named virtual registers (`%foo`), which carry numbers from `NAMED_BASE` up
    /// until `finish` gives them the numbers after the last numeric register.
    named_infos: Vec<VRegInfo>,
    named: HashMap<Symbol, VReg>,
    /// Opcodes and register constraints by spelling: a function names a few dozen of each
    /// thousands of times, and a hash lookup is cheaper than the tables' searches.
    opcodes: AHashMap<&'static str, Opcode>,
    /// In front of `opcodes`: the opcode last read for each of `RECENT_OPCODES` hashes of a
    /// spelling, with the spelling's [`opcode_key`]. Nearly every line's opcode is found here
    /// with two integer comparisons, cheaper than a hash-map lookup. Empty until the first
    /// opcode.
    recent_opcodes: Vec<RecentOpcode>,
    constraints: AHashMap<&'static str, RegConstraint>,
    /// Registers given a class or bank (`_` included) somewhere, in `registers:` or at an
    /// operand, by slot (named ones from `NAMED_BASE` in `named_kinded`): llc-14's MIR parser
    /// rejects a virtual register it cannot "determine the class/bank of", whatever its type.
    kinded: Vec<u64>,
    named_kinded: Vec<bool>,
    /// How the module is read.
    how: Reading,
}

const RECENT_OPCODES: usize = 64;

/// An entry of [`FnState::recent_opcodes`].
#[derive(Clone, Copy)]
struct RecentOpcode {
    key: (u64, u64),
    name: &'static str,
    op: Opcode,
}

/// Two words that, with its length, tell an opcode's spelling of up to 16 bytes from every
/// other: its first and last eight bytes (four for a shorter one; the bytes themselves for one
/// of three or fewer). Read as whole words, they compare in two instructions where comparing
/// the spellings called `bcmp` (the old cache, keyed by a hash of four bytes, spent 87
/// instructions a line).
#[inline]
fn opcode_key(name: &[u8]) -> (u64, u64) {
    if let (Some(h), Some(t)) = (name.first_chunk::<8>(), name.last_chunk::<8>()) {
        (u64::from_le_bytes(*h), u64::from_le_bytes(*t))
    } else if let (Some(h), Some(t)) = (name.first_chunk::<4>(), name.last_chunk::<4>()) {
        (u64::from(u32::from_le_bytes(*h)), u64::from(u32::from_le_bytes(*t)))
    } else {
        (name.iter().fold(0, |k, &b| k << 8 | u64::from(b)), 0)
    }
}

/// The slot of [`FnState::recent_opcodes`] for an [`opcode_key`] and length: a multiplicative
/// hash's top bits.
#[inline]
fn recent_opcode_slot(key: (u64, u64), len: usize) -> usize {
    let mixed = (key.0 ^ key.1.rotate_left(29) ^ len as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (mixed >> 58) as usize % RECENT_OPCODES
}

const NAMED_BASE: u32 = 1 << 30;

/// Virtual register numbers must be below this. The model indexes registers by number, so a
/// number costs memory up to it: without a bound, `%1000000000` in a ten-byte line would ask
/// for gigabytes. A million is far beyond any real function (llc numbers registers densely from
/// 0, one per value: a 20,000-instruction function has about 20,000) and bounds the table at
/// about 64 MB.
pub const MAX_VREG_NUMBER: u32 = 1 << 20;

impl FnState {
    #[inline]
    fn opcode(&mut self, name: &str) -> Option<Opcode> {
        self.opcode_in(name, 0, name.len())
    }

    /// The opcode spelled `line[start..end]`, read as bytes: slicing the `str` checked that both
    /// ends fall on character boundaries, which an opcode's ASCII run always does (about 11
    /// instructions a common line fewer: parse of the legalizer bench row 21.51M -> 21.28M).
    /// Only a spelling not seen lately is sliced.
    #[inline]
    fn opcode_in(&mut self, line: &str, start: usize, end: usize) -> Option<Opcode> {
        let name = line.as_bytes().get(start..end).unwrap_or_default();
        let key = opcode_key(name);
        let slot = recent_opcode_slot(key, name.len());
        if let Some(seen) = self.recent_opcodes.get(slot)
            && seen.key == key
            && seen.name.len() == name.len()
            && (name.len() <= 16 || seen.name.as_bytes() == name)
        {
            return Some(seen.op);
        }
        self.opcode_slow(line.get(start..end).unwrap_or(""), key, slot)
    }

    /// [`FnState::opcode`] for a spelling not in `recent_opcodes`; `None` for a name LLVM 14
    /// does not have (never cached: it ends the parse).
    #[inline(never)]
    fn opcode_slow(&mut self, name: &str, key: (u64, u64), slot: usize) -> Option<Opcode> {
        let (name, op) = match self.opcodes.get_key_value(name) {
            Some((&name, &op)) => (name, op),
            None => {
                let op = Opcode::from_name(name)?;
                // Keyed by the interned name, which lives as long as the program.
                let name = sym(name).as_str();
                self.opcodes.insert(name, op);
                (name, op)
            }
        };
        let entry = RecentOpcode { key, name, op };
        if self.recent_opcodes.is_empty() {
            // The filler matches only an empty spelling, which no caller asks for.
            self.recent_opcodes = vec![RecentOpcode { key: (0, 0), name: "", op }; RECENT_OPCODES];
        }
        if let Some(e) = self.recent_opcodes.get_mut(slot) {
            *e = entry;
        }
        Some(op)
    }

    fn constraint(&mut self, name: &str) -> Option<RegConstraint> {
        // The generic stages' spellings, on nearly every def, without hashing.
        match name {
            "_" => return Some(RegConstraint::None),
            "sgpr" => return Some(RegConstraint::Bank(super::Bank::Sgpr)),
            "vgpr" => return Some(RegConstraint::Bank(super::Bank::Vgpr)),
            "vcc" => return Some(RegConstraint::Bank(super::Bank::Vcc)),
            _ => {}
        }
        if let Some(&c) = self.constraints.get(name) {
            return Some(c);
        }
        let c = RegConstraint::from_name(name)?;
        self.constraints.insert(sym(name).as_str(), c);
        Some(c)
    }

    #[inline]
    fn info(&mut self, v: VReg) -> &mut VRegInfo {
        // Nearly always: a numbered register the table already holds.
        if v.0 < NAMED_BASE && v.index() < self.vregs.len() {
            let info = &mut self.vregs[v.index()];
            info.exists = true;
            return info;
        }
        self.grow_to(v)
    }

    /// [`FnState::info`] for a named register or one past the table.
    #[inline(never)]
    fn grow_to(&mut self, v: VReg) -> &mut VRegInfo {
        let info = if let Some(k) = v.0.checked_sub(NAMED_BASE) {
            let k = k as usize;
            if k >= self.named_infos.len() {
                self.named_infos.resize(k + 1, VRegInfo::default());
            }
            &mut self.named_infos[k]
        } else {
            let slot = v.index();
            if slot >= self.vregs.len() {
                // Registers come in increasing order, one at a time: growing the table a step
                // of entries ahead (within what `parse_body` reserved) rather than to each new
                // number keeps this off the profile. `finish` cuts the unused tail off. (It
                // grew by doubling, which wrote a third of a megabyte of entries past the last
                // register of a 20,000-instruction function: fresh memory, page-faulted in.)
                const STEP: usize = 1024;
                let ahead = (self.vregs.len() + STEP).min(self.vregs.capacity());
                self.vregs.resize((slot + 1).max(ahead), VRegInfo::default());
            }
            &mut self.vregs[slot]
        };
        info.exists = true;
        info
    }

    fn named_vreg(&mut self, cur: &mut Cursor, name: &str) -> Result<VReg> {
        if name.is_empty() {
            return Err(cur.error("a virtual register number or name"));
        }
        let key = sym(name);
        if let Some(&v) = self.named.get(&key) {
            return Ok(v);
        }
        let v = VReg(NAMED_BASE + self.named.len() as u32);
        self.named.insert(key, v);
        self.info(v).set_name(Some(key));
        Ok(v)
    }

    /// Parses the number or name after `%`. The caller records the register (`info`).
    fn vreg_ref(&mut self, cur: &mut Cursor) -> Result<VReg> {
        if cur.peek().is_some_and(|b| b.is_ascii_digit()) {
            // Nearly every operand: a short decimal number, read here in one loop. Anything
            // else (hexadecimal, too large) takes the general path and its errors.
            let start = cur.pos;
            if let Some((n, end)) = short_decimal(cur.s.as_bytes(), start, 7)
                && n < u64::from(MAX_VREG_NUMBER)
                && !matches!(cur.s.as_bytes().get(end), Some(b'x' | b'X'))
            {
                cur.pos = end;
                return Ok(VReg(n as u32));
            }
            let n = cur.unsigned()?;
            let n = u32::try_from(n)
                .ok()
                .filter(|&n| n < MAX_VREG_NUMBER)
                .ok_or_else(|| cur.error_from(start, &format!("a virtual register number below {MAX_VREG_NUMBER}")))?;
            Ok(VReg(n))
        } else {
            let name = cur.ident_with(ALNUM | UNDERSCORE | DASH | DOLLAR).to_string();
            self.named_vreg(cur, &name)
        }
    }

    /// Records a constraint or type given at an operand, which must agree with earlier ones.
    fn constrain(&mut self, cur: &Cursor, start: usize, v: VReg, c: Option<RegConstraint>, ty: Option<Llt>) -> Result<()> {
        let info = self.info(v);
        if let Some(c) = c
            && !class_fits(info.constraint, c)
        {
            let was = info.constraint;
            return Err(cur.error_from(start, &format!("the register's earlier class or bank `{was}`")));
        }
        if let Some(t) = ty
            && !type_fits(info.ty, t)
            && let Some(was) = info.ty
        {
            return Err(cur.error_from(start, &format!("the register's earlier type `{was}`")));
        }
        if let Some(c) = c {
            info.constraint = c;
        }
        if ty.is_some() {
            info.ty = ty;
        }
        if c.is_some() {
            self.mark_kinded(v);
        }
        Ok(())
    }

    /// Notes that `v` was given a class or bank (see [`FnState::kinded`]).
    #[inline]
    fn mark_kinded(&mut self, v: VReg) {
        if let Some(k) = v.0.checked_sub(NAMED_BASE) {
            let k = k as usize;
            if k >= self.named_kinded.len() {
                self.named_kinded.resize(k + 1, false);
            }
            self.named_kinded[k] = true;
        } else {
            let w = v.index() / 64;
            if w >= self.kinded.len() {
                self.kinded.resize(w + 1, 0);
            }
            self.kinded[w] |= 1 << (v.index() % 64);
        }
    }

    fn is_kinded(&self, v: VReg) -> bool {
        match v.0.checked_sub(NAMED_BASE) {
            Some(k) => self.named_kinded.get(k as usize).copied().unwrap_or(false),
            None => self.kinded.get(v.index() / 64).is_some_and(|w| w & (1 << (v.index() % 64)) != 0),
        }
    }

    /// llc-14's `Cannot determine class/bank of virtual register`: the first register of
    /// `f`'s body that nothing gave a class or bank, with the place of its first mention.
    fn check_kinded(&self, f: &Function) -> Result<()> {
        for inst in &f.insts {
            for op in &inst.operands {
                if let Some(Reg::Virt(v)) = op.as_reg().map(|r| r.reg)
                    && !self.is_kinded(v)
                {
                    return Err(Box::new(ParseError {
                        line: inst.loc.line.max(1),
                        col: inst.loc.col.max(1),
                        len: 1,
                        found: format!("`{}`, which no `registers:` entry or operand gives a class or bank", self.vreg_spelling(v)),
                        expected: "a class or bank (`:_` at least) for every virtual register".to_string(),
                    }));
                }
            }
        }
        Ok(())
    }

    fn vreg_spelling(&self, v: VReg) -> String {
        if v.0 >= NAMED_BASE
            && let Some((k, _)) = self.named.iter().find(|(_, w)| **w == v)
        {
            return format!("%{k}");
        }
        format!("%{}", v.0)
    }

    /// Moves the records into the function, giving named registers the numbers after the last
    /// numeric one.
    fn finish(mut self, f: &mut Function) {
        // The table is as long as the highest register mentioned, as if grown one at a time.
        let used = self.vregs.iter().rposition(|v| v.exists).map_or(0, |i| i + 1);
        self.vregs.truncate(used);
        let base = self.vregs.len() as u32;
        let has_named = !self.named_infos.is_empty();
        self.vregs.append(&mut self.named_infos);
        f.vregs = self.vregs;
        if has_named {
            let fix = |v: &mut VReg| {
                if v.0 >= NAMED_BASE {
                    v.0 = v.0 - NAMED_BASE + base;
                }
            };
            for inst in &mut f.insts {
                for op in &mut inst.operands {
                    if let Some(Reg::Virt(v)) = op.as_reg_mut().map(|r| &mut r.reg) {
                        fix(v);
                    }
                }
            }
            for l in &mut f.liveins {
                if let Some(v) = &mut l.vreg {
                    fix(v);
                }
            }
        }
    }
}

/// May an operand give a register the class or bank `c` when it has `was`? Only where it has
/// none yet (`_` after a class is an error; a class after `_` is not) or the same.
#[inline]
fn class_fits(was: RegConstraint, c: RegConstraint) -> bool {
    was == RegConstraint::None || was == c
}

/// May an operand give a register the type `t` when it has `was`? Only where it has none yet
/// or the same.
#[inline]
fn type_fits(was: Option<Llt>, t: Llt) -> bool {
    was.is_none_or(|w| w == t)
}

/// Strips a `;` comment that is outside quotes, returning the code and the comment text.
fn split_comment(line: &str) -> (&str, Option<&str>) {
    let bytes = line.as_bytes();
    // Most lines have no comment: one memchr decides.
    if memchr::memchr(b';', bytes).is_none() {
        return (line, None);
    }
    let mut quote: Option<u8> = None;
    for (i, &b) in bytes.iter().enumerate() {
        match (quote, b) {
            (None, b'"' | b'`') => quote = Some(b),
            (Some(q), c) if c == q => quote = None,
            (None, b';') => return (&line[..i], Some(&line[i + 1..])),
            _ => {}
        }
    }
    (line, None)
}

/// What a body line is, from its first word.
enum BodyLine<'a> {
    Blank,
    /// The cursor is after `bb.`; the line's comment, if any.
    Block(Cursor<'a>, Option<&'a str>),
    /// The cursor is after `successors:`.
    Successors(Cursor<'a>),
    /// The cursor is after `liveins:`.
    LiveIns(Cursor<'a>),
    Inst(Cursor<'a>),
}

/// `s.trim_ascii_start()`, quicker for the four spaces that indent every instruction line.
#[inline]
fn trim_indent(s: &str) -> &str {
    s.strip_prefix("    ").unwrap_or(s).trim_ascii_start()
}

fn body_line<'a>(lines: &[&'a str], idx: usize, any_comment: bool) -> BodyLine<'a> {
    let raw = lines[idx];
    let (code, comment) = if any_comment { split_comment(raw) } else { (raw, None) };
    // ASCII whitespace only, as pass 1 sees it: the two must agree on what a block is.
    let from_text = trim_indent(code);
    let t = from_text.trim_ascii_end();
    if t.is_empty() {
        return BodyLine::Blank;
    }
    let col = (code.len() - from_text.len()) as u32 + 1;
    let mut cur = Cursor::new(t, idx as u32 + 1, col);
    // Instruction lines start with `%`, `$` or an upper-case opcode or flag: one byte tells
    // them from the keywords.
    match t.as_bytes()[0] {
        b'b' if cur.eat("bb.") => BodyLine::Block(cur, comment),
        b's' if cur.eat("successors:") => BodyLine::Successors(cur),
        b'l' if cur.eat("liveins:") => BodyLine::LiveIns(cur),
        _ => BodyLine::Inst(cur),
    }
}

fn parse_body(text: &str, lines: &[&str], range: std::ops::Range<usize>, f: &mut Function, state: &mut FnState) -> Result<()> {
    // Pass 1: block headers, so branches may name blocks defined further down.
    let mut blocks: HashMap<u32, BlockId> = HashMap::new();
    // Where each block's header is, so that its instruction list is made once, at the size
    // that holds it (with the room the arena has): grown by doubling, each size was an
    // allocation of a size class of its own, which opened a fresh allocator page.
    let mut headers: Vec<usize> = Vec::new();
    for idx in range.clone() {
        let line = lines[idx];
        let t = trim_indent(line);
        // Only the number is read here, which comes before any comment.
        let Some(rest) = t.strip_prefix("bb.") else { continue };
        let col = line.len() - t.len();
        let mut cur = Cursor::new(rest, idx as u32 + 1, col as u32 + 4);
        let n = u32::try_from(cur.unsigned()?).map_err(|_| cur.error("a block number"))?;
        if blocks.insert(n, BlockId(blocks.len() as u32)).is_some() {
            return Err(err_at(idx, col, &format!("bb.{n}"), "a block number not used before"));
        }
        headers.push(idx);
    }
    let body_end = range.end;

    // Comments are rare in a body: one search over the body's text spares a search per line.
    let any_comment = span(text, &lines[range.clone()]).is_none_or(|body| memchr::memchr(b';', body.as_bytes()).is_some());
    // Pass 2: everything. An instruction per line at most, and about a register per
    // instruction: reserving that avoids moving the arena and the register table as they grow.
    let room = state.how.room(range.len().saturating_sub(blocks.len()));
    f.insts.reserve(room);
    state.vregs.reserve(room.saturating_sub(state.vregs.len()));
    let mut explicit_succs: Vec<bool> = Vec::new();
    for idx in range {
        let mut cur = match body_line(lines, idx, any_comment) {
            BodyLine::Blank => continue,
            BodyLine::Block(mut cur, comment) => {
                let mut block = parse_block_header(&mut cur, comment)?;
                let next = headers.get(f.blocks.len() + 1).copied().unwrap_or(body_end);
                block.insts.reserve_exact(state.how.room(next.saturating_sub(idx + 1)));
                f.blocks.push(block);
                explicit_succs.push(false);
                continue;
            }
            BodyLine::Successors(mut cur) | BodyLine::LiveIns(mut cur) | BodyLine::Inst(mut cur) if f.blocks.is_empty() => {
                // At the line's start, before any keyword.
                cur.pos = 0;
                return Err(cur.error("a block header `bb.N:` before the first instruction"));
            }
            // The arm above leaves a block to add to.
            BodyLine::Successors(mut cur) => {
                if let (Some(block), Some(explicit)) = (f.blocks.last_mut(), explicit_succs.last_mut()) {
                    parse_successors(&mut cur, &blocks, block)?;
                    *explicit = true;
                }
                continue;
            }
            BodyLine::LiveIns(mut cur) => {
                if let Some(block) = f.blocks.last_mut() {
                    parse_block_liveins(&mut cur, block)?;
                }
                continue;
            }
            BodyLine::Inst(cur) => cur,
        };
        // Built in its arena slot: an `Inst` is large, and moving it out of a returned
        // `Result` costs a copy per line. On an error the function is discarded anyway.
        let id = super::InstId(f.insts.len() as u32);
        if let Some(block) = f.blocks.last_mut() {
            block.insts.push(id);
        }
        f.insts.push(Inst::new(GenericOpcode::IMPLICIT_DEF));
        if let Some(inst) = f.insts.last_mut()
            && !(state.how.common_lines && common_line::parse_common_inst(&cur, state, &blocks, inst))
        {
            inst.operands.clear();
            inst.memops.clear();
            parse_inst(&mut cur, state, &blocks, None, inst)?;
        }
        if let Some(inst) = f.insts.last()
            && let Some(missing) = missing_implicit_operand(inst)
        {
            let code = inst.loc.col.saturating_sub(1) as usize + cur.s.split(" :: ").next().unwrap_or("").trim_end().len();
            return Err(Box::new(ParseError {
                line: inst.loc.line,
                col: code as u32 + 1,
                len: 1,
                found: "the end of the operands".to_string(),
                expected: format!(
                    "the implicit register operand `{missing}` that `{}` has (llc-14's MIR parser demands it)",
                    inst.opcode.name()
                ),
            }));
        }
    }
    infer_successors(f, &explicit_succs);
    Ok(())
}

fn parse_successors(cur: &mut Cursor, blocks: &HashMap<u32, BlockId>, block: &mut Block) -> Result<()> {
    cur.skip_ws();
    while !cur.at_end() {
        cur.expect("%bb.", "`%bb.N` naming a successor")?;
        let target = block_ref(cur, blocks)?;
        let prob = if cur.eat_byte(b'(') {
            let p = cur.unsigned()?;
            cur.expect_byte(b')', "`)` closing the probability")?;
            Some(u32::try_from(p).map_err(|_| cur.error("a probability below 2^32"))?)
        } else {
            None
        };
        block.successors.push(Successor { block: target, prob });
        cur.skip_ws();
        if !cur.eat_byte(b',') {
            break;
        }
        cur.skip_ws();
        if cur.at_end() {
            return Err(cur.error("a successor after `,`"));
        }
    }
    cur.expect_end()
}

fn parse_block_liveins(cur: &mut Cursor, block: &mut Block) -> Result<()> {
    cur.skip_ws();
    while !cur.at_end() {
        cur.expect_byte(b'$', "`$` starting a live-in register")?;
        let reg = cur.phys_reg()?;
        let mask = if cur.eat_byte(b':') { Some(cur.unsigned()?) } else { None };
        block.liveins.push((reg, mask));
        cur.skip_ws();
        if !cur.eat_byte(b',') {
            break;
        }
        cur.skip_ws();
        // llc-14 wants a register after every `,` here (unlike an operand list).
        if cur.at_end() {
            return Err(cur.error("a live-in register after `,`"));
        }
    }
    cur.expect_end()
}

/// The first implicit register operand of a modelled target instruction's description that
/// `inst` lacks, spelt as MIR writes it (`implicit $exec`, `implicit-def $scc`), as llc-14's
/// MIR parser checks them (`verifyImplicitOperands`): a register operand of the same register
/// and the same def-ness anywhere in the list satisfies it; variadic instructions and calls
/// are not checked, nor opcodes known by name only (their descriptions are not modelled).
fn missing_implicit_operand(inst: &Inst) -> Option<String> {
    use crate::target::instrs::InstrFlags;
    let desc = inst.opcode.target()?.desc();
    if desc.flags.contains(InstrFlags::VARIADIC) || desc.name.contains("CALL") || desc.name.contains("TCRETURN") {
        return None;
    }
    let has = |r: PhysReg, def: bool| {
        inst.operands.iter().any(|op| op.as_reg().is_some_and(|o| o.reg == Reg::Phys(r) && o.is_def() == def && o.subreg.is_none()))
    };
    // The one listed exception (DESIGN.md): llc-14 writes wave32 code with `$vcc_lo`/`$exec_lo`
    // where the instruction's description names `$vcc`/`$exec`, and cannot read that back; we
    // read llc-14's own gfx1030 output, so the wave32 half stands for the whole register.
    let has_half = |r: PhysReg, def: bool| {
        let half = match r.to_string().as_str() {
            "vcc" => "vcc_lo",
            "exec" => "exec_lo",
            _ => return false,
        };
        inst.operands.iter().any(|op| {
            op.as_reg().is_some_and(|o| matches!(o.reg, Reg::Phys(p) if p.to_string() == half) && o.is_def() == def && o.subreg.is_none())
        })
    };
    let defs = desc.implicit_defs.iter().map(|&r| (r, true));
    let uses = desc.implicit_uses.iter().map(|&r| (r, false));
    defs.chain(uses)
        .find(|&(r, def)| !has(r, def) && !has_half(r, def))
        .map(|(r, def)| format!("{} ${}", if def { "implicit-def" } else { "implicit" }, r))
}

/// Where a block lists no `successors:`, llc guesses them (see [`guess_successors`]).
fn infer_successors(f: &mut Function, explicit: &[bool]) {
    for b in 0..f.blocks.len() {
        if !explicit.get(b).copied().unwrap_or(true) {
            let guessed = guess_successors(f, BlockId(b as u32));
            f.blocks[b].successors = guessed.into_iter().map(|block| Successor { block, prob: None }).collect();
        }
    }
}

/// llc's guess at a block's successors when the text names none: every block a non-phi
/// instruction names, plus the next block unless the last instruction is a barrier (an
/// unconditional branch or a return).
pub(crate) fn guess_successors(f: &Function, b: BlockId) -> Vec<BlockId> {
    let block = f.block(b);
    let mut succs: Vec<BlockId> = Vec::new();
    for (_, inst) in f.block_insts(b) {
        if matches!(inst.opcode, Opcode::Generic(GenericOpcode::PHI | GenericOpcode::G_PHI)) {
            continue;
        }
        for t in inst.operands.iter().filter_map(Operand::as_block) {
            if !succs.contains(&t) {
                succs.push(t);
            }
        }
    }
    let falls_through = block.insts.last().is_none_or(|&i| !is_barrier(f.inst(i)));
    let next = BlockId(b.0 + 1);
    if falls_through && next.index() < f.blocks.len() && !succs.contains(&next) {
        succs.push(next);
    }
    succs
}

fn is_barrier(inst: &Inst) -> bool {
    match inst.opcode {
        Opcode::Generic(g) => matches!(g, GenericOpcode::G_BR | GenericOpcode::G_BRINDIRECT | GenericOpcode::G_BRJT),
        Opcode::Target(t) => t.desc().is_barrier(),
        Opcode::Unknown(name) => crate::target::instrs::is_barrier_name(name.as_str()),
    }
}

fn block_ref(cur: &mut Cursor, blocks: &HashMap<u32, BlockId>) -> Result<BlockId> {
    let start = cur.pos;
    let n = cur.unsigned()?;
    // `%bb.3.name`: the name is decoration.
    if cur.peek() == Some(b'.') && cur.peek_at(1).is_some_and(|b| b.is_ascii_alphabetic() || b == b'_' || b == b'"') {
        cur.pos += 1;
        if cur.peek() == Some(b'"') {
            cur.quoted(b'"')?;
        } else {
            cur.ident_with(NAME);
        }
    }
    u32::try_from(n)
        .ok()
        .and_then(|n| blocks.get(&n).copied())
        .ok_or_else(|| cur.error_from(start, "the number of a block in this function"))
}

fn is_name_byte(b: u8) -> bool {
    BYTE_CLASS[usize::from(b)] & NAME != 0
}

/// The decimal number of 1 to `max` digits (at most 19) at `bytes[at..]`, and where it ends;
/// `None` where there is no digit or more than `max`.
#[inline]
fn short_decimal(bytes: &[u8], at: usize, max: usize) -> Option<(u64, usize)> {
    let mut n = 0u64;
    let mut end = at;
    while let Some(d) = bytes.get(end).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        if end - at == max {
            return None;
        }
        n = n * 10 + u64::from(d);
        end += 1;
    }
    (end > at).then_some((n, end))
}

/// `s32` or `p1` at `bytes[at..]` (up to five digits, not followed by a letter or digit), and
/// where it ends; `None` for anything else.
#[inline]
fn scalar_or_pointer_at(bytes: &[u8], at: usize) -> Option<(Llt, usize)> {
    let kind = *bytes.get(at)?;
    let (n, end) = short_decimal(bytes, at + 1, 5)?;
    if bytes.get(end).is_some_and(u8::is_ascii_alphanumeric) {
        return None;
    }
    Some((sized_type(kind, u16::try_from(n).ok()?)?, end))
}

/// The type `sN` (N above 0) or `pN` for the letter `kind` and the number `n`.
#[inline]
fn sized_type(kind: u8, n: u16) -> Option<Llt> {
    match kind {
        b's' if n > 0 => Some(Llt::Scalar(n)),
        b'p' => Some(Llt::Pointer(n)),
        _ => None,
    }
}

// Byte classes for the scanners: every token is a run of bytes of some classes, and one table
// lookup per byte is cheaper than a chain of comparisons (names and numbers are most of a body).
const ALNUM: u8 = 1 << 0;
const DIGIT: u8 = 1 << 1;
const HEX: u8 = 1 << 2;
const UNDERSCORE: u8 = 1 << 3;
const DASH: u8 = 1 << 4;
const DOT: u8 = 1 << 5;
const DOLLAR: u8 = 1 << 6;
/// A space or a tab.
const SPACE: u8 = 1 << 7;
/// What a block, global or symbol name is made of.
const NAME: u8 = ALNUM | UNDERSCORE | DOT | DASH | DOLLAR;

static BYTE_CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let mut class = 0;
        if c.is_ascii_alphanumeric() {
            class |= ALNUM;
        }
        if c.is_ascii_digit() {
            class |= DIGIT;
        }
        if c.is_ascii_hexdigit() {
            class |= HEX;
        }
        class |= match c {
            b'_' => UNDERSCORE,
            b'-' => DASH,
            b'.' => DOT,
            b'$' => DOLLAR,
            b' ' | b'\t' => SPACE,
            _ => 0,
        };
        table[b] = class;
        b += 1;
    }
    table
};

fn parse_block_header(cur: &mut Cursor, comment: Option<&str>) -> Result<Block> {
    let loc = SourceLoc { line: cur.line, col: cur.col0.saturating_sub(3) };
    let number = u32::try_from(cur.unsigned()?).map_err(|_| cur.error("a block number"))?;
    let mut block = Block::new(number);
    block.loc = loc;
    if cur.eat_byte(b'.') {
        let name = if cur.peek() == Some(b'"') { cur.quoted(b'"')?.to_string() } else { cur.ident_with(NAME).to_string() };
        if name.is_empty() {
            return Err(cur.error("a block name after `.`"));
        }
        block.name = Some(sym(&name));
    }
    cur.skip_ws();
    if cur.eat_byte(b'(') {
        loop {
            cur.skip_ws();
            let start = cur.pos;
            cur.skip_balanced_until(|b| b == b',' || b == b')');
            let attr = cur.slice(start).trim();
            if attr.is_empty() {
                return Err(cur.error("a block attribute"));
            }
            block.attrs.push(sym(attr));
            if cur.eat_byte(b')') {
                break;
            }
            cur.expect_byte(b',', "`,` or `)` in the block attributes")?;
        }
        cur.skip_ws();
    }
    cur.expect_byte(b':', "`:` ending the block header")?;
    cur.skip_ws();
    if !cur.at_end() {
        return Err(cur.error("the end of the block header (instructions go on their own lines)"));
    }
    // Only unnamed blocks take their name from a comment: a named block's comment is a comment.
    if let (None, Some(c)) = (block.name, comment) {
        let c = c.trim();
        if !c.is_empty() && c.bytes().all(is_name_byte) {
            block.comment_name = Some(sym(c));
        }
    }
    Ok(block)
}

const REG_FLAG_WORDS: [(&str, RegFlags); 10] = [
    ("implicit-def", RegFlags::IMPLICIT.union(RegFlags::DEF)),
    ("implicit", RegFlags::IMPLICIT),
    ("def", RegFlags::DEF),
    ("dead", RegFlags::DEAD),
    ("killed", RegFlags::KILLED),
    ("undef", RegFlags::UNDEF),
    ("internal", RegFlags::INTERNAL),
    ("early-clobber", RegFlags::EARLY_CLOBBER),
    ("debug-use", RegFlags::DEBUG_USE),
    ("renamable", RegFlags::RENAMABLE),
];

/// Words that end the operand list and start the instruction's trailing items.
const TRAILING_WORDS: [&str; 8] = [
    "debug-location",
    "pre-instr-symbol",
    "post-instr-symbol",
    "heap-alloc-marker",
    "pcsections",
    "debug-instr-number",
    "cfi-type",
    "mmra",
];

/// Parses an instruction line into `inst` (a fresh `Inst`, whose opcode this sets).
fn parse_inst(
    cur: &mut Cursor,
    state: &mut FnState,
    blocks: &HashMap<u32, BlockId>,
    mut cols: Option<&mut Vec<u32>>,
    inst: &mut Inst,
) -> Result<()> {
    inst.loc = SourceLoc { line: cur.line, col: cur.col0 };
    if starts_register_operand(cur) {
        loop {
            cur.skip_ws();
            if let Some(c) = cols.as_deref_mut() {
                c.push(cur.col());
            }
            let start = cur.pos;
            parse_operand(cur, state, blocks, &mut inst.operands)?;
            let Some(r) = inst.operands.last_mut().and_then(Operand::as_reg_mut) else {
                return Err(cur.error_from(start, "a register to define"));
            };
            r.flags.insert(RegFlags::DEF);
            cur.skip_ws();
            if cur.eat_byte(b'=') {
                break;
            }
            cur.expect_byte(b',', "`,` or `=` after a defined register")?;
        }
    }
    cur.skip_ws();
    let mut flags = MiFlags::empty();
    let opcode_start;
    let name = loop {
        let start = cur.pos;
        let word = cur.ident_with(ALNUM | UNDERSCORE | DASH);
        if word.is_empty() {
            return Err(cur.error("an opcode"));
        }
        // Flags are lower case, opcodes upper case.
        if word.as_bytes()[0].is_ascii_lowercase()
            && let Some((f, _)) = MiFlags::NAMES.iter().find(|(_, n)| *n == word)
        {
            flags.insert(*f);
            cur.skip_ws();
            continue;
        }
        opcode_start = start;
        break word;
    };
    if !name.as_bytes()[0].is_ascii_alphabetic() || name.bytes().any(|b| b == b'-') {
        return Err(cur.error_from(opcode_start, "an opcode"));
    }
    inst.opcode = state.opcode(name).ok_or_else(|| cur.error_from(opcode_start, &unknown_opcode_expectation(name)))?;
    inst.flags = flags;

    cur.skip_ws();
    if cur.peek() == Some(b'{') {
        return Err(cur.error("an operand (instruction bundles are not supported before register allocation)"));
    }
    let mut first = true;
    loop {
        cur.skip_ws();
        if cur.at_end() || cur.rest().starts_with("::") {
            break;
        }
        if !first {
            cur.expect_byte(b',', "`,` between operands")?;
            cur.skip_ws();
            // llc-14's MIParser ends the operand list at a line end or `::` after a comma too.
            if cur.at_end() || cur.rest().starts_with("::") {
                break;
            }
        }
        first = false;
        // Trailing items start with a lower-case word; registers and numbers skip the search.
        if cur.peek().is_some_and(|b| b.is_ascii_lowercase()) && TRAILING_WORDS.contains(&cur.peek_word()) {
            let start = cur.pos;
            cur.skip_balanced_until(|b| b == b':');
            while cur.rest().starts_with(':') && !cur.rest().starts_with("::") {
                cur.pos += 1;
                cur.skip_balanced_until(|b| b == b':');
            }
            inst.trailing = Some(super::Trailing::new(cur.slice(start).trim_end()));
            break;
        }
        if let Some(c) = cols.as_deref_mut() {
            c.push(cur.col());
        }
        parse_operand(cur, state, blocks, &mut inst.operands)?;
    }
    cur.skip_ws();
    // `::` with nothing after it: llc-14 reads an instruction without memory operands.
    if cur.eat("::") && !cur.rest().trim().is_empty() {
        parse_memops(cur, inst)?;
    }
    cur.expect_end()
}

/// What an error at an opcode LLVM 14 does not have expects, naming the nearest one it has.
fn unknown_opcode_expectation(name: &str) -> String {
    match super::nearest_opcode_name(name) {
        Some(near) => format!("an opcode LLVM 14's AMDGPU target has (the nearest is `{near}`)"),
        None => "an opcode LLVM 14's AMDGPU target has".to_string(),
    }
}

/// The memory operands after an instruction's `::`, separated by commas.
fn parse_memops(cur: &mut Cursor, inst: &mut Inst) -> Result<()> {
    loop {
        cur.skip_ws();
        inst.push_memop(parse_memop(cur)?);
        cur.skip_ws();
        if !cur.eat_byte(b',') {
            return Ok(());
        }
    }
}

/// Does the line start with a register (possibly after register flags), i.e. with defs?
fn starts_register_operand(cur: &Cursor) -> bool {
    // Register flags are lower case and opcodes start upper case: most lines decide here.
    match cur.peek() {
        Some(b'%' | b'$') => return true,
        Some(b'A'..=b'Z') => return false,
        _ => {}
    }
    let mut probe = cur.clone();
    loop {
        probe.skip_ws();
        let word = probe.peek_word();
        if let Some((w, _)) = REG_FLAG_WORDS.iter().find(|(w, _)| *w == word) {
            probe.pos += w.len();
            continue;
        }
        return matches!(probe.peek(), Some(b'%' | b'$'));
    }
}

/// Parses one operand and appends it to `ops` (in place: an operand is returned through
/// nothing larger than a `Result<()>`).
fn parse_operand(cur: &mut Cursor, state: &mut FnState, blocks: &HashMap<u32, BlockId>, ops: &mut SmallVec<[Operand; 4]>) -> Result<()> {
    let mut flags = RegFlags::empty();
    // Flags are lower-case words: a register, number or other operand skips the search.
    while cur.peek().is_some_and(|b| b.is_ascii_lowercase()) {
        let word = cur.peek_word();
        match REG_FLAG_WORDS.iter().find(|(w, _)| *w == word) {
            Some((w, f)) if cur.peek_at(w.len()) == Some(b' ') => {
                cur.pos += w.len();
                flags.insert(*f);
                cur.skip_ws();
            }
            _ => break,
        }
    }
    let start = cur.pos;
    let reg = match cur.peek() {
        // `%12`, the commonest operand, first.
        Some(b'%') if cur.peek_at(1).is_some_and(|b| b.is_ascii_digit()) => {
            cur.pos += 1;
            Reg::Virt(state.vreg_ref(cur)?)
        }
        Some(b'%') => {
            let rest = cur.rest();
            if rest.starts_with("%bb.") {
                cur.pos += 4;
                let b = block_ref(cur, blocks)?;
                return no_flags(cur, start, flags, Operand::Block(b), ops);
            }
            if rest.starts_with("%subreg.") {
                cur.pos += 8;
                let name = cur.ident_with(ALNUM | UNDERSCORE);
                let sub = SubReg::from_name(name).ok_or_else(|| cur.error_from(start + 8, "a sub-register index such as `sub0`"))?;
                return no_flags(cur, start, flags, Operand::SubRegIndex(sub), ops);
            }
            if rest.starts_with("%ir")
                || rest.starts_with("%stack.")
                || rest.starts_with("%fixed-stack.")
                || rest.starts_with("%const.")
                || rest.starts_with("%jump-table.")
            {
                cur.skip_balanced_until(|b| b == b',');
                return no_flags(cur, start, flags, Operand::Other(sym(cur.slice(start).trim_end())), ops);
            }
            cur.pos += 1;
            Reg::Virt(state.vreg_ref(cur)?)
        }
        Some(b'$') => {
            cur.pos += 1;
            if cur.rest().starts_with("noreg") && !cur.peek_at(5).is_some_and(is_name_byte) {
                cur.pos += 5;
                Reg::NoReg
            } else if !cur.peek().is_some_and(is_name_byte) {
                // A `$` with no name: llc-14's register table maps the empty name to register
                // 0, so it reads `$noreg` (e.g. a line cut off after `implicit $`).
                Reg::NoReg
            } else {
                Reg::Phys(cur.phys_reg()?)
            }
        }
        Some(b'_') if !cur.peek_at(1).is_some_and(is_name_byte) => {
            cur.pos += 1;
            Reg::NoReg
        }
        _ if !flags.is_empty() => return Err(cur.error("a register after the register flags")),
        _ => {
            ops.push(parse_non_register(cur)?);
            return Ok(());
        }
    };
    let mut op = RegOperand { reg, subreg: None, flags, tied_def: None };
    if cur.peek() == Some(b'.') {
        cur.pos += 1;
        let s = cur.pos;
        let name = cur.ident_with(ALNUM | UNDERSCORE);
        op.subreg = Some(SubReg::from_name(name).ok_or_else(|| cur.error_from(s, "a sub-register index such as `sub0`"))?);
    }
    let mut constraint = None;
    if cur.peek() == Some(b':') && cur.peek_at(1) != Some(b':') {
        cur.pos += 1;
        let s = cur.pos;
        let name = cur.ident_with(ALNUM | UNDERSCORE);
        constraint = Some(state.constraint(name).ok_or_else(|| cur.error_from(s, &RegConstraint::expectation(name)))?);
    }
    let mut ty = None;
    while cur.peek() == Some(b'(') {
        cur.pos += 1;
        if cur.eat("tied-def") {
            cur.skip_ws();
            let n = cur.unsigned()?;
            op.tied_def = Some(u8::try_from(n).map_err(|_| cur.error("an operand index"))?);
        } else {
            ty = Some(cur.llt()?);
        }
        cur.expect_byte(b')', "`)`")?;
    }
    if let Reg::Virt(v) = reg {
        state.constrain(cur, start, v, constraint, ty)?;
    } else if constraint.is_some() || ty.is_some() {
        return Err(cur.error_from(start, "a virtual register (only virtual registers take a class or type)"));
    }
    ops.push(Operand::Reg(op));
    Ok(())
}

fn no_flags(cur: &Cursor, start: usize, flags: RegFlags, op: Operand, ops: &mut SmallVec<[Operand; 4]>) -> Result<()> {
    if !flags.is_empty() {
        return Err(cur.error_from(start, "a register after the register flags"));
    }
    ops.push(op);
    Ok(())
}

fn parse_non_register(cur: &mut Cursor) -> Result<Operand> {
    let start = cur.pos;
    let word = cur.peek_word();
    match word {
        "intpred" | "floatpred" => {
            cur.pos += word.len();
            cur.expect_byte(b'(', "`(`")?;
            let s = cur.pos;
            let name = cur.ident_with(ALNUM | UNDERSCORE);
            let p = if word == "intpred" { Predicate::int_from_name(name) } else { Predicate::float_from_name(name) };
            let p = p.ok_or_else(|| cur.error_from(s, &format!("a {word} name")))?;
            cur.expect_byte(b')', "`)`")?;
            return Ok(Operand::Pred(p));
        }
        "intrinsic" => {
            cur.pos += word.len();
            cur.expect_byte(b'(', "`(`")?;
            cur.expect_byte(b'@', "`@` starting an intrinsic name")?;
            let name = cur.ident_with(NAME);
            if name.is_empty() {
                return Err(cur.error("an intrinsic name"));
            }
            let name = sym(name);
            cur.expect_byte(b')', "`)`")?;
            return Ok(Operand::Intrinsic(name));
        }
        "half" | "bfloat" | "float" | "double" if cur.peek_at(word.len()) == Some(b' ') => {
            let kind = match word {
                "half" => FpKind::Half,
                "bfloat" => FpKind::BFloat,
                "float" => FpKind::Float,
                _ => FpKind::Double,
            };
            cur.pos += word.len();
            cur.skip_ws();
            let s = cur.pos;
            cur.skip_balanced_until(|b| b == b',' || b == b' ');
            let text = cur.slice(s);
            let bits = fp_bits(kind, text).ok_or_else(|| cur.error_from(s, &format!("a {word} constant")))?;
            return Ok(Operand::fp_imm(kind, bits));
        }
        _ => {}
    }
    if let Some(digits) = word.strip_prefix('i')
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && cur.peek_at(word.len()) == Some(b' ')
    {
        let bits: u16 = digits.parse().map_err(|_| cur.error("an integer type width"))?;
        cur.pos += word.len();
        cur.skip_ws();
        let s = cur.pos;
        let value = match cur.peek_word() {
            "true" => {
                cur.pos += 4;
                Some(-1)
            }
            "false" => {
                cur.pos += 5;
                Some(0)
            }
            _ => {
                let neg = cur.eat_byte(b'-');
                let digits = cur.ident_with(DIGIT);
                if digits.is_empty() {
                    return Err(cur.error_from(s, "an integer constant"));
                }
                match digits.parse::<i128>() {
                    Ok(v) => {
                        let v = if neg { -v } else { v };
                        i64::try_from(v).ok().or_else(|| (bits == 64).then_some(v as u64 as i64))
                    }
                    Err(_) => None,
                }
            }
        };
        return Ok(match value {
            Some(value) if bits <= 64 => Operand::cimm(bits, value),
            // Wider constants are kept as written.
            _ => Operand::Other(sym(cur.slice(start))),
        });
    }
    match cur.peek() {
        Some(b'-' | b'0'..=b'9') => {
            let neg = cur.eat_byte(b'-');
            let s = cur.pos;
            let digits = cur.ident_with(DIGIT);
            if digits.is_empty() {
                return Err(cur.error_from(start, "an operand"));
            }
            let v: i128 = digits.parse().map_err(|_| cur.error_from(s, "an integer immediate"))?;
            let v = if neg { -v } else { v };
            let v = i64::try_from(v)
                .or_else(|_| u64::try_from(v).map(|u| u as i64))
                .map_err(|_| cur.error_from(start, "an immediate that fits in 64 bits"))?;
            Ok(Operand::Imm(v))
        }
        Some(b'@') => {
            cur.pos += 1;
            let name = if cur.peek() == Some(b'"') { cur.quoted(b'"')?.to_string() } else { cur.ident_with(NAME).to_string() };
            if name.is_empty() {
                return Err(cur.error("a global name"));
            }
            let mut probe = cur.clone();
            probe.skip_ws();
            let mut offset = 0;
            if let Some(sign @ (b'+' | b'-')) = probe.peek() {
                probe.pos += 1;
                probe.skip_ws();
                let n = probe.unsigned()?;
                let n = i64::try_from(n).map_err(|_| probe.error("an offset that fits in 64 bits"))?;
                offset = if sign == b'-' { -n } else { n };
                *cur = probe;
            }
            Ok(Operand::global(sym(&name), offset))
        }
        None => Err(cur.error("an operand")),
        Some(_) => {
            // A bare word is no operand to llc-14 unless it names a register mask (`csr_*`) or
            // opens an operand form (`blockaddress(`, `target-index(`, ...): llc-14 reports a cut
            // `implicit` or a misspelt keyword here.
            let word_end = cur.end_of_run(cur.pos, ALNUM | UNDERSCORE | DASH);
            let word = cur.s.get(cur.pos..word_end).unwrap_or("");
            if !word.is_empty()
                && word.as_bytes()[0].is_ascii_alphabetic()
                && !word.starts_with("csr_")
                && !matches!(cur.s.as_bytes().get(word_end), Some(b'(' | b'.' | b'<'))
            {
                let at = cur.pos;
                cur.pos = word_end;
                return Err(cur.error_from(at, "a machine operand (a register, an immediate, a block, a global, ...)"));
            }
            cur.skip_balanced_until(|b| b == b',');
            let text = cur.slice(start).trim_end();
            if text.is_empty() || text.starts_with(':') {
                cur.pos = start;
                return Err(cur.error("an operand"));
            }
            // An operand form cut off before its `)` (`shufflemask(0, 1, 2` at a line's end):
            // llc-14 says "shufflemask should be terminated by ')'".
            if let Err((_, expected)) = super::ir::check_value_brackets(text) {
                return Err(cur.error(&expected));
            }
            Ok(Operand::Other(sym(text)))
        }
    }
}

/// The IEEE bits of an FP literal as LLVM writes it: decimal (`1.0`, `1.000000e+00`), a 64-bit
/// double hex pattern (`0x3FF0000000000000`, also for `float`), or `0xH`/`0xR` 16-bit patterns.
fn fp_bits(kind: FpKind, text: &str) -> Option<u64> {
    let hex = |s: &str| u64::from_str_radix(s, 16).ok();
    match kind {
        FpKind::Half => text.strip_prefix("0xH").and_then(hex).filter(|&b| b <= 0xFFFF),
        FpKind::BFloat => text.strip_prefix("0xR").and_then(hex).filter(|&b| b <= 0xFFFF),
        FpKind::Float | FpKind::Double => {
            let value = if let Some(h) = text.strip_prefix("0x") {
                if h.len() != 16 {
                    return None;
                }
                f64::from_bits(hex(h)?)
            } else {
                if !text.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-')) {
                    return None;
                }
                text.parse::<f64>().ok()?
            };
            if kind == FpKind::Double {
                Some(value.to_bits())
            } else {
                let single = value as f32;
                // Only values a float holds exactly (NaNs keep their payload's top bits).
                if value.is_nan() {
                    let b = value.to_bits();
                    let payload = ((b >> 29) & 0x7F_FFFF) as u32;
                    Some(u64::from(((b >> 32) as u32 & 0x8000_0000) | 0x7F80_0000 | payload))
                } else if f64::from(single) == value {
                    Some(u64::from(single.to_bits()))
                } else {
                    None
                }
            }
        }
    }
}

fn parse_memop(cur: &mut Cursor) -> Result<MemOperand> {
    cur.expect_byte(b'(', "`(` starting a memory operand")?;
    let mut flags = SmallVec::new();
    let mut ordering = SmallVec::new();
    let mut access = None;
    loop {
        cur.skip_ws();
        if cur.peek() == Some(b'"') {
            let s = cur.pos;
            cur.quoted(b'"')?;
            flags.push(sym(cur.slice(s)));
            continue;
        }
        let s = cur.pos;
        let word = cur.peek_word();
        match word {
            "volatile" | "non-temporal" | "dereferenceable" | "invariant" => {
                cur.pos += word.len();
                flags.push(sym(word));
            }
            "load" | "store" => {
                cur.pos += word.len();
                access = Some(match (access, word) {
                    (Some(MemAccess::Load), "store") => MemAccess::LoadStore,
                    (_, "load") => MemAccess::Load,
                    _ => MemAccess::Store,
                });
            }
            "syncscope" => {
                cur.pos += word.len();
                cur.expect_byte(b'(', "`(`")?;
                cur.quoted(b'"')?;
                cur.expect_byte(b')', "`)`")?;
                ordering.push(sym(cur.slice(s)));
            }
            "unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst" => {
                cur.pos += word.len();
                ordering.push(sym(word));
            }
            _ => break,
        }
    }
    let access = access.ok_or_else(|| cur.error("`load` or `store` in the memory operand"))?;
    cur.skip_ws();
    let size = if cur.eat_byte(b'(') {
        let t = cur.llt()?;
        cur.expect_byte(b')', "`)`")?;
        MemSize::Type(t)
    } else if cur.eat("unknown-size") {
        MemSize::Unknown
    } else if cur.peek().is_some_and(|b| b.is_ascii_digit()) {
        MemSize::Bytes(cur.unsigned()?)
    } else {
        return Err(cur.error("the access size, `(s32)`"));
    };
    let mut m = MemOperand::new(access, size, 0);
    m.flags = flags;
    m.ordering = ordering;
    cur.skip_ws();
    let word = cur.peek_word();
    if matches!(word, "from" | "into" | "on") {
        cur.pos += word.len();
        cur.skip_ws();
        let s = cur.pos;
        if cur.peek() == Some(b'`') {
            let inner = cur.quoted(b'`')?;
            if let Err((at, expected)) = super::ir::check_value_brackets(inner) {
                let end = cur.pos;
                cur.pos = s + 1 + at;
                let e = cur.error(&expected);
                cur.pos = end;
                return Err(e);
            }
        } else if cur.eat("custom") {
            cur.skip_ws();
            cur.quoted(b'"')?;
        } else {
            cur.skip_balanced_until(|b| b == b',' || b == b')' || b == b' ');
            // `call-entry @f` and friends are two words.
            if matches!(cur.slice(s), "call-entry") {
                cur.skip_ws();
                cur.skip_balanced_until(|b| b == b',' || b == b')' || b == b' ');
            }
        }
        let value = cur.slice(s);
        if value.is_empty() {
            return Err(cur.error("what the memory operand accesses"));
        }
        m.value = Some(sym(value));
        cur.skip_ws();
        if let Some(sign @ (b'+' | b'-')) = cur.peek() {
            cur.pos += 1;
            cur.skip_ws();
            let n = i64::try_from(cur.unsigned()?).map_err(|_| cur.error("an offset that fits in 64 bits"))?;
            m.offset = if sign == b'-' { -n } else { n };
        }
    }
    loop {
        cur.skip_ws();
        if cur.eat_byte(b')') {
            break;
        }
        cur.expect_byte(b',', "`,` or `)` in the memory operand")?;
        cur.skip_ws();
        let word = cur.peek_word();
        match word {
            "align" | "basealign" | "addrspace" => {
                cur.pos += word.len();
                cur.skip_ws();
                let n = cur.unsigned()?;
                match word {
                    "align" => m.align = Some(n),
                    "basealign" => m.base_align = Some(n),
                    _ => m.addrspace = u32::try_from(n).map_err(|_| cur.error("an address space"))?,
                }
            }
            _ if cur.peek() == Some(b'!') => {
                let s = cur.pos;
                cur.skip_balanced_until(|b| b == b',' || b == b')');
                m.metadata.push(sym(cur.slice(s).trim_end()));
            }
            _ => return Err(cur.error("`align`, `basealign`, `addrspace` or `!metadata`")),
        }
    }
    Ok(m)
}

/// A byte cursor over one line, which knows where it is in the file.
#[derive(Clone)]
struct Cursor<'a> {
    s: &'a str,
    pos: usize,
    line: u32,
    /// 1-based column of `s[0]`.
    col0: u32,
}

impl<'a> Cursor<'a> {
    fn new(s: &'a str, line: u32, col0: u32) -> Cursor<'a> {
        Cursor { s, pos: 0, line, col0 }
    }

    fn rest(&self) -> &'a str {
        self.s.get(self.pos..).unwrap_or("")
    }

    fn slice(&self, start: usize) -> &'a str {
        self.s.get(start..self.pos).unwrap_or("")
    }

    fn col(&self) -> u32 {
        self.col0 + self.s.get(..self.pos).map_or(0, |p| p.chars().count() as u32)
    }

    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.s.as_bytes().get(self.pos + k).copied()
    }

    fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    fn skip_ws(&mut self) {
        self.pos = self.end_of_run(self.pos, SPACE);
    }

    /// `end_of_run(from, ALNUM | UNDERSCORE)`, the end of a word such as an opcode: sixteen
    /// bytes are classified at once (as `split_lines` finds newlines), and only a word that
    /// fills them goes on byte by byte. Byte by byte, the common-line reader's opcode took about
    /// 50 instructions; this way the legalizer bench row runs 0.38M instructions fewer.
    fn end_of_word(&self, from: usize) -> usize {
        let Some(chunk) = self.s.as_bytes().get(from..).and_then(|rest| rest.first_chunk::<16>()) else {
            return self.end_of_run(from, ALNUM | UNDERSCORE);
        };
        let bytes = u8x16::new(*chunk);
        let within = |v: u8x16, lo: u8, hi: u8| v.max(u8x16::splat(lo)).simd_eq(v) & v.min(u8x16::splat(hi)).simd_eq(v);
        // Setting bit 5 folds upper-case letters onto lower-case ones and nothing else onto them.
        let word = within(bytes | u8x16::splat(0x20), b'a', b'z') | within(bytes, b'0', b'9') | bytes.simd_eq(u8x16::splat(b'_'));
        match word.to_bitmask().trailing_ones() {
            16 => self.end_of_run(from + 16, ALNUM | UNDERSCORE),
            n => from + n as usize,
        }
    }

    /// The end of the run of bytes in any of the `classes` that starts at `from`.
    fn end_of_run(&self, from: usize, classes: u8) -> usize {
        let bytes = self.s.as_bytes();
        let mut end = from;
        while end < bytes.len() && BYTE_CLASS[usize::from(bytes[end])] & classes != 0 {
            end += 1;
        }
        end
    }

    /// Over the bytes: `rest()` checks that the cursor is at a character boundary first, and an
    /// ASCII `lit` (every caller's) cannot match from the middle of a character anyway. A few
    /// `eat`s a line: parse of the legalizer bench row 22.45M -> 21.86M instructions.
    #[inline]
    fn eat(&mut self, lit: &str) -> bool {
        if self.s.as_bytes().get(self.pos..).is_some_and(|rest| rest.starts_with(lit.as_bytes())) {
            self.pos += lit.len();
            true
        } else {
            false
        }
    }

    fn eat_byte(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, lit: &str, what: &str) -> Result<()> {
        if self.eat(lit) { Ok(()) } else { Err(self.error(what)) }
    }

    fn expect_byte(&mut self, b: u8, what: &str) -> Result<()> {
        if self.eat_byte(b) { Ok(()) } else { Err(self.error(what)) }
    }

    fn expect_end(&mut self) -> Result<()> {
        self.skip_ws();
        if self.at_end() { Ok(()) } else { Err(self.error("the end of the line")) }
    }

    /// The identifier-like word at the cursor (letters, digits, `_`, `-`, `.`), not consumed.
    fn peek_word(&self) -> &'a str {
        let end = self.end_of_run(self.pos, ALNUM | UNDERSCORE | DASH | DOT);
        self.s.get(self.pos..end).unwrap_or("")
    }

    /// Consumes the run of bytes in any of the `classes` at the cursor.
    fn ident_with(&mut self, classes: u8) -> &'a str {
        let start = self.pos;
        self.pos = self.end_of_run(start, classes);
        self.slice(start)
    }

    fn unsigned(&mut self) -> Result<u64> {
        let start = self.pos;
        let bytes = self.s.as_bytes();
        if bytes.get(start) == Some(&b'0') && matches!(bytes.get(start + 1), Some(b'x' | b'X')) {
            self.pos += 2;
            let digits = self.ident_with(HEX);
            return u64::from_str_radix(digits, 16).map_err(|_| self.error_from(start, "a hexadecimal number"));
        }
        // Numbers are on every operand: one pass over the digits, overflow checked once at 20.
        let mut end = start;
        let mut value = 0u64;
        while let Some(d) = bytes.get(end).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
            value = value.wrapping_mul(10).wrapping_add(u64::from(d));
            end += 1;
        }
        let digits = end - start;
        if digits == 0 {
            return Err(self.error("a number"));
        }
        self.pos = end;
        if digits < 20 {
            return Ok(value);
        }
        bytes[start..end]
            .iter()
            .try_fold(0u64, |v, &d| v.checked_mul(10)?.checked_add(u64::from(d - b'0')))
            .ok_or_else(|| self.error_from(start, "a number that fits in 64 bits"))
    }

    /// A quoted string starting at the cursor; returns its inside.
    fn quoted(&mut self, q: u8) -> Result<&'a str> {
        let start = self.pos;
        self.expect_byte(q, "a quoted string")?;
        let inner = self.pos;
        while let Some(b) = self.peek() {
            if b == b'\\' {
                self.pos += 2;
                continue;
            }
            self.pos += 1;
            if b == q {
                return Ok(self.s.get(inner..self.pos - 1).unwrap_or(""));
            }
        }
        self.pos = start;
        Err(self.error("a closing quote"))
    }

    /// Advances to the first byte accepted by `stop` that is outside brackets and quotes.
    fn skip_balanced_until(&mut self, stop: impl Fn(u8) -> bool) {
        let mut depth = 0u32;
        while let Some(b) = self.peek() {
            match b {
                b'"' | b'`' => {
                    if self.quoted(b).is_err() {
                        self.pos = self.s.len();
                    }
                    continue;
                }
                b'(' | b'<' | b'[' | b'{' => depth += 1,
                b')' | b'>' | b']' | b'}' if depth > 0 => depth -= 1,
                _ if depth == 0 && stop(b) => return,
                _ => {}
            }
            self.pos += 1;
        }
    }

    fn phys_reg(&mut self) -> Result<PhysReg> {
        let start = self.pos;
        let name = self.ident_with(ALNUM | UNDERSCORE);
        PhysReg::from_name(name).ok_or_else(|| self.error_from(start, &PhysReg::expectation(name)))
    }

    fn llt(&mut self) -> Result<Llt> {
        let start = self.pos;
        if let Some(t) = self.scalar_or_pointer() {
            return Ok(t);
        }
        if self.peek() == Some(b'<') {
            while let Some(b) = self.peek() {
                self.pos += 1;
                if b == b'>' {
                    break;
                }
            }
        } else {
            self.ident_with(ALNUM);
        }
        Llt::parse(self.slice(start)).ok_or_else(|| self.error_from(start, "a type such as `s32`, `p1` or `<2 x s16>`"))
    }

    /// `s32` or `p1` (see [`scalar_or_pointer_at`]), most types by far, without the general
    /// parser; `None`, moving nothing, for anything else.
    #[inline]
    fn scalar_or_pointer(&mut self) -> Option<Llt> {
        let (t, end) = scalar_or_pointer_at(self.s.as_bytes(), self.pos)?;
        self.pos = end;
        Some(t)
    }

    fn error(&self, expected: &str) -> Box<ParseError> {
        let rest = self.rest();
        let token: &str = if rest.is_empty() {
            ""
        } else {
            let n = rest
                .char_indices()
                .find(|&(i, c)| i > 0 && (c.is_whitespace() || matches!(c, ',' | '(' | ')' | ':' | '=')))
                .map_or(rest.len(), |(i, _)| i);
            &rest[..n]
        };
        Box::new(ParseError {
            line: self.line,
            col: self.col(),
            len: token.chars().count().max(1) as u32,
            found: describe(token),
            expected: expected.to_string(),
        })
    }

    fn error_from(&self, start: usize, expected: &str) -> Box<ParseError> {
        let found = self.s.get(start..self.pos.max(start + 1).min(self.s.len())).unwrap_or("");
        let col = self.col0 + self.s.get(..start).map_or(0, |p| p.chars().count() as u32);
        Box::new(ParseError {
            line: self.line,
            col,
            len: found.chars().count().max(1) as u32,
            found: describe(found),
            expected: expected.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(b: &str) -> String {
        format!("---\nname: f\nbody: |\n{}\n...\n", b.lines().map(|l| format!("  {l}")).collect::<Vec<_>>().join("\n"))
    }

    #[test]
    fn parses_generic_instructions_with_types_and_banks() {
        let m = parse(&body("bb.0:\n  liveins: $sgpr0, $vgpr0\n  %0:sgpr(s32) = COPY $sgpr0\n  %1:vgpr(s32) = COPY $vgpr0\n  %2:vgpr(s32) = G_ADD %0, %1\n  %3:vcc(s1) = G_ICMP intpred(sgt), %2(s32), %1")).unwrap();
        let f = &m.functions[0];
        assert_eq!(f.vreg_type(VReg(2)), Some(Llt::S32));
        assert_eq!(f.vreg(VReg(3)).constraint, RegConstraint::Bank(super::super::Bank::Vcc));
        let (_, icmp) = f.block_insts(f.entry()).last().unwrap();
        assert_eq!(icmp.operands[1], Operand::Pred(Predicate::int_from_name("sgt").unwrap()));
        assert_eq!(f.blocks[0].liveins.len(), 2);
    }

    #[test]
    fn errors_point_at_the_token() {
        let e = parse(&body("bb.0:\n  %0:_(s32) = G_ADD %1, %2(q32)")).unwrap_err();
        assert_eq!((e.line, e.col), (5, 30));
        assert!(e.expected.contains("type"), "{e}");
        let e = parse(&body("bb.0:\n  %0:nosuchclass = COPY $sgpr0")).unwrap_err();
        assert_eq!((e.line, e.col), (5, 8));
        assert_eq!(e.found, "`nosuchclass`");
        let e = parse(&body("bb.0:\n  G_BR %bb.7")).unwrap_err();
        assert!(e.expected.contains("block"), "{e}");
    }

    #[test]
    fn conflicting_types_are_errors() {
        let e = parse(&body("bb.0:\n  %0:_(s32) = G_IMPLICIT_DEF\n  %1:_(s64) = G_ANYEXT %0(s16)")).unwrap_err();
        assert!(e.expected.contains("earlier type `s32`"), "{e}");
    }

    #[test]
    fn successors_are_inferred_like_llc() {
        let m = parse(&body("bb.0:\n  G_BRCOND %0:_(s1), %bb.2\nbb.1:\n  G_BR %bb.2\nbb.2:\n  S_ENDPGM 0")).unwrap();
        let f = &m.functions[0];
        let succ = |b: u32| f.successors(BlockId(b)).map(|s| s.0).collect::<Vec<_>>();
        assert_eq!(succ(0), [2, 1]);
        assert_eq!(succ(1), [2]);
        assert_eq!(succ(2), Vec::<u32>::new());
    }

    #[test]
    fn memory_operands() {
        let m = parse(&body("bb.0:\n  %1:_(s32) = G_LOAD %0:_(p1) :: (volatile dereferenceable load (s32) from `float addrspace(1)* poison` + 8, align 4, !tbaa !3, addrspace 1)")).unwrap();
        let f = &m.functions[0];
        let mem = &f.insts[0].memops[0];
        assert_eq!(mem.access, MemAccess::Load);
        assert_eq!(mem.size, MemSize::Type(Llt::S32));
        assert_eq!(mem.value.map(|v| v.as_str().to_string()).as_deref(), Some("`float addrspace(1)* poison`"));
        assert_eq!((mem.offset, mem.align, mem.addrspace), (8, Some(4), 1));
        assert_eq!(mem.flags.len(), 2);
        assert_eq!(mem.metadata.len(), 1);
    }

    /// Parses, prints, re-parses: the two parses must agree.
    fn round_trips(text: &str) -> Module {
        let m = parse(text).unwrap_or_else(|e| panic!("{e} at {}:{}", e.line, e.col));
        let printed = m.to_string();
        let again = parse(&printed).unwrap_or_else(|e| panic!("print does not parse: {e} at {}:{}\n{printed}", e.line, e.col));
        assert_eq!(again, m, "{printed}");
        m
    }

    // Regression tests for bugs the mutation test (`mir-tests/tests/mutants.rs`) found.

    #[test]
    fn huge_vreg_numbers_are_errors_not_allocations() {
        // Each used to size the register table by the number: gigabytes, then an abort.
        let e = parse(&body("bb.0:\n  %1073741823:_(s32) = G_IMPLICIT_DEF")).unwrap_err();
        assert!(e.expected.contains("below 1048576"), "{e}");
        let e = parse("---\nname: f\nregisters:\n  - { id: 1073741824, class: _ }\n...\n").unwrap_err();
        assert!(e.expected.contains("below 1048576"), "{e}");
        let m = round_trips(&body("bb.0:\n  %1048575:_(s32) = G_IMPLICIT_DEF"));
        assert_eq!(m.functions[0].vregs.len(), 1 << 20);
    }

    #[test]
    fn register_ids_are_numbers_or_printable_names() {
        let e = parse("---\nname: f\nregisters:\n  - { id: 12abc, class: _ }\n...\n").unwrap_err();
        assert_eq!(e.found, "`abc`");
        let e = parse("---\nname: f\nregisters:\n  - { id: '%a b', class: _ }\n...\n").unwrap_err();
        assert!(e.expected.contains("virtual register"), "{e}");
    }

    #[test]
    fn preferred_register_is_a_register_or_nothing() {
        // `'' G_LOAD` used to be kept as text, printed as `''' G_LOAD'` and re-read as `' G_LOAD`.
        let reg = |v: &str| format!("---\nname: f\nregisters:\n  - {{ id: 0, class: _, preferred-register: {v} }}\n...\n");
        for bad in ["'' G_LOAD", "', ", "'(store (s32))", "nsw ''", "'$'"] {
            assert!(parse(&reg(bad)).is_err(), "{bad}");
        }
        let m = round_trips(&reg("'$vgpr1'"));
        assert_eq!(m.functions[0].vregs[0].preferred(), Some(sym("$vgpr1")));
        assert_eq!(round_trips(&reg("''")).functions[0].vregs[0].preferred(), None);
    }

    #[test]
    fn yaml_scalars_are_read_as_yaml_quotes_them() {
        assert_eq!(yaml_scalar("'it''s'"), Ok("it's".to_string()));
        assert_eq!(yaml_scalar(r#""a\"b""#), Ok("a\"b".to_string()));
        assert_eq!(yaml_scalar("  plain text "), Ok("plain text".to_string()));
        assert!(yaml_scalar("'open").is_err());
        assert!(yaml_scalar("'closed' junk").is_err());
        assert!(yaml_scalar("'bell\u{7}'").is_err());
        let m = round_trips("---\nname: 'odd ''name'''\n...\n");
        assert_eq!(m.functions[0].name.as_str(), "odd 'name'");
    }

    #[test]
    fn a_named_blocks_comment_is_only_a_comment() {
        // The comment used to become the block's comment name, which the printer drops for
        // named blocks, so the re-parse differed.
        let m = round_trips(&body("bb.0.entry:  ; note\n  S_ENDPGM 0\nbb.1:  ; UnifiedReturnBlock\n  S_ENDPGM 0"));
        let f = &m.functions[0];
        assert_eq!(f.blocks[0].comment_name, None);
        assert_eq!(f.blocks[1].comment_name, Some(sym("UnifiedReturnBlock")));
    }

    #[test]
    fn ir_blocks_keep_no_trailing_blank_lines() {
        // An empty IR block at the end of the file read as "" and printed back as "\n".
        for text in ["--- |", "--- |\n\n\n...\n", "--- |\n  define void @f() {\n    ret void\n  }\n\n\n...\n"] {
            round_trips(text);
        }
    }

    #[test]
    fn an_empty_document_error_points_into_the_input() {
        // The missing `name:` of a document with no lines was reported on the line after the end.
        for text in ["---", "--- |\n...\n---", "---\n"] {
            let e = parse(text).unwrap_err();
            assert!(e.line as usize <= text.split('\n').count(), "{text:?}: line {}", e.line);
        }
    }

    /// `end_of_word` ends a word where `end_of_run` with its classes does, for every byte
    /// value ending it at every position, within the sixteen bytes classified at once and past
    /// them.
    #[test]
    fn end_of_word_ends_where_end_of_run_does() {
        for len in 0..40 {
            for stop in 0..=255u8 {
                let mut bytes: Vec<u8> = (0..len).map(|i| b"aZ_09zA9"[i % 8]).collect();
                bytes.push(stop);
                bytes.extend_from_slice(b" tail of the line");
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let cur = Cursor::new(&text, 1, 1);
                assert_eq!(cur.end_of_word(0), cur.end_of_run(0, ALNUM | UNDERSCORE), "{text:?}");
            }
        }
    }

    /// `split_lines` cuts where `split('\n')` does, whatever the lines' lengths and wherever
    /// the 64-byte blocks fall: on the blocks' edges, inside `\r\n`, at the end of the text.
    #[test]
    fn split_lines_cuts_as_split_does() {
        let expected = |text: &str| -> Vec<String> { text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l).to_string()).collect() };
        let mut texts: Vec<String> = vec![String::new(), "\n".into(), "\r\n".into(), "a".into(), "a\n".into(), "\n\n\n".into()];
        for len in [1, 15, 16, 17, 31, 62, 63, 64, 65, 127, 128, 129] {
            for newline in ["\n", "\r\n"] {
                let line = "x".repeat(len);
                texts.push(format!("{line}{newline}{line}"));
                texts.push([line.as_str(); 5].join(newline));
                texts.push(format!("{}{newline}", [line.as_str(); 3].join(newline)));
            }
        }
        // Every position of a newline in a 200-byte text, and of a `\r\n`.
        for at in 0..200 {
            let mut bytes = vec![b'y'; 200];
            bytes[at] = b'\n';
            texts.push(String::from_utf8(bytes.clone()).expect("ASCII"));
            if at > 0 {
                bytes[at - 1] = b'\r';
                texts.push(String::from_utf8(bytes).expect("ASCII"));
            }
        }
        texts.push("é\n∑x\n".repeat(40));
        for text in &texts {
            let got: Vec<&str> = split_lines(text);
            assert_eq!(got, expected(text), "{text:?}");
        }
    }

    #[test]
    fn parsing_for_passes_reads_the_same_module_with_room() {
        let body: String = (0..100).map(|i| format!("    %{}:_(s32) = G_CONSTANT i32 {i}\n", i)).collect();
        let text = format!("---\nname: f\nbody: |\n  bb.0:\n{body}...\n");
        let (plain, roomy) = (parse(&text).unwrap(), parse_for_passes(&text).unwrap());
        assert_eq!(plain, roomy);
        let (a, b) = (&plain.functions[0], &roomy.functions[0]);
        assert!(b.insts.capacity() >= a.insts.len() + a.insts.len() / 2, "{} for {}", b.insts.capacity(), a.insts.len());
        assert!(b.vregs.capacity() > a.vregs.capacity());
    }

    #[test]
    fn canonical_register_lines_read_as_the_yaml_path_reads_them() {
        let list = "  - { id: 0, class: sgpr, preferred-register: '' }\n  - { id: 3, class: vgpr_32, preferred-register: '$vgpr1' }\n  - { id: 2, class: _, preferred-register: '' }\n";
        let fast = parse(&format!("---\nname: f\nregisters:\n{list}...\n")).unwrap();
        // A comment line sends the whole list down the general path.
        let general = parse(&format!("---\nname: f\nregisters:\n  # general\n{list}...\n")).unwrap();
        assert_eq!(fast, general);
        assert_eq!(fast.functions[0].vregs[3].preferred(), Some(sym("$vgpr1")));
        // Errors still come from the general path, with their positions.
        let dup = parse("---\nname: f\nregisters:\n  - { id: 1, class: sgpr, preferred-register: '' }\n  - { id: 1, class: sgpr, preferred-register: '' }\n...\n").unwrap_err();
        assert!(dup.expected.contains("listed once"), "{dup}");
        let bad = parse("---\nname: f\nregisters:\n  - { id: 1, class: nosuch, preferred-register: '' }\n...\n").unwrap_err();
        assert_eq!(bad.line, 4);
        // Live-ins before the list already give the table a register: the general path reads
        // the list, to the same module.
        let liveins = "liveins:\n  - { reg: '$sgpr0', virtual-reg: '%2' }\n";
        let after = parse(&format!("---\nname: f\n{liveins}registers:\n{list}...\n")).unwrap();
        let general = parse(&format!("---\nname: f\n{liveins}registers:\n  # general\n{list}...\n")).unwrap();
        assert_eq!(after, general);
    }

    #[test]
    fn float_literals() {
        assert_eq!(fp_bits(FpKind::Float, "1.000000e+00"), Some(0x3F80_0000));
        assert_eq!(fp_bits(FpKind::Float, "0x3FF0000000000000"), Some(0x3F80_0000));
        assert_eq!(fp_bits(FpKind::Float, "0x3FB99999A0000000"), Some(0x3DCC_CCCD));
        assert_eq!(fp_bits(FpKind::Float, "0.1"), None, "0.1 is no float");
        assert_eq!(fp_bits(FpKind::Half, "0xH3C00"), Some(0x3C00));
        assert_eq!(fp_bits(FpKind::Double, "-2.5"), Some((-2.5f64).to_bits()));
    }
}
