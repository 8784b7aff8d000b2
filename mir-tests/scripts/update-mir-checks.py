#!/usr/bin/env python3
"""update-mir-checks.py TEST.mir...: (re)generate the FileCheck lines of MIR tests from mir-run.

For every `# RUN: mir-run ... %s | FileCheck ... -check-prefix=P` line, runs that mir-run command
and writes, into each function's body, `; P-LABEL: name: f` and one `; P:`/`; P-NEXT:` line
per output body line, with virtual registers as FileCheck variables named after their defining
opcode. When every RUN line lists the same first prefix (`-check-prefixes=GCN,GFX9` and
`GCN,GFX10`) and their outputs for a function agree, the lines use that common prefix. Lines of
other prefixes are kept. Read the generated lines before committing them: they state what the
selector does now, not what it should do.

mir-run is $MIR_RUN, else target/debug/mir-run of this repository (build it first)."""
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MIR_RUN = os.environ.get('MIR_RUN', os.path.join(REPO, 'target', 'debug', 'mir-run'))

def funcs(text):
    out = {}
    for doc in text.split('\n---\n'):
        m = re.search(r'^name:\s+(\S+)', doc, re.M)
        if not m or 'body:' not in doc:
            continue
        body = doc.split('body:', 1)[1].split('\n', 1)[1]
        body = body.split('\n...')[0]
        out[m.group(1)] = body.split('\n')
    return out

def checks(prefix, name, lines):
    names = {}
    used = set()
    def var_for(v, opcode):
        base = re.sub(r'[^A-Za-z0-9_]', '_', opcode) or 'REG'
        n = base
        k = 0
        while n in used:
            k += 1
            n = f'{base}_{k}'
        used.add(n)
        names[v] = n
        return n
    flagset = {'nofpexcept', 'contract', 'nnan', 'ninf', 'nsz', 'arcp', 'afn', 'reassoc', 'nuw', 'nsw', 'exact'}
    def_opcode = {}
    for raw in lines:
        l, e, r = raw.strip().partition(' = ')
        if e:
            ws = [w for w in r.split() if w not in flagset]
            for v in re.findall(r'%(\d+)\b', l):
                def_opcode.setdefault(v, ws[0] if ws else 'REG')
    out = [f'    ; {prefix}-LABEL: name: {name}']
    first = True
    single_block = sum(1 for l in lines if re.match(r'\s*bb\.\d+', l)) <= 1
    after_blank = False
    for raw in lines:
        line = raw.strip()
        if not line:
            after_blank = True
            continue
        if line.startswith(';') or (single_block and re.match(r'bb\.\d+', line)):
            continue
        lhs, eq, rhs = line.partition(' = ')
        flags = {'nofpexcept', 'contract', 'nnan', 'ninf', 'nsz', 'arcp', 'afn', 'reassoc', 'nuw', 'nsw', 'exact'}
        words = [w for w in rhs.split() if w not in flags] if eq else []
        opcode = words[0] if words else ''
        def sub_def(m):
            v = m.group(1)
            if v in names:
                return f'[[{names[v]}]]'
            return f'[[{var_for(v, opcode)}:%[0-9]+]]'
        def sub_use(m):
            v = m.group(1)
            if v in names:
                return f'[[{names[v]}]]'
            return f'[[{var_for(v, def_opcode.get(v, "REG"))}:%[0-9]+]]'
        if eq:
            lhs = re.sub(r'%(\d+)\b', sub_def, lhs)
            rhs = re.sub(r'%(\d+)\b', sub_use, rhs)
            line = f'{lhs} = {rhs}'
        else:
            line = re.sub(r'%(\d+)\b', sub_use, line)
        kind = prefix if first or after_blank else f'{prefix}-NEXT'
        out.append(f'    ; {kind}: {line}')
        first = False
        after_blank = False
    return out

def update(path):
    text = open(path).read()
    runs = []
    for l in text.split('\n'):
        m = re.match(r'#\s*RUN:\s*(mir-run .*?)\s*\|\s*FileCheck(.*)$', l)
        if not m:
            continue
        p = re.search(r'-check-prefix(?:es)?=(\S+)', m.group(2))
        prefix = p.group(1).split(',') if p else ['CHECK']
        cmd = m.group(1).replace('%s', path).replace('mir-run', MIR_RUN, 1)
        res = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        if res.returncode != 0:
            sys.exit(f'{path}: `{cmd}` failed:\n{res.stderr}')
        runs.append((prefix, funcs(res.stdout)))
    prefixes = sorted({q for p, _ in runs for q in p})
    lines = text.split('\n')
    out = []
    func = None
    in_body = False
    inserted = False
    for l in lines:
        s = l.strip()
        if any(re.match(rf';\s*{re.escape(p)}(-NEXT|-LABEL)?:', s) for p in prefixes):
            continue
        m = re.match(r'^name:\s+(\S+)', l)
        if m:
            func = m.group(1); in_body = False; inserted = False
        if l.startswith('body:'):
            in_body = True
        out.append(l)
        if in_body and not inserted and func and (re.match(r'\s+liveins:', l) or (re.match(r'\s+bb\.\d+', l) and not any(re.match(r'\s+liveins:', x) for x in body_lines_of(lines, func)))):
            # One common prefix (the first of every run's list) when all runs agree.
            common = runs[0][0][0] if runs and all(len(p) > 1 and p[0] == runs[0][0][0] for p, _ in runs) else None
            bodies = [fs.get(func) for _, fs in runs]
            if common and all(b == bodies[0] for b in bodies) and bodies[0] is not None:
                out.extend(checks(common, func, bodies[0]))
            else:
                for prefix, fs in runs:
                    if func in fs:
                        out.extend(checks(prefix[-1], func, fs[func]))
            inserted = True
    open(path, 'w').write('\n'.join(out))

def body_lines_of(lines, func):
    take = False
    res = []
    for l in lines:
        m = re.match(r'^name:\s+(\S+)', l)
        if m:
            take = m.group(1) == func
        elif take and l.startswith('...'):
            break
        elif take:
            res.append(l)
    # only the first block's liveins matter
    first_block = []
    seen = 0
    for l in res:
        if re.match(r'\s+bb\.\d+', l):
            seen += 1
            if seen > 1:
                break
        first_block.append(l)
    return first_block

for p in sys.argv[1:]:
    update(p)
