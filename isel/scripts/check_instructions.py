#!/usr/bin/env python3
"""Verify the AMDGPU instruction catalog (isel/src/target/instr_table.rs) against llc-14.

For every entry and every CPU (gfx900 wave64, gfx1030 wave32) it runs:

  verify+   one MIR function (selected/legalized/regBankSelected) holding the instruction with
            virtual registers of the declared classes and default immediates, plus the
            literal / inline-constant variants that must be accepted
            -> `llc-14 -run-pass=none -verify-machineinstrs` must report nothing;
  verify-   one function holding faulty copies of the instruction, each with exactly one fault:
            a register operand of the wrong bank, an immediate operand given a register, a
            literal where only inline constants are legal (or a VOP3 literal on gfx900)
            -> the verifier must report every one of them;
  implicit  the instruction once per declared implicit operand with that operand left out
            -> the MIR parser must say "missing implicit register operand";
  emit      the instruction with physical registers, printed by
            `llc-14 -start-after=branch-relaxation` (only the asm printer runs)
            -> must succeed exactly on the CPUs in `subtargets`, and the printed mnemonic
            (without the _e32/_e64 encoding suffix) must equal `asm` for that CPU.
            Pseudo entries (family PSEUDO) are expanded before emission and skip this test.

Usage: check_instructions.py [isel/src/target/instr_table.rs] [-j N] [--only NAME,...] [--probe out.json] [-v]
Prints one line per failing (entry, cpu, test) and a summary: entries passing per CPU.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CPUS = ['gfx900', 'gfx1030']
WAVE = {'gfx900': 64, 'gfx1030': 32}
LLC = os.environ.get('LLC', 'llc-14')
MC = os.environ.get('LLVM_MC', 'llvm-mc-14')

# --------------------------------------------------------------------------- parser
TOKEN = re.compile(r'\s+|(?P<doc>///[^\n]*)|(?P<comment>//[^\n]*)|(?P<str>"[^"]*")|'
                   r'(?P<num>-?(?:0x[0-9a-fA-F]+|\d+))|(?P<id>[A-Za-z_][A-Za-z0-9_]*)|(?P<p>[(){}\[\]:,=])')


def tokenize(text):
    toks = []
    pos = 0
    line = 1
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise SyntaxError('line %d: unexpected %r' % (line, text[pos:pos + 20]))
        s = m.group(0)
        kind = m.lastgroup
        if kind == 'doc':
            toks.append(('doc', s[3:].strip(), line))
        elif kind in ('str', 'num', 'id', 'p'):
            toks.append((kind, s, line))
        line += s.count('\n')
        pos = m.end()
    toks.append(('eof', '', line))
    return toks


class Parser:
    def __init__(self, text):
        self.t = tokenize(text)
        self.i = 0

    def peek(self):
        return self.t[self.i]

    def next(self):
        tok = self.t[self.i]
        self.i += 1
        return tok

    def expect(self, val):
        tok = self.next()
        if tok[1] != val:
            raise SyntaxError('line %d: expected %r, got %r' % (tok[2], val, tok[1]))
        return tok

    def ident(self):
        tok = self.next()
        if tok[0] != 'id':
            raise SyntaxError('line %d: expected identifier, got %r' % (tok[2], tok[1]))
        return tok[1]

    def entries(self):
        out = []
        doc = []
        while self.peek()[0] != 'eof':
            if self.peek()[0] == 'doc':
                doc.append(self.next()[1])
                continue
            line = self.peek()[2]
            name = self.ident()
            self.expect(':')
            fam = self.ident()
            e = dict(name=name, family=fam, doc=' '.join(doc), line=line, asm=None, outs=[], ins=[],
                     tied=[], implicit_uses=[], implicit_defs=[], flags=[], counters={'all': []},
                     subtargets=[])
            doc = []
            self.expect('{')
            while self.peek()[1] != '}':
                key = self.ident()
                self.expect(':')
                if key == 'asm':
                    e['asm'] = self.asm_value()
                elif key in ('outs', 'ins'):
                    e[key] = self.operands()
                elif key == 'tied':
                    e['tied'] = self.tied()
                elif key == 'counters':
                    e['counters'] = self.counters()
                elif key in ('implicit_uses', 'implicit_defs', 'flags', 'subtargets'):
                    e[key] = self.idlist()
                else:
                    raise SyntaxError('line %d: unknown field %s' % (self.peek()[2], key))
                if self.peek()[1] == ',':
                    self.next()
            self.expect('}')
            out.append(e)
        return out

    def asm_value(self):
        if self.peek()[0] == 'str':
            return self.next()[1][1:-1]
        self.expect('{')
        m = {}
        while self.peek()[1] != '}':
            k = self.ident()
            self.expect(':')
            m[k] = self.next()[1][1:-1]
            if self.peek()[1] == ',':
                self.next()
        self.expect('}')
        return m

    def kind(self):
        head = self.ident()
        if self.peek()[1] != '(':
            if head in ('block', 'unknown'):
                return (head,)
            return ('class', head)
        self.next()
        args = []
        while self.peek()[1] != ')':
            args.append(self.next()[1])
            if self.peek()[1] == ',':
                self.next()
        self.expect(')')
        if head == 'src':
            return ('src', args[0], args[1])
        if head == 'imm':
            return ('imm', args[0])
        raise SyntaxError('unknown operand kind %s' % head)

    def operands(self):
        self.expect('(')
        ops = []
        while self.peek()[1] != ')':
            n = self.ident()
            self.expect(':')
            ops.append((n, self.kind()))
            if self.peek()[1] == ',':
                self.next()
        self.expect(')')
        return ops

    def idlist(self):
        self.expect('[')
        out = []
        while self.peek()[1] != ']':
            out.append(self.ident())
            if self.peek()[1] == ',':
                self.next()
        self.expect(']')
        return out

    def tied(self):
        self.expect('[')
        out = []
        while self.peek()[1] != ']':
            a = self.ident()
            self.expect('=')
            b = self.ident()
            out.append((a, b))
            if self.peek()[1] == ',':
                self.next()
        self.expect(']')
        return out

    def cntlist(self):
        self.expect('[')
        out = []
        while self.peek()[1] != ']':
            c = self.ident()
            self.expect('(')
            n = self.next()[1]
            self.expect(')')
            out.append('%s(%s)' % (c, n))
            if self.peek()[1] == ',':
                self.next()
        self.expect(']')
        return out

    def counters(self):
        if self.peek()[1] == '[':
            return {'all': self.cntlist()}
        self.expect('{')
        m = {}
        while self.peek()[1] != '}':
            k = self.ident()
            self.expect(':')
            m[k] = self.cntlist()
            if self.peek()[1] == ',':
                self.next()
        self.expect('}')
        return m


def parse_file(path):
    return Parser(open(path).read()).entries()


def asm_for(e, cpu):
    a = e['asm']
    if isinstance(a, dict):
        return a.get(cpu)
    return a


# --------------------------------------------------------------------------- classes
def concrete(cls, cpu):
    """Register class used for a virtual register of operand class `cls` on `cpu`."""
    if cls in ('sreg_1', 'sreg_1_xexec'):
        return 'sreg_64_xexec' if WAVE[cpu] == 64 else 'sreg_32_xm0_xexec'
    return cls


WRONG_BANK = {
    'vgpr_32': 'sreg_32', 'vreg_64': 'sreg_64', 'vreg_96': 'sgpr_96', 'vreg_128': 'sgpr_128',
    'sreg_32': 'vgpr_32', 'sreg_32_xm0_xexec': 'vgpr_32', 'sreg_32_xexec_hi': 'vgpr_32',
    'sreg_64': 'vreg_64', 'sreg_64_xexec': 'vreg_64', 'sgpr_64': 'vreg_64',
    'sreg_128': 'vreg_128', 'sgpr_128': 'vreg_128', 'sreg_256': 'vreg_256', 'sreg_512': 'vreg_512',
    'vs_32': 'vreg_64', 'vs_64': 'vgpr_32', 'ccr_sgpr_64': 'vreg_64',
}


def wrong_class(cls, cpu):
    c = concrete(cls, cpu)
    if cls in ('sreg_1', 'sreg_1_xexec'):
        return 'vreg_64' if WAVE[cpu] == 64 else 'vgpr_32'
    return WRONG_BANK.get(c)


# physical registers for emission
def phys_alloc(cpu):
    state = {'v': 0, 's': 0}

    def take(bank, n, align):
        cur = state[bank]
        if cur % align:
            cur += align - cur % align
        state[bank] = cur + n
        pre = 'vgpr' if bank == 'v' else 'sgpr'
        if n == 1:
            return '$%s%d' % (pre, cur)
        return '$' + '_'.join('%s%d' % (pre, cur + k) for k in range(n))

    def alloc(cls):
        c = concrete(cls, cpu)
        if c == 'ccr_sgpr_64':
            return '$sgpr30_sgpr31'     # the return address register pair
        m = re.match(r'(vgpr|vreg|vs)_(\d+)$', c)
        if m:
            n = int(m.group(2)) // 32
            return take('v', n, 1)
        m = re.match(r'(sreg|sgpr)_(\d+)', c)
        if m:
            n = int(m.group(2)) // 32
            return take('s', n, 1 if n == 1 else (2 if n == 2 else 4))
        if c == 'unknown':
            return take('v', 1, 1)
        raise ValueError('no physical register for class ' + cls)
    return alloc


# --------------------------------------------------------------------------- MIR building
LITERAL = 0x1234567
INLINE = 1

IMM_DEFAULT = {'en': '15', 'kimm': '1234', 'mask': '-1', 'count': '0', 'cond': '4', 'cpol_glc1': '1'}


def imm_value(kind):
    return IMM_DEFAULT.get(kind, '0')


# Pseudos that LLVM 14 defines with the VOP3 encoding flag (the verifier's VOP3 literal rule applies)
VOP3_PSEUDOS = {'V_CNDMASK_B64_PSEUDO'}


def is_vop3(e):
    return e['family'] in ('VOP3', 'VOP3P') or e['name'] in VOP3_PSEUDOS


def literal_ok(e, cpu):
    """Can a 32-bit literal stand in a src(..., literal) operand on this CPU?

    VOP3/VOP3P encodings take a literal only from GFX10 on. On gfx900 the constant bus (one
    scalar value per VALU instruction) is also used up by an implicit VCC read or an SGPR
    operand, so a literal there is illegal too."""
    if cpu == 'gfx1030':
        return True
    if is_vop3(e):
        return False
    if 'valu' in e['flags']:
        if 'vcc' in e['implicit_uses'] or 'm0' in e['implicit_uses']:
            return False
        if any(k[0] in ('class', 'src') and is_sgpr_class(concrete(k[1], cpu)) for n, k in e['ins']):
            return False
        if any(k == ('imm', 'kimm') for n, k in e['ins']):
            return False    # the K constant of v_madmk/v_madak already uses the constant bus
    return True


def is_sgpr_class(c):
    return c.startswith('sreg') or c.startswith('sgpr')


def same_as(e, n):
    """Operand that must be the same register as operand n (v_div_scale: src0 == src1 or src2)."""
    if e['name'].startswith('V_DIV_SCALE') and n == 'src0':
        return 'src1'
    return None


class Fn:
    """One MIR function: IMPLICIT_DEFs in bb.0, then one block per instruction instance."""

    def __init__(self, cpu):
        self.cpu = cpu
        self.nv = 0
        self.defs = []
        self.blocks = []

    def vreg(self, cls, define=True):
        r = '%%%d' % self.nv
        self.nv += 1
        if define:
            self.defs.append('    %s:%s = IMPLICIT_DEF' % (r, cls))
        return r, cls

    def instance(self, e, override=None, drop_implicit=None):
        """Text of one instance of `e`. override: {operand name: text}."""
        override = override or {}
        cpu = self.cpu
        shared = {}
        outs = []
        uses = {}
        for n, k in e['outs']:
            if k[0] in ('class',):
                r, c = self.vreg(concrete(k[1], cpu), define=False)
                outs.append('%s:%s' % (r, c))
            elif k[0] == 'unknown':
                r, c = self.vreg('vgpr_32', define=False)
                outs.append('%s:%s' % (r, c))
            else:
                raise ValueError('odd out kind %r' % (k,))
        ins = []
        names = []
        has_block = False
        for n, k in e['ins']:
            names.append(n)
            if n in override:
                ins.append(override[n])
                continue
            if k[0] == 'class':
                ins.append(self.vreg(concrete(k[1], cpu))[0])
            elif k[0] == 'unknown':
                ins.append(self.vreg('vgpr_32')[0])
            elif k[0] == 'src':
                c = concrete(k[1], cpu)
                if is_sgpr_class(c) and 'valu' in e['flags']:
                    # one SGPR for all scalar sources: the constant bus allows one SGPR on gfx900
                    if c not in shared:
                        shared[c] = self.vreg(c)[0]
                    ins.append(shared[c])
                else:
                    ins.append(self.vreg(c)[0])
            elif k[0] == 'imm':
                if k[1] == 'global':
                    ins.append('target-flags(amdgpu-rel32-%s) @g' % ('lo' if n.endswith('lo') else 'hi'))
                elif k[1] == 'frame_index':
                    ins.append('%stack.0')
                else:
                    ins.append(imm_value(k[1]))
            elif k[0] == 'block':
                ins.append('%bb.END')
                has_block = True
        for i, n in enumerate(names):
            other = same_as(e, n)
            if other and n not in override and other in names:
                ins[i] = ins[names.index(other)]
        imp = []
        for r in e['implicit_defs']:
            if r != drop_implicit:
                imp.append('implicit-def $%s' % r)
        for r in e['implicit_uses']:
            if r != drop_implicit:
                imp.append('implicit $%s' % r)
        text = ''
        if outs:
            text += ', '.join(outs) + ' = '
        text += e['name']
        allops = ins + imp
        if allops:
            text += ' ' + ', '.join(allops)
        block = ['    ' + text]
        if 'barrier' not in e['flags']:
            block.append('    S_ENDPGM 0')
        self.blocks.append((block, has_block))
        self.last_block = len(self.blocks)      # instance i lives in bb.i
        return text

    def render(self):
        lines = ['--- |',
                 '  @g = external addrspace(1) global i32',
                 '  define amdgpu_ps void @t() { ret void }',
                 '...',
                 '---',
                 'name: t',
                 'legalized: true',
                 'regBankSelected: true',
                 'selected: true',
                 'stack:',
                 '  - { id: 0, type: default, offset: 0, size: 4, alignment: 4 }',
                 'body: |',
                 '  bb.0:']
        lines += self.defs
        nb = len(self.blocks)
        end = nb + 1
        for i, (blk, has_block) in enumerate(self.blocks):
            lines.append('  bb.%d:' % (i + 1))
            if has_block:
                lines.append('    successors: %%bb.%d' % end)
            lines += [l.replace('%bb.END', '%%bb.%d' % end) for l in blk]
        lines.append('  bb.%d:' % end)
        lines.append('    S_ENDPGM 0')
        lines.append('...')
        return '\n'.join(lines) + '\n'


def run_llc(args, text):
    with tempfile.NamedTemporaryFile('w', suffix='.mir', delete=False, dir=TMP) as f:
        f.write(text)
        path = f.name
    try:
        p = subprocess.run([LLC] + args + [path, '-o', '-'], capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout, p.stderr
    finally:
        os.unlink(path)


def verify(cpu, text):
    return run_llc(['-march=amdgcn', '-mcpu=' + cpu, '-run-pass=none', '-verify-machineinstrs'], text)


def bad_blocks(stderr):
    """Blocks the verifier complained about (each instance has a block of its own; the
    parser renumbers virtual registers, so instruction texts cannot be matched)."""
    return {int(m.group(1)) for m in re.finditer(r'- basic block: %bb\.(\d+)', stderr)}


# --------------------------------------------------------------------------- tests
def test_verify_pos(e, cpu):
    fn = Fn(cpu)
    fn.instance(e)
    variants = []
    for n, k in e['ins']:
        if k[0] == 'src':
            if k[2] == 'inline' or not literal_ok(e, cpu):
                variants.append(fn.instance(e, {n: str(INLINE)}))
            else:
                variants.append(fn.instance(e, {n: str(LITERAL)}))
    rc, out, err = verify(cpu, fn.render())
    if rc != 0 or 'Bad machine code' in err or 'error' in err:
        first = [l for l in err.splitlines() if 'Bad machine code' in l or 'error' in l][:3]
        return ['verify+: ' + ' | '.join(first or err.splitlines()[:3])]
    return []


def test_verify_neg(e, cpu):
    fn = Fn(cpu)
    expect = []
    for n, k in e['ins']:
        if k[0] == 'class':
            w = wrong_class(k[1], cpu)
            if w:
                r, _ = fn.vreg(w)
                fn.instance(e, {n: r})
                expect.append(('%s<-%s' % (n, w), fn.last_block))
        elif k[0] == 'imm' and k[1] not in ('mods', 'global', 'frame_index'):
            r, _ = fn.vreg('sreg_32')
            fn.instance(e, {n: r})
            expect.append(('%s<-reg' % n, fn.last_block))
        elif k[0] == 'src':
            if k[2] == 'inline' or not literal_ok(e, cpu):
                fn.instance(e, {n: str(LITERAL)})
                expect.append(('%s<-literal' % n, fn.last_block))
    if not expect:
        return []
    rc, out, err = verify(cpu, fn.render())
    if 'error: ' in err and 'Bad machine code' not in err:
        return ['verify-: parse failed: ' + err.strip().splitlines()[0]]
    bad = bad_blocks(err)
    fails = []
    for what, blk in expect:
        if blk not in bad:
            fails.append('verify-: %s not rejected' % what)
    return fails


def test_implicit(e, cpu):
    fails = []
    for r in e['implicit_defs'] + e['implicit_uses']:
        fn = Fn(cpu)
        fn.instance(e, drop_implicit=r)
        rc, out, err = verify(cpu, fn.render())
        if 'missing implicit register operand' not in err:
            fails.append('implicit: dropping $%s not rejected' % r)
    return fails


def emit_text(e, cpu):
    alloc = phys_alloc(cpu)
    reg_of = {}
    ops = []
    for n, k in e['outs']:
        if k[0] == 'class':
            reg_of[n] = alloc(k[1])
        else:
            reg_of[n] = alloc('vgpr_32')
    tied = dict(e['tied'])
    liveins = []
    ins = []
    names = []
    shared = {}
    has_block = False
    for n, k in e['ins']:
        names.append(n)
        if n in tied:
            ins.append(reg_of[tied[n]])
            continue
        if k[0] in ('class', 'src'):
            c = concrete(k[1], cpu)
            if k[0] == 'src' and is_sgpr_class(c) and 'valu' in e['flags']:
                if c not in shared:
                    shared[c] = alloc(k[1])
                r = shared[c]
            else:
                r = alloc(k[1])
            ins.append(r)
            liveins.append(r)
        elif k[0] == 'unknown':
            r = alloc('vgpr_32')
            ins.append(r)
            liveins.append(r)
        elif k[0] == 'imm':
            ins.append(imm_value(k[1]))
        elif k[0] == 'block':
            ins.append('%bb.2')
            has_block = True
    for i, n in enumerate(names):
        other = same_as(e, n)
        if other and other in names:
            ins[i] = ins[names.index(other)]
    imp = ['implicit-def $%s' % r for r in e['implicit_defs']] + ['implicit $%s' % r for r in e['implicit_uses']]
    text = ''
    outs = [reg_of[n] for n, k in e['outs']]
    if outs:
        text += ', '.join(outs) + ' = '
    text += e['name']
    if ins + imp:
        text += ' ' + ', '.join(ins + imp)
    lines = ['---', 'name: t', 'tracksRegLiveness: false', 'body: |', '  bb.0:']
    if has_block:
        lines.append('    successors: %bb.2' if 'barrier' in e['flags'] else '    successors: %bb.1, %bb.2')
    lines += ['    S_SETPRIO 1', '    ' + text]
    if not has_block and 'barrier' not in e['flags']:
        lines += ['    S_SETPRIO 2', '    S_ENDPGM 0']
    lines += ['  bb.1:', '    S_SETPRIO 2', '    S_ENDPGM 0', '  bb.2:', '    S_ENDPGM 0', '...']
    return '\n'.join(lines) + '\n'


def emit(e, cpu):
    rc, out, err = run_llc(['-march=amdgcn', '-mcpu=' + cpu, '-start-after=branch-relaxation',
                            '-show-mc-encoding'], emit_text(e, cpu))
    if rc != 0:
        lines = err.strip().splitlines()
        return None, [l for l in lines if 'error' in l.lower()][:2] or lines[:2]
    body = []
    on = False
    for l in out.splitlines():
        s = l.strip()
        if s.startswith('s_setprio 1'):
            on = True
            continue
        if s.startswith('s_setprio 2'):
            break
        if on and s and not s.startswith(';') and not s.startswith('.'):
            body.append(s)
    return body, None


def assemble(cpu, line):
    """llvm-mc's view of a printed instruction: (ok, encoding bytes or error)."""
    asm = line.split(';')[0].strip()
    p = subprocess.run([MC, '-arch=amdgcn', '-mcpu=' + cpu, '-show-encoding'], input=asm + '\n',
                       capture_output=True, text=True, timeout=60)
    if p.returncode != 0 or 'error' in p.stderr:
        msg = [l for l in p.stderr.splitlines() if 'error' in l]
        return False, (msg[0].split('error:')[-1].strip() if msg else p.stderr.strip())
    m = re.search(r'encoding: \[([^\]]*)\]', p.stdout)
    return True, (m.group(1) if m else '')


def observed_mnemonic(body):
    if not body:
        return None, None
    s = body[0]
    mn = s.split()[0]
    enc = re.search(r'encoding: \[([^\]]*)\]', s)
    size = len(enc.group(1).split(',')) if enc else None
    return mn, size


def encoding_suffix(e, cpu):
    """Suffix the printer adds: `_e32` for every VOP1/VOP2/VOPC _e32 opcode; `_e64` for an _e64
    opcode whose _e32 sibling exists on this CPU (per this catalog); nothing otherwise."""
    n = e['name']
    if n.endswith('_e32'):
        return '_e32'
    if n.endswith('_e64'):
        sib = ENTRIES.get(n[:-4] + '_e32')
        if sib and cpu in sib['subtargets']:
            return '_e64'
    return ''


ENTRIES = {}


def base_mnemonic(mn):
    return re.sub(r'_(e32|e64)$', '', mn)


def test_emit(e, cpu):
    if e['family'] == 'PSEUDO':
        return [], None
    body, err = emit(e, cpu)
    want = cpu in e['subtargets']
    if body is None:
        if any('target-specific version' in l for l in err):
            if want:
                return ['emit: no %s encoding (llc: no target-specific version)' % cpu], None
            return [], None
        if want:
            return ['emit: failed: ' + ' | '.join(err)], None
        return ['emit: failed for another reason: ' + ' | '.join(err)], None
    mn, size = observed_mnemonic(body)
    ok, mc = assemble(cpu, body[0]) if body else (False, 'nothing printed')
    if not want:
        if ok:
            return ['emit: %r prints and assembles although %s is not in subtargets' % (mn, cpu)], (mn, size)
        return [], (mn, size)   # llc has an encoding, but the CPU lacks the feature (llvm-mc refuses)
    exp = asm_for(e, cpu)
    fails = []
    if mn is None or mn != exp + encoding_suffix(e, cpu):
        fails.append('emit: printed %r, expected %r' % (mn, exp + encoding_suffix(e, cpu)))
    if not ok:
        fails.append('emit: llvm-mc rejects %r: %s' % (body[0].split(';')[0].strip(), mc))
    else:
        enc = re.search(r'encoding: \[([^\]]*)\]', body[0])
        if enc and enc.group(1) != mc:
            fails.append('emit: llvm-mc encodes %r differently' % body[0].split(';')[0].strip())
    return fails, (mn, size)


def check_entry(e, tests):
    res = {}
    probe = {}
    for cpu in CPUS:
        fails = []
        if 'pos' in tests:
            fails += test_verify_pos(e, cpu)
        if 'neg' in tests:
            fails += test_verify_neg(e, cpu)
        if 'imp' in tests:
            fails += test_implicit(e, cpu)
        if 'emit' in tests:
            f, obs = test_emit(e, cpu)
            fails += f
            probe[cpu] = obs
        res[cpu] = fails
    return e['name'], res, probe


def probe_only(e):
    """Emission on every CPU, no expectations: which CPUs print it, as what."""
    out = {}
    if e['family'] == 'PSEUDO':
        return e['name'], out
    for cpu in CPUS:
        body, err = emit(e, cpu)
        if body is None:
            out[cpu] = {'ok': False, 'err': err}
        else:
            mn, size = observed_mnemonic(body)
            ok, mc = assemble(cpu, body[0]) if body else (False, 'nothing printed')
            enc = re.search(r'encoding: \[([^\]]*)\]', body[0]) if body else None
            out[cpu] = {'ok': True, 'mnemonic': mn, 'size': size, 'line': body[0] if body else None,
                        'mc_ok': ok, 'mc': mc, 'same_encoding': bool(ok and enc and enc.group(1) == mc)}
    return e['name'], out


def main():
    global TMP
    ap = argparse.ArgumentParser()
    ap.add_argument('file', nargs='?', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'target', 'instr_table.rs'))
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--only')
    ap.add_argument('--tests', default='pos,neg,imp,emit')
    ap.add_argument('--probe', help='only run emission on every CPU and dump what it printed (JSON)')
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    TMP = tempfile.mkdtemp(prefix='check-instr-')
    try:
        return run(a)
    finally:
        shutil.rmtree(TMP, ignore_errors=True)


def run(a):
    entries = parse_file(a.file)
    ENTRIES.update({e['name']: e for e in entries})
    if a.only:
        keep = set(a.only.split(','))
        entries = [e for e in entries if e['name'] in keep]
    names = [e['name'] for e in entries]
    dups = {n for n in names if names.count(n) > 1}
    if dups:
        print('duplicate entries:', ' '.join(sorted(dups)))
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        if a.probe:
            res = dict(ex.map(probe_only, entries))
            json.dump(res, open(a.probe, 'w'), indent=1, sort_keys=True)
            print('probed', len(res))
            return 0
        tests = set(a.tests.split(','))
        results = list(ex.map(lambda e: check_entry(e, tests), entries))
    passed = {c: 0 for c in CPUS}
    for name, res, probe in results:
        for cpu in CPUS:
            if res[cpu]:
                for f in res[cpu]:
                    print('FAIL %-34s %-8s %s' % (name, cpu, f))
            else:
                passed[cpu] += 1
                if a.v:
                    print('ok   %-34s %s' % (name, cpu))
    total = len(results)
    for cpu in CPUS:
        print('%s: %d/%d entries pass (%s)' % (cpu, passed[cpu], total, ','.join(sorted(tests))))
    return 0 if all(passed[c] == total for c in CPUS) else 1


TMP = None
if __name__ == '__main__':
    sys.exit(main())
