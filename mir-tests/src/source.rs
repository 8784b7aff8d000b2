//! Reading an input file. A regular file is mapped into memory instead of being copied into the
//! heap: the parser reads the text once and keeps none of it (names are interned, everything
//! else is converted), so a copy only costs. On the 20,000-instruction bench kernels (0.9–2 MB)
//! the map saves the copy and one fresh 2 MB huge page of heap on three of the five rows
//! (`thp_fault_alloc`: legalizer 7 → 6, regbankselect's parse-print 6 → 5, instruction-select
//! 7 → 6); in this VM each fresh huge page costs 0.17–0.5 ms. Standard input, empty files and
//! anything that is not a regular file (a pipe, `/proc`) are read as before.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// The bytes of one input, mapped or read.
#[derive(Debug)]
pub enum Source {
    /// A read-only private map of a regular file.
    Mapped(memmap2::Mmap),
    /// Text read from a stream.
    Read(String),
}

impl Source {
    /// Maps `path` if it is a non-empty regular file, else reads it.
    pub fn open(path: &Path) -> io::Result<Source> {
        let file = File::open(path)?;
        if file.metadata().is_ok_and(|m| m.is_file() && m.len() > 0) {
            return map(&file).map(Source::Mapped);
        }
        read(file)
    }

    /// Reads all of standard input.
    pub fn stdin() -> io::Result<Source> {
        read(io::stdin())
    }

    /// The text, or the error `std::fs::read_to_string` gives when it is not UTF-8.
    pub fn text(&self) -> io::Result<&str> {
        match self {
            Source::Mapped(map) => simdutf8::basic::from_utf8(map)
                .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "stream did not contain valid UTF-8")),
            Source::Read(text) => Ok(text),
        }
    }
}

fn read(mut input: impl Read) -> io::Result<Source> {
    let mut text = String::new();
    input.read_to_string(&mut text)?;
    Ok(Source::Read(text))
}

/// The one `unsafe` of the workspace (the library crates forbid it).
#[allow(unsafe_code)]
fn map(file: &File) -> io::Result<memmap2::Mmap> {
    // SAFETY: the map is read-only and private, and lives no longer than the `Source`. What
    // memmap2 cannot rule out is another process truncating or rewriting the file while it is
    // mapped (the bytes under a `&str` would change, or reading them would raise SIGBUS); like
    // ripgrep and rustc's metadata loader, we accept that an input edited during the run is
    // not supported, and the README says so.
    unsafe { memmap2::MmapOptions::new().populate().map(file) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("mir-run-source-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("the scratch file is written");
        path
    }

    #[test]
    fn a_regular_file_is_mapped_and_reads_as_written() {
        let path = scratch("text", "---\nname: f\n...\n".as_bytes());
        let source = Source::open(&path).expect("the file opens");
        assert!(matches!(source, Source::Mapped(_)));
        assert_eq!(source.text().expect("UTF-8"), "---\nname: f\n...\n");
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn an_empty_file_is_read_not_mapped() {
        let path = scratch("empty", b"");
        let source = Source::open(&path).expect("the file opens");
        assert!(matches!(source, Source::Read(_)));
        assert_eq!(source.text().expect("UTF-8"), "");
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn text_that_is_not_utf8_gives_read_to_string_s_error() {
        let path = scratch("latin1", b"name: caf\xe9\n");
        let mapped = Source::open(&path).expect("the file opens").text().map(str::to_owned).expect_err("not UTF-8");
        let read = std::fs::read_to_string(&path).expect_err("not UTF-8");
        assert_eq!(mapped.kind(), read.kind());
        assert_eq!(mapped.to_string(), read.to_string());
        let _ = std::fs::remove_file(path);
    }
}
