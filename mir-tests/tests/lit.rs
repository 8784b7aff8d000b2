//! Runs every `mir-tests/tests/**/*.mir` file's RUN lines as one test each.

use std::path::Path;

use libtest_mimic::{Arguments, Trial};
use mir_tests::corpus::mir_files_under;
use mir_tests::lit::{Tools, run_file};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let tools =
        Tools { mir_run: env!("CARGO_BIN_EXE_mir-run").into(), mir_verify: option_env!("CARGO_BIN_EXE_mir-verify").map(Into::into) };
    let trials = mir_files_under(&root)
        .into_iter()
        .map(|file| {
            let name = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
            let tools = tools.clone();
            Trial::test(name, move || run_file(&file, &tools).map_err(Into::into))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
