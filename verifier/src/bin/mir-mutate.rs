//! `mir-mutate`: the verifier's mutation campaign over a directory of llc-14 stage outputs
//! (`DIR/CPU/STAGE/*.mir`, from `mir-tests/scripts/gen-stages.sh DIR`). Prints the report;
//! exits 1 if a mutant was missed, an unmutated function drew a diagnostic, or (with `--llc`)
//! our constant-bus verdict differs from llc's.

use std::process::ExitCode;

use clap::Parser;
use verifier::campaign;

/// Inject rule violations into llc-14's stage outputs and check the verifier catches each.
#[derive(Parser, Debug)]
#[command(name = "mir-mutate", version, about)]
struct Args {
    /// Compare constant-bus verdicts with this llc (llc-14) and check files with diagnostics
    /// against llc's own verifier.
    #[arg(long, value_name = "LLC")]
    llc: Option<String>,
    /// How many files to work on at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// The directory holding CPU/STAGE/*.mir.
    #[arg(value_name = "DIR")]
    dir: std::path::PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let inputs = campaign::inputs(&args.dir);
    if inputs.is_empty() {
        eprintln!("error: no CPU/STAGE/*.mir files under `{}`", args.dir.display());
        return ExitCode::from(2);
    }
    let report = campaign::run(&inputs, args.llc.as_deref(), args.jobs);
    print!("{}", report.render());
    let (made, caught) = report.tally.total();
    let ok = made == caught && report.false_alarms.is_empty() && report.unparsable.is_empty() && report.bus.disagreements.is_empty();
    if ok { ExitCode::SUCCESS } else { ExitCode::from(1) }
}
