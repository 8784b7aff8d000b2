#!/usr/bin/env bash
# differential.sh [--keep DIR] [CPU...]
#
# The differential suite against llc-14 (issues 4, 6 and 8): for every corpus program
# (mir-tests/corpus/programs/*.ll and the shared corpus's llvm/ir and llc14-quirks .ll files)
# it regenerates llc-14's GlobalISel stage outputs with gen-stages.sh, runs our passes on them and
# lets llc-14 judge the results, counting functions (one `name:` document each):
#
#   A  (4.1) llc-14 `-run-pass=instruction-select` selects our `--pass regbankselect` output of
#      llc's legalizer MIR without fallback or crash.              goal >= 98 %
#   B  (4.2) every generic virtual register of llc's legalizer MIR (class `_` there) gets the
#      same bank from our regbankselect as from llc-14's `-run-pass=regbankselect`; the
#      disagreements are listed by kind (defining opcode, our bank, llc's bank).  goal >= 97 %
#   C  (4.3) llc-14 `-run-pass=regbankselect,instruction-select` accepts our `--pass legalizer`
#      output of llc's irtranslator MIR.                           goal >= 95 %
#   D  (6.1) our `--pass instruction-select` (and then `--pass si-fold-operands`) on llc's
#      regbankselect MIR and on our own `--stop-after regbankselect` output of llc's irtranslator
#      MIR: functions selected with no fallback, and functions llc-14's machine verifier
#      (`-run-pass=none -verify-machineinstrs`) accepts, with constant-bus errors counted.
#      Functions whose input llc-14's verifier itself rejects are counted apart.   goal 100 %
#   E  (6.2) COPYs in our selected output before and after si-fold-operands.
#   R  (6.2) instruction-count ratio against llc-14's instruction-select (select-quality.sh).
#
# In A and C, functions on which llc-14 fails with its own stage output (its legalizer MIR through
# its own regbankselect and instruction-select) are counted apart, as are functions llc already
# marked `failedISel` in the input. When llc-14 crashes on a file, the crashing function is
# recorded and the file is rerun without it (its IR definition turned into a declaration), so
# every function gets its own verdict.
#
# Prints one table (a column per CPU) and then, per CPU, every failure kind with its count and
# examples. Work files go to a temporary directory, or to DIR with --keep (DIR/stages holds the
# llc-14 stage outputs, DIR/out/CPU/NAME.* ours and llc's verdicts).
#
# Environment: FIGURES_JSON (also write the table's figures there, as JSON: `tests/differential.rs`
# reads them), LLC (default llc-14), MIR_RUN (default: this repository's target/release/mir-run,
# built first with cargo), SHARED_CORPUS (default: shared/corpus beside the repository or beside
# the nearest ancestor that has one, as mir-tests/src/corpus.rs finds it), JOBS (parallel jobs,
# default 2). Exit status: 0 when everything ran (whatever the figures), 2 on usage errors or when
# a tool is missing.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SELF=$SCRIPT_DIR/$(basename "${BASH_SOURCE[0]}")
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
export LLC=${LLC:-llc-14}

# The per-file worker and the report are Python (standard library only), kept in this file.
worker_py() {
cat <<'PY'
import json, os, re, subprocess, sys

LLC = os.environ.get("LLC", "llc-14")
MIR_RUN = os.environ["MIR_RUN"]
TIMEOUT = 300
FLAGS = {"nofpexcept", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nuw", "nsw", "exact"}


def read(p):
    try:
        with open(p) as f:
            return f.read()
    except OSError:
        return ""


def split_docs(text):
    """(prefix, [(name, doc)]): the IR block and each machine function document."""
    parts = re.split(r"(?m)^(?=---)", text)
    prefix, funcs = "", []
    for p in parts:
        m = re.search(r"(?m)^name:\s+'?\"?([^'\"\s]+)", p)
        if p.startswith("---") and m and not p.startswith("--- |"):
            funcs.append((m.group(1), p))
        elif not funcs:
            prefix += p
    return prefix, funcs


def functions(text):
    """name -> dict(failed, body, classes {vreg: class}, types {vreg: type}, defop {vreg: opcode})."""
    out = {}
    for name, doc in split_docs(text)[1]:
        head, _, body = doc.partition("\nbody:")
        body = body.split("\n...")[0]
        classes = {int(a): b for a, b in re.findall(r"- \{ id: (\d+), class: ([\w.]+)", head)}
        types = {}
        defop = {}
        for line in body.splitlines():
            for v, c, t in re.findall(r"%(\d+):([\w.]+)(?:\(([^)]*)\))?", line):
                v = int(v)
                classes.setdefault(v, c)
                if t:
                    types.setdefault(v, t)
            m = re.match(r"\s*((?:%\d+[^=]*?))\s=\s(.*)", line)
            if m and m.group(1).startswith("%"):
                words = [w for w in re.split(r"[\s,]+", m.group(2)) if w and w not in FLAGS]
                if words:
                    for v in re.findall(r"%(\d+)", m.group(1)):
                        defop.setdefault(int(v), words[0])
        used = {int(v) for v in re.findall(r"%(\d+)\b", body)}
        out[name] = dict(failed=bool(re.search(r"(?m)^failedISel:\s+true", head)), body=body, classes=classes,
                         types=types, defop=defop, used=used)
    return out


def opaque(text):
    return bool(re.search(r"(\bptr\b|ptr addrspace)", text))


def run(cmd):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        return r.returncode, r.stderr
    except subprocess.TimeoutExpired:
        return 124, "timeout"
    except OSError as e:
        return 127, str(e)


def short(msg):
    msg = re.sub(r"\s+", " ", msg).strip()
    return msg[:200]


def remark_kind(line):
    """'cannot select: %5:vcc(s1) = G_PHI ...' -> 'cannot select G_PHI'."""
    msg = line.split("remark: ", 1)[-1]
    msg = re.sub(r"^\S*:\d+:\d+: ", "", msg)
    msg = re.sub(r"\s*\(in function: [^)]*\)\s*$", "", msg)
    head = msg.split(":")[0].strip()
    m = re.search(r"=\s+(?:\w+\s+)*?([A-Z][A-Z0-9_]+)\b", msg) or re.search(r"\b(G_[A-Z0-9_]+|[A-Z][A-Z0-9_]{2,})\b", msg)
    op = m.group(1) if m else ""
    if op:
        # the bank of the defined register makes the kind precise (vcc G_PHI vs vgpr G_PHI)
        b = re.search(r"%\d+:(\w+)\(([^)]*)\)\s*=", msg)
        if b:
            op = f"{op} {b.group(1)}({b.group(2)})"
    return f"{head} {op}".strip(), short(msg)


def crash_reason(stderr):
    m = re.search(r"(LLVM ERROR: .*|error: .*)", stderr)
    why = short(m.group(1)) if m else ("timeout" if stderr == "timeout" else "crash")
    p = re.findall(r"Running pass '([^']*)' on function '@?([^']*)'", stderr)
    return why, (p[-1][1] if p else None), (p[-1][0] if p else None)


def drop_function(text, name):
    """The MIR text without function `name`: its document removed, its IR definition a declaration."""
    prefix, funcs = split_docs(text)
    lines = prefix.split("\n")
    out, skipping = [], False
    pat = re.compile(r"^\s+define\b.*@\"?" + re.escape(name) + r"\"?\(")
    for line in lines:
        if skipping:
            if re.match(r"^\s+}\s*$", line):
                skipping = False
            continue
        if pat.match(line):
            decl = re.sub(r"\s*\{\s*$", "", line).replace("define", "declare", 1)
            out.append(decl)
            skipping = line.rstrip().endswith("{")
            continue
        out.append(line)
    docs = "".join(d for n, d in funcs if n != name)
    if docs and not docs.rstrip().endswith("..."):
        docs = docs.rstrip("\n") + "\n...\n"
    return "\n".join(out) + docs


def llc_per_function(cpu, src, passes, work, extra=()):
    """Runs llc-14 `-run-pass=passes` on MIR file `src`; name -> None (ok) or (kind, detail).

    A crash names the function llc was working on; the file is rerun without it."""
    text = read(src)
    names = list(functions(text))
    result = {}
    cur = src
    op = ["-opaque-pointers"] if opaque(text) else []
    for attempt in range(len(names) + 1):
        out = f"{work}.{attempt}.out.mir"
        cmd = [LLC, "-march=amdgcn", f"-mcpu={cpu}", *op, f"-run-pass={passes}", *extra,
               "-global-isel-abort=2", "-pass-remarks-missed=gisel.*", cur, "-o", out]
        rc, err = run(cmd)
        remarks = {}
        for line in err.splitlines():
            m = re.search(r"\(in function: ([^)]*)\)", line)
            if "remark:" in line and m:
                remarks.setdefault(m.group(1), remark_kind(line))
        bad = {}
        for m in re.finditer(r"\*\*\* Bad machine code: (.*?) \*\*\*\n- function:\s+(\S+)", err):
            bad.setdefault(m.group(2), ("verifier: " + m.group(1), m.group(1)))
        pending = [n for n in names if n not in result]
        if rc == 0 or bad:
            got = functions(read(out)) if rc == 0 else {}
            for n in pending:
                if n in bad:
                    result[n] = bad[n]
                elif n in remarks:
                    result[n] = remarks[n]
                elif rc == 0 and got.get(n, {}).get("failed"):
                    result[n] = ("failedISel without remark", "")
                elif rc == 0 or "-verify-machineinstrs" in extra:
                    result[n] = None
            for n in pending:
                result.setdefault(n, ("llc error", short(err.splitlines()[0] if err else "")))
            break
        why, fn, pas = crash_reason(err)
        if fn is None or fn not in pending:
            for n in pending:
                result[n] = ("llc error: " + why[:80], why)
            break
        # functions before the crashing one passed, apart from their remarks
        for n in pending[: pending.index(fn)]:
            result[n] = remarks.get(n)
        result[fn] = (f"llc crash in {pas}" + (f": {why[:60]}" if why != "crash" else ""), why)
        rest = [n for n in names if n not in result]
        if not rest:
            break
        nxt = f"{work}.{attempt}.in.mir"
        t = read(cur)
        for n in names:
            if n in result and n in functions(t):
                t = drop_function(t, n)
        with open(nxt, "w") as f:
            f.write(t)
        cur = nxt
    return result


def mir_run(cpu, src, args, out):
    """Runs mir-run; (ok, first error line)."""
    rc, err = run([MIR_RUN, "--mcpu", cpu, "--global-isel-abort=2", *args, src, "-o", out])
    if rc != 0:
        m = re.search(r"(?m)^(error.*)$", err)
        return False, short(m.group(1) if m else (err.splitlines()[0] if err else f"exit {rc}"))
    return True, ""


def ours_then_llc(cpu, src, in_funcs, our_pass, llc_passes, out, work):
    """Our `--pass our_pass` on src, then llc's llc_passes on our output: (mir-run succeeded,
    {fn: why our pass failed}, {fn: why llc failed})."""
    ok, why = mir_run(cpu, src, ["--pass", our_pass], out)
    if not ok:
        return False, {n: ("mir-run error", why) for n in in_funcs}, {}
    ours = our_failed(out, in_funcs, (f"our {our_pass} fell back", ""))
    return True, ours, llc_per_function(cpu, out, llc_passes, work)


def our_failed(out_path, in_funcs, err_if_failed):
    """name -> reason for functions our pass marked failedISel (not already failed in the input)."""
    res = {}
    got = functions(read(out_path))
    for n, f in got.items():
        if f["failed"] and not in_funcs.get(n, {}).get("failed"):
            res[n] = err_if_failed
    return res


def bank_of(cls, typ):
    if cls in ("sgpr", "vgpr", "vcc", "agpr", "_"):
        return cls
    if cls.startswith(("sreg", "sgpr", "ccr")):
        return "vcc" if typ == "s1" else "sgpr"
    if cls.startswith(("vreg", "vgpr")):
        return "vgpr"
    return cls


def count_copies(text):
    n = {}
    for name, f in functions(text).items():
        if f["failed"]:
            continue
        n[name] = sum(1 for l in f["body"].splitlines() if re.search(r"=\s+COPY\b", l))
    return n


def main():
    work, cpu, name = sys.argv[1:4]
    st = f"{work}/stages/{cpu}"
    od = f"{work}/out/{cpu}"
    os.makedirs(od, exist_ok=True)
    w = f"{od}/{name}"
    irt, leg, rbs = (f"{st}/{s}/{name}.mir" for s in ("irtranslator", "legalizer", "regbankselect"))
    R = {"file": name, "cpu": cpu, "A": {}, "B": [], "C": {}, "D": {}, "E": {}, "missing": []}

    # llc's own pipeline from its legalizer MIR: the baseline of A and C.
    leg_f = functions(read(leg)) if os.path.exists(leg) else {}
    if not os.path.exists(leg):
        R["missing"].append("legalizer")
    base = llc_per_function(cpu, leg, "regbankselect,instruction-select", f"{w}.base") if leg_f else {}

    # A: llc selects our regbankselect output of llc's legalizer MIR.
    if leg_f:
        ok, ours, llc = ours_then_llc(cpu, leg, leg_f, "regbankselect", "instruction-select", f"{w}.ours-rbs.mir", f"{w}.A")
        for n, f in leg_f.items():
            if f["failed"]:
                R["A"][n] = ["input-failed", None, None]
            else:
                v = ours.get(n) or llc.get(n)
                R["A"][n] = ["ok" if v is None else "fail", v, base.get(n)]

        # B: banks against llc's regbankselect.
        op = ["-opaque-pointers"] if opaque(read(leg)) else []
        rc, _ = run([LLC, "-march=amdgcn", f"-mcpu={cpu}", *op, "-run-pass=regbankselect", "-global-isel-abort=2",
                     leg, "-o", f"{w}.llc-rbs.mir"])
        if rc == 0 and ok:
            a = functions(read(f"{w}.ours-rbs.mir"))
            t = functions(read(f"{w}.llc-rbs.mir"))
            for n, f in leg_f.items():
                if f["failed"] or n not in a or n not in t or a[n]["failed"] or t[n]["failed"]:
                    continue
                for v, c in sorted(f["classes"].items()):
                    if c != "_" or v not in a[n]["used"] or v not in t[n]["used"]:
                        continue
                    typ = f["types"].get(v, "")
                    ba = bank_of(a[n]["classes"].get(v, "?"), typ)
                    bt = bank_of(t[n]["classes"].get(v, "?"), typ)
                    R["B"].append([n, v, f["defop"].get(v, "(livein)"), typ, ba, bt])

    # C: llc's regbankselect + instruction-select on our legalizer output of llc's irtranslator MIR.
    irt_f = functions(read(irt)) if os.path.exists(irt) else {}
    if not os.path.exists(irt):
        R["missing"].append("irtranslator")
    if irt_f:
        _, ours, llc = ours_then_llc(cpu, irt, irt_f, "legalizer", "regbankselect,instruction-select", f"{w}.ours-leg.mir", f"{w}.C")
        for n, f in irt_f.items():
            if f["failed"]:
                R["C"][n] = ["input-failed", None, None]
                continue
            own = ("llc's legalizer fails", "") if n not in leg_f or leg_f[n]["failed"] else base.get(n)
            v = ours.get(n) or llc.get(n)
            R["C"][n] = ["ok" if v is None else "fail", v, own]

    # D and E: our selection on llc's and on our regbankselect output.
    inputs = []
    if os.path.exists(rbs):
        inputs.append(("llc-rbs", rbs))
    else:
        R["missing"].append("regbankselect")
    if irt_f:
        ok, why = mir_run(cpu, irt, ["--stop-after", "regbankselect"], f"{w}.chain-rbs.mir")
        if ok:
            inputs.append(("our-rbs", f"{w}.chain-rbs.mir"))
        else:
            R["D"]["our-rbs"] = {n: {"state": "fail", "stage": "rbs", "why": ["mir-run error", why]} for n in irt_f}
    for label, src in inputs:
        in_f = functions(read(src))
        D = R["D"].setdefault(label, {})
        pre = llc_per_function(cpu, src, "none", f"{w}.{label}.vin", ("-verify-machineinstrs",))
        sel, fold = f"{w}.{label}.sel.mir", f"{w}.{label}.fold.mir"
        ok1, why1 = mir_run(cpu, src, ["--pass", "instruction-select"], sel)
        ok2, why2 = mir_run(cpu, sel, ["--pass", "si-fold-operands"], fold) if ok1 else (False, why1)
        vs = llc_per_function(cpu, sel, "none", f"{w}.{label}.vsel", ("-verify-machineinstrs",)) if ok1 else {}
        vf = llc_per_function(cpu, fold, "none", f"{w}.{label}.vfold", ("-verify-machineinstrs",)) if ok2 else {}
        fb_sel = our_failed(sel, in_f, ("our instruction-select fell back", "")) if ok1 else {}
        fb_fold = our_failed(fold, in_f, ("our si-fold-operands fell back", "")) if ok2 else {}
        for n, f in in_f.items():
            if f["failed"]:
                D[n] = {"state": "input-failed"}
                continue
            e = {"state": "ok", "input_verifies": pre.get(n) is None}
            if label == "our-rbs" and not e["input_verifies"]:
                e["input_why"] = pre.get(n)
            if not ok1:
                e.update(state="fail", stage="select", why=["mir-run error", why1])
            elif n in fb_sel:
                e.update(state="fail", stage="select", why=fb_sel[n])
            else:
                e["sel_verify"] = vs.get(n)
                e["fold_fallback"] = n in fb_fold or not ok2
                e["fold_verify"] = vf.get(n) if ok2 else ["mir-run error", why2]
            D[n] = e
        cs, cf = count_copies(read(sel)), count_copies(read(fold))
        R["E"][label] = [sum(cs.get(n, 0) for n in cf), sum(cf.values())]

    with open(f"{od}/{name}.json", "w") as f:
        json.dump(R, f)


main()
PY
}

report_py() {
cat <<'PY'
import collections, glob, json, os, sys

work, cpus = sys.argv[1], sys.argv[2:]
res = {c: [json.load(open(p)) for p in sorted(glob.glob(f"{work}/out/{c}/*.json"))] for c in cpus}
quality = {}
for line in open(f"{work}/select-quality.txt"):
    w = line.split()
    if w and w[0] in cpus:
        quality[w[0]] = (w[1], w[2], w[3], w[4], " ".join(w[5:]))


def pct(a, b):
    return f"{a}/{b} ({100.0 * a / b:.1f}%)" if b else "0/0"


rows = []  # (label, {cpu: text}, goal)
details = {c: [] for c in cpus}
figs = {c: {} for c in cpus}


def kinds_block(title, items, limit=6):
    c = collections.Counter(k for k, _ in items)
    ex = collections.defaultdict(list)
    for k, e in items:
        if len(ex[k]) < 3:
            ex[k].append(e)
    out = [f"  {title}:"] if items else []
    for k, n in c.most_common():
        out.append(f"    {n:4d}  {k}")
        for e in ex[k]:
            out.append(f"            e.g. {e}")
    return out


for c in cpus:
    R = res[c]
    F = figs[c]
    # A and C: every function, and those llc-14 passes itself (its own stage output through
    # its own regbankselect and instruction-select) apart.
    for key in ("A", "C"):
        ok = n_ = ok2 = n2 = inf = 0
        fails, own = [], []
        for r in R:
            for n, (s, why, base) in r[key].items():
                if s == "input-failed":
                    inf += 1
                    continue
                n_ += 1
                ok += s == "ok"
                if base is None:
                    n2 += 1
                    ok2 += s == "ok"
                elif key == "A":
                    own.append((base[0], f"{r['file']}:{n}" + ("" if s == "ok" else " (ours fails too)")))
                if s == "fail":
                    fails.append((why[0] + ("" if base is None else "  [llc fails on its own too]"), f"{r['file']}:{n}: {why[1]}"))
        F[key] = pct(ok, n_)
        F[key + "2"] = pct(ok2, n2)
        F[key + "3"] = f"{n_ - n2} fns; {inf} failedISel in input"
        title = {"A": "A failures (llc-14 instruction-select on our regbankselect output)",
                 "C": "C failures (llc-14 regbankselect,instruction-select on our legalizer output)"}[key]
        details[c] += kinds_block(title, fails)
        details[c] += kinds_block(f"{key}: functions llc-14 fails on with its own legalizer output", own)
    # B
    agree = tot = 0
    dis = []
    for r in R:
        for n, v, opc, typ, ba, bt in r["B"]:
            tot += 1
            if ba == bt:
                agree += 1
            else:
                dis.append((f"{opc} {typ}: ours {ba}, llc {bt}", f"{r['file']}:{n}:%{v}"))
    F["B"] = pct(agree, tot)
    details[c] += kinds_block("B bank disagreements (defining opcode, type: our bank, llc's bank)", dis)
    # D, E
    for label in ("llc-rbs", "our-rbs"):
        sel_ok = n_ = 0
        vsel_ok = vsel_n = vfold_ok = vfold_n = 0
        rejected = 0
        cbus = 0
        fbf = 0
        fails, vbad, rej = [], [], []
        for r in R:
            for n, e in r["D"].get(label, {}).items():
                if e["state"] == "input-failed":
                    continue
                n_ += 1
                if e["state"] == "fail":
                    fails.append((e["why"][0], f"{r['file']}:{n}: {e['why'][1]}"))
                    continue
                sel_ok += 1
                if not e["input_verifies"]:
                    rejected += 1
                    if e.get("input_why"):
                        rej.append((e["input_why"][0], f"{r['file']}:{n}"))
                    continue
                fbf += e["fold_fallback"]
                vsel_n += 1
                vfold_n += 1
                for key, tag in (("sel_verify", "select"), ("fold_verify", "select+fold")):
                    v = e[key]
                    if v is None:
                        if key == "sel_verify":
                            vsel_ok += 1
                        else:
                            vfold_ok += 1
                    else:
                        vbad.append((f"{tag}: {v[0]}", f"{r['file']}:{n}"))
                        cbus += "constant bus" in v[0]
        F[f"D-{label}-sel"] = pct(sel_ok, n_)
        F[f"D-{label}-vsel"] = pct(vsel_ok, vsel_n)
        F[f"D-{label}-vfold"] = pct(vfold_ok, vfold_n)
        F[f"D-{label}-rej"] = str(rejected)
        F[f"D-{label}-cbus"] = str(cbus)
        F[f"D-{label}-fbf"] = str(fbf)
        before = sum(r["E"].get(label, [0, 0])[0] for r in R)
        after = sum(r["E"].get(label, [0, 0])[1] for r in R)
        F[f"E-{label}"] = f"{before} -> {after} (-{before - after})"
        details[c] += kinds_block(f"D failures, our instruction-select on {label}", fails)
        details[c] += kinds_block(f"D llc-14 verifier rejects our output ({label})", vbad)
        if label == "our-rbs":
            details[c] += kinds_block("D counted apart: llc-14's verifier rejects our own regbankselect output", rej)
    q = quality.get(c)
    F["R"] = f"{q[3]} ({q[1]}/{q[2]}, {q[0]} fns)" if q else "n/a"
    missing = collections.Counter(m for r in R for m in r["missing"])
    F["files"] = f"{len(R)} files" + (
        "; no llc output at " + ", ".join(f"{k} x{v}" for k, v in sorted(missing.items())) if missing else "")

table = [
    ("corpus", "files", ""),
    ("A  llc selects our RBS (of llc legalizer MIR)", "A", ">=98%"),
    ("     where llc selects its own RBS", "A2", ""),
    ("     llc fails on its own RBS", "A3", ""),
    ("B  bank agreement with llc RBS (generic vregs)", "B", ">=97%"),
    ("C  llc RBS+select accepts our legalizer output", "C", ">=95%"),
    ("     where llc accepts its own legalizer output", "C2", ""),
    ("     llc fails on its own legalizer output", "C3", ""),
    ("D  on llc RBS: our select, no fallback", "D-llc-rbs-sel", ">=95%"),
    ("     llc verifier accepts our select", "D-llc-rbs-vsel", "100%"),
    ("     llc verifier accepts select+fold", "D-llc-rbs-vfold", "100%"),
    ("     constant-bus errors", "D-llc-rbs-cbus", "0"),
    ("     failedISel after si-fold-operands", "D-llc-rbs-fbf", ""),
    ("     input llc verifier rejects (apart)", "D-llc-rbs-rej", ""),
    ("D  on our RBS: our select, no fallback", "D-our-rbs-sel", ">=95%"),
    ("     llc verifier accepts our select", "D-our-rbs-vsel", "100%"),
    ("     llc verifier accepts select+fold", "D-our-rbs-vfold", "100%"),
    ("     constant-bus errors", "D-our-rbs-cbus", "0"),
    ("     failedISel after si-fold-operands", "D-our-rbs-fbf", ""),
    ("     our RBS llc verifier rejects (apart)", "D-our-rbs-rej", ""),
    ("E  COPYs before -> after fold, llc RBS", "E-llc-rbs", ""),
    ("E  COPYs before -> after fold, our RBS", "E-our-rbs", ""),
    ("R  instructions ours/llc (select-quality)", "R", "<=1.05"),
]
w0 = max(len(t[0]) for t in table)
w = max([26] + [len(figs[c].get(k, "")) for c in cpus for _, k, _ in table])
print(f"{'':{w0}}  " + "  ".join(f"{c:{w}}" for c in cpus) + "  goal")
for label, key, goal in table:
    print(f"{label:{w0}}  " + "  ".join(f"{figs[c].get(key, ''):{w}}" for c in cpus) + f"  {goal}")
for c in cpus:
    if details[c]:
        print(f"\n{c}:")
        print("\n".join(details[c]))
if os.environ.get("FIGURES_JSON"):
    with open(os.environ["FIGURES_JSON"], "w") as f:
        json.dump({"rows": [{"label": l, "key": k, "goal": g} for l, k, g in table], "figures": figs}, f, indent=1)
PY
}

# Internal: `differential.sh --job WORK CPU NAME` runs the oracles on one stage file (xargs below).
if [ "${1:-}" = "--job" ]; then
    shift
    exec python3 -c "$(worker_py)" "$@"
fi

usage() {
    echo "usage: $0 [--keep DIR] [CPU...]   (default CPUs: gfx900 gfx1030)" >&2
    exit 2
}
KEEP=
CPUS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) [ $# -ge 2 ] || usage; KEEP=$2; shift 2 ;;
        -h|--help|-*) usage ;;
        *) CPUS+=("$1"); shift ;;
    esac
done
[ ${#CPUS[@]} -gt 0 ] || CPUS=(gfx900 gfx1030)

command -v "$LLC" >/dev/null 2>&1 || { echo "differential: '$LLC' not found (set LLC)" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "differential: python3 not found" >&2; exit 2; }
if [ -z "${MIR_RUN:-}" ]; then
    (cd "$REPO" && cargo build -q --release -p mir-tests --bin mir-run) || exit 2
    MIR_RUN=$REPO/target/release/mir-run
fi
export MIR_RUN
if [ -z "${SHARED_CORPUS:-}" ]; then
    SHARED_CORPUS=$REPO/../shared/corpus
    d=$(dirname "$REPO")
    while [ ! -d "$SHARED_CORPUS" ] && [ "$d" != / ]; do
        d=$(dirname "$d")
        SHARED_CORPUS=$d/shared/corpus
    done
fi
[ -d "$SHARED_CORPUS" ] || { echo "differential: shared corpus not found (set SHARED_CORPUS)" >&2; exit 2; }
export SHARED_CORPUS
JOBS=${JOBS:-2}

if [ -n "$KEEP" ]; then
    WORK=$(mkdir -p "$KEEP" && cd "$KEEP" && pwd)
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi
rm -rf "$WORK/out" "$WORK/stages"
mkdir -p "$WORK/out" "$WORK/stages"

start=$(date +%s)
# llc-14's stage outputs, one gen-stages.sh run per CPU in parallel.
for cpu in "${CPUS[@]}"; do
    GEN_STAGES="irtranslator legalizer regbankselect" "$SCRIPT_DIR/gen-stages.sh" "$WORK/gen-$cpu" "$cpu" \
        >/dev/null 2>"$WORK/gen-$cpu.err" &
done
wait
for cpu in "${CPUS[@]}"; do
    [ -d "$WORK/gen-$cpu/$cpu" ] || { cat "$WORK/gen-$cpu.err" >&2; exit 2; }
    mv "$WORK/gen-$cpu/$cpu" "$WORK/stages/$cpu"
done

# The per-file oracles, JOBS at a time, while select-quality.sh reuses the same stages.
"$SCRIPT_DIR/select-quality.sh" --stages "$WORK/stages" --keep "$WORK/quality" "${CPUS[@]}" \
    >"$WORK/select-quality.txt" 2>"$WORK/select-quality.err" &
quality_pid=$!
for cpu in "${CPUS[@]}"; do
    for log in "$WORK/stages/$cpu/irtranslator/"*.log; do
        printf '%s\n%s\n' "$cpu" "$(basename "$log" .log)"
    done
done | xargs -P "$JOBS" -n 2 "$SELF" --job "$WORK"
wait "$quality_pid" || { cat "$WORK/select-quality.err" >&2; }

n_prog=$(find "$REPO/mir-tests/corpus/programs" -maxdepth 1 -name '*.ll' | wc -l)
n_ir=$(find "$SHARED_CORPUS/llvm/ir" -maxdepth 1 -name '*.ll' 2>/dev/null | wc -l)
n_q=$(find "$SHARED_CORPUS/llc14-quirks" -maxdepth 1 -name '*.ll' 2>/dev/null | wc -l)
echo "differential.sh: $n_prog project programs + $n_ir llvm/ir + $n_q llc14-quirks files; functions counted; $(( $(date +%s) - start ))s"
python3 -c "$(report_py)" "$WORK" "${CPUS[@]}"
