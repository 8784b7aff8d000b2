//! What must hold for *any* input text, however malformed: the checks the mutation test
//! (`tests/mutants.rs`) and the `cargo fuzz` targets (`fuzz/fuzz_targets/`) run on every input.
//!
//! - [`check_parse`]: `parse` returns (a panic is the caller's to catch), with the same module or
//!   error as `parse_without_common_lines`; an error points inside the input and renders as a
//!   diagnostic in every format; whatever parses prints, the print parses to an equal module, and
//!   printing that gives the same text.
//! - [`check_pipeline`]: a parsed module goes through the whole default pipeline as
//!   `mir-run --verify --global-isel-abort=2 --stop-after si-fold-operands` runs it (the
//!   verifier after every pass, a failing function falls back); the diagnostics render, no
//!   function comes out claiming `selected: true` (without `failedISel`) while it holds a generic
//!   (`G_*`) instruction, modelled or known by name only (issue 30), and the result prints to
//!   text that parses.
//!
//! `Err` describes a failure of ours, with the text needed to see it.

use isel::diag::{Diagnostic, ErrorFormat, render};
use isel::mir::Module;
use isel::pipeline;

/// The name diagnostics give the input.
const FILE: &str = "input.mir";

/// Checks parsing and printing of `text`: `Ok(Some(module))` when it parses, `Ok(None)` when
/// it is rejected with a well-formed error.
pub fn check_parse(text: &str) -> Result<Option<Module>, String> {
    let parsed = isel::mir::parse(text);
    // The reader of common instruction lines must agree with the general parser.
    let general = isel::mir::parse_without_common_lines(text);
    if general != parsed {
        return Err(format!("the common-line reader and the general parser disagree:\n{parsed:?}\n---\n{general:?}"));
    }
    match parsed {
        Err(e) => {
            let lines = text.split('\n').count() as u32;
            if e.line == 0 || e.line > lines || e.col == 0 || e.len == 0 {
                return Err(format!("error position {}:{} (len {}) outside the input ({lines} lines): {e}", e.line, e.col, e.len));
            }
            let d = Diagnostic::from_parse_error(&e, FILE);
            for format in [ErrorFormat::Human, ErrorFormat::Json, ErrorFormat::Github] {
                let _ = render(format, std::slice::from_ref(&d), text);
            }
            Ok(None)
        }
        Ok(module) => {
            let printed = module.to_string();
            let again =
                isel::mir::parse(&printed).map_err(|e| format!("our print does not parse ({}:{}: {e}):\n{printed}", e.line, e.col))?;
            if again != module {
                return Err(format!("the print parses to a different module:\n{printed}"));
            }
            let reprinted = again.to_string();
            if reprinted != printed {
                return Err(format!("printing the re-parsed module gives different text:\n--- first\n{printed}\n--- second\n{reprinted}"));
            }
            Ok(Some(module))
        }
    }
}

/// What [`check_pipeline`] saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PipelineRun {
    /// Functions the pipeline ran on.
    pub functions: usize,
    /// Functions it selected (that were not selected before) without falling back.
    pub selected: usize,
}

/// Runs the whole default pipeline on `module`, parsed from `text`.
pub fn check_pipeline(mut module: Module, text: &str) -> Result<PipelineRun, String> {
    let last = pipeline::pass("si-fold-operands").ok_or("the pipeline has no si-fold-operands pass")?;
    let opts = pipeline::Options { cpu: None, abort: pipeline::AbortMode::Remark };
    let mut check = |f: &isel::mir::Function, st: &isel::target::Subtarget, pass: &str| {
        verifier::Verifier::new(*st).file(FILE, Some(text)).after_pass(pass).verify(f)
    };
    let was_selected: Vec<bool> = module.functions.iter().map(|f| f.props.selected).collect();
    let outcome = pipeline::run(&mut module, &pipeline::Plan::StopAfter(last), &opts, FILE, &mut check);
    for format in [ErrorFormat::Human, ErrorFormat::Json, ErrorFormat::Github] {
        let _ = render(format, &outcome.diagnostics, text);
    }
    for f in module.functions.iter().filter(|f| f.props.selected && !f.props.failed_isel) {
        if let Some((_, _, inst)) = f.all_insts().find(|(_, _, i)| i.opcode.is_generic_name()) {
            return Err(format!(
                "function `{}` claims `selected: true` but holds the generic instruction `{}`:\n{module}",
                f.name,
                inst.opcode.name()
            ));
        }
    }
    let selected = module.functions.iter().zip(&was_selected).filter(|(f, was)| !**was && f.props.selected && !f.props.failed_isel).count();
    let printed = module.to_string();
    match isel::mir::parse(&printed) {
        Ok(_) => Ok(PipelineRun { functions: outcome.functions, selected }),
        Err(e) => Err(format!("the pipeline's output does not parse ({}:{}: {e}):\n{printed}", e.line, e.col)),
    }
}
