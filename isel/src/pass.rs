//! What every pass is and sees: [`Pass`] (a name and a function over one [`Function`]),
//! [`PassContext`] (the subtarget and what the module gives besides the function) and
//! [`PassError`] (why a pass gave up, with places). The passes import this module, and the
//! registry in [`crate::pipeline`] imports the passes, so neither depends on the other.

use crate::mir::Function;
use crate::target::Subtarget;

/// Why a pass gave up on a function: a diagnostic to report.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PassError {
    pub message: String,
    /// The instruction or place the failure is about (1-based), if any.
    pub line: u32,
    pub column: u32,
    /// Other places the failure involves, as `(line, column, message)`.
    pub notes: Vec<(u32, u32, String)>,
}

impl PassError {
    pub fn new(message: impl Into<String>) -> PassError {
        PassError { message: message.into(), line: 0, column: 0, notes: Vec::new() }
    }

    pub fn at(message: impl Into<String>, loc: crate::mir::SourceLoc) -> PassError {
        PassError { message: message.into(), line: loc.line, column: loc.col, notes: Vec::new() }
    }

    /// Adds a secondary place (skipped when the place is unknown).
    pub fn with_note(mut self, loc: crate::mir::SourceLoc, message: impl Into<String>) -> PassError {
        if loc.is_known() {
            self.notes.push((loc.line, loc.col, message.into()));
        }
        self
    }
}

/// What a pass may read besides its function.
#[derive(Clone, Debug)]
pub struct PassContext {
    pub subtarget: Subtarget,
    /// Remarks and warnings a pass reports without failing (e.g. "redid selection without the
    /// SGPR fold").
    pub remarks: Vec<String>,
    /// The module's LLVM IR block, if the file has one (global variables' types and linkage).
    pub module_ir: Option<std::sync::Arc<str>>,
}

impl PassContext {
    pub fn new(subtarget: Subtarget) -> PassContext {
        PassContext { subtarget, remarks: Vec::new(), module_ir: None }
    }
}

/// A pass: its command-line name, what it does, and its function.
#[derive(Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub description: &'static str,
    pub run: fn(&mut Function, &mut PassContext) -> Result<(), PassError>,
    /// An optimisation the function may do without: if the check rejects its result, the
    /// function is restored to what it was before the pass, the run says so, and goes on.
    pub optional: bool,
}

impl std::fmt::Debug for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}
