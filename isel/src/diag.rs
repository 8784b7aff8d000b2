//! Diagnostics: one type for every error, warning and remark the project reports, rendered the
//! way rustc renders them for people (`human`), as one JSON object per line for tools (`json`),
//! or as GitHub Actions workflow commands (`github`).

use std::fmt::Write;

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor::NoColor};
use serde::Serialize;

use crate::mir::ParseError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
    /// An optimization remark (a fallback, a pass that gave up on a function).
    Remark,
}

/// A secondary location with a message, such as the operand an error is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Note {
    pub line: u32,
    pub column: u32,
    #[serde(skip)]
    pub len: u32,
    pub message: String,
}

/// One diagnostic about a place in an input file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// A stable code (`P001` for syntax errors, `V0xx` for verifier rules, ...).
    pub code: String,
    pub message: String,
    /// The file, as the user named it.
    pub file: String,
    /// 1-based; 0 when the diagnostic is about the whole file.
    pub line: u32,
    pub column: u32,
    #[serde(skip)]
    pub len: u32,
    /// Text shown under the primary caret.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub notes: Vec<Note>,
}

impl Diagnostic {
    pub fn error(code: &str, message: impl Into<String>, file: &str, line: u32, column: u32) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code: code.to_string(),
            message: message.into(),
            file: file.to_string(),
            line,
            column,
            len: 1,
            label: None,
            notes: Vec::new(),
        }
    }

    /// The diagnostic for a syntax error in `file`.
    pub fn from_parse_error(e: &ParseError, file: &str) -> Diagnostic {
        Diagnostic {
            label: Some(format!("expected {}", e.expected)),
            len: e.len,
            ..Diagnostic::error("P001", format!("expected {}, found {}", e.expected, e.found), file, e.line, e.col)
        }
    }

    pub fn with_note(mut self, line: u32, column: u32, len: u32, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note { line, column, len: len.max(1), message: message.into() });
        self
    }
}

/// How to render diagnostics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ErrorFormat {
    #[default]
    Human,
    Json,
    Github,
}

impl std::str::FromStr for ErrorFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<ErrorFormat, String> {
        match s {
            "human" => Ok(ErrorFormat::Human),
            "json" => Ok(ErrorFormat::Json),
            "github" => Ok(ErrorFormat::Github),
            _ => Err(format!("unknown error format `{s}` (expected human, json or github)")),
        }
    }
}

/// Renders diagnostics about one file whose text is `source`.
pub fn render(format: ErrorFormat, diags: &[Diagnostic], source: &str) -> String {
    match format {
        ErrorFormat::Human => render_human(diags, source),
        ErrorFormat::Json => diags.iter().map(|d| serde_json::to_string(d).unwrap_or_default() + "\n").collect(),
        ErrorFormat::Github => diags.iter().map(render_github).collect(),
    }
}

fn render_github(d: &Diagnostic) -> String {
    let kind = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Remark => "notice",
    };
    let escape = |s: &str| s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A");
    let mut msg = format!("{} {}", d.code, d.message);
    for n in &d.notes {
        let _ = write!(msg, "\n{}:{}: note: {}", n.line, n.column, n.message);
    }
    format!("::{kind} file={},line={},col={}::{}\n", d.file.replace(',', "%2C"), d.line.max(1), d.column.max(1), escape(&msg))
}

/// Byte offset of a 1-based (line, column) in `source`, clamped to the text.
fn offset(source: &str, line: u32, col: u32) -> usize {
    let mut start = 0usize;
    for (i, l) in source.split_inclusive('\n').enumerate() {
        if i + 1 == line as usize {
            let col_bytes: usize = l.chars().take(col.saturating_sub(1) as usize).map(char::len_utf8).sum();
            return start + col_bytes.min(l.trim_end_matches('\n').len());
        }
        start += l.len();
    }
    source.len()
}

fn span(source: &str, line: u32, col: u32, len: u32) -> std::ops::Range<usize> {
    let s = offset(source, line, col);
    let line_end = source[s..].find('\n').map_or(source.len(), |e| s + e);
    let mut e = s;
    for (n, c) in source[s..line_end].chars().enumerate() {
        if n >= len.max(1) as usize {
            break;
        }
        e += c.len_utf8();
    }
    s..e.max(s)
}

fn render_human(diags: &[Diagnostic], source: &str) -> String {
    let mut out = NoColor::new(Vec::new());
    let config = term::Config::default();
    for d in diags {
        let file = SimpleFile::new(d.file.as_str(), source);
        let severity = match d.severity {
            Severity::Error => cs::Severity::Error,
            Severity::Warning => cs::Severity::Warning,
            Severity::Remark => cs::Severity::Note,
        };
        let mut diag = cs::Diagnostic::new(severity).with_code(d.code.as_str()).with_message(d.message.as_str());
        let mut labels = Vec::new();
        if d.line > 0 {
            let mut l = cs::Label::primary((), span(source, d.line, d.column, d.len));
            if let Some(text) = &d.label {
                l = l.with_message(text.as_str());
            }
            labels.push(l);
        }
        let mut notes = Vec::new();
        for n in &d.notes {
            if n.line > 0 {
                labels.push(cs::Label::secondary((), span(source, n.line, n.column, n.len)).with_message(n.message.as_str()));
            } else {
                notes.push(n.message.clone());
            }
        }
        diag = diag.with_labels(labels).with_notes(notes);
        if term::emit(&mut out, &config, &file, &diag).is_err() {
            // Rendering into memory only fails on bad spans; fall back to one plain line.
            let plain = format!("{}: {}:{}:{}: {}\n", d.code, d.file, d.line, d.column, d.message);
            out.get_mut().extend_from_slice(plain.as_bytes());
        }
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> (Diagnostic, &'static str) {
        let source = "line one\n    %0:_(s32) = G_ADD %1, %2(q32)\n";
        let d = Diagnostic::error("P001", "expected a type, found `q32`", "f.mir", 2, 30).with_note(2, 5, 2, "defined here");
        (Diagnostic { len: 3, label: Some("expected a type".into()), ..d }, source)
    }

    #[test]
    fn human_output_quotes_the_line_with_a_caret() {
        let (d, src) = sample();
        let text = render(ErrorFormat::Human, &[d], src);
        assert!(text.contains("error[P001]: expected a type, found `q32`"), "{text}");
        assert!(text.contains("f.mir:2:30"), "{text}");
        assert!(text.contains("^^^ expected a type"), "{text}");
    }

    #[test]
    fn github_output_is_one_workflow_command() {
        let (d, src) = sample();
        let text = render(ErrorFormat::Github, &[d], src);
        assert!(text.starts_with("::error file=f.mir,line=2,col=30::P001 expected a type"), "{text}");
        assert_eq!(text.lines().count(), 1);
    }

    #[test]
    fn json_output_is_one_object_per_line() {
        let (d, src) = sample();
        let text = render(ErrorFormat::Json, &[d.clone(), d], src);
        assert_eq!(text.lines().count(), 2);
        let v: serde_json::Value = serde_json::from_str(text.lines().next().unwrap_or("")).unwrap_or_default();
        assert_eq!(v["code"], "P001");
        assert_eq!(v["line"], 2);
        assert_eq!(v["notes"][0]["message"], "defined here");
    }
}
