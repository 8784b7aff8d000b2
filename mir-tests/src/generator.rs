//! The project's random program generator (issue 23): one LLVM IR function per seed, the same
//! text for the same seed on every machine ([`crate::rng::SplitMix64`]).
//!
//! A program mixes the coverage matrix's operations ([`crate::coverage::ops`], those that
//! take and give values of the types below) with the generator's own memory operations
//! (global loads and stores, scalar loads through a constant pointer, LDS, sometimes two LDS
//! globals), over uniform values (kernel arguments, `inreg` shader arguments, constant-memory
//! loads, `readfirstlane`) and divergent ones (work-item ids, VGPR shader arguments, global
//! loads indexed by them), in structured control flow: nested ifs with phis at the joins, loops
//! with a bounded trip count and a break, and early returns. The calling convention is drawn
//! from `amdgpu_ps`, `amdgpu_vs`, `amdgpu_gs`, `amdgpu_cs`, `amdgpu_kernel` and a callable
//! function (default convention, returning a value). Results are observable: stores to the
//! output buffer, exports in pixel and vertex shaders, the callable function's return value;
//! and every value that no instruction reads is stored when its scope closes, so that llc-14's
//! IR passes (EarlyCSE and the dead-code removal around it) keep every generated instruction.
//! Branch conditions never compare a value with itself or two constants, which those passes
//! would fold, deleting the guarded code.
//!
//! Values that would make the program undefined for most inputs are avoided: divisors are
//! made odd, memory indices masked into the buffers' first 64 elements, loop counts bounded.

use std::fmt::Write as _;

use crate::coverage::{self, Op, Where};
use crate::rng::SplitMix64;

/// A calling convention of the generated function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conv {
    Ps,
    Vs,
    Gs,
    Cs,
    Kernel,
    Callable,
}

impl Conv {
    pub const ALL: [Conv; 6] = [Conv::Ps, Conv::Vs, Conv::Gs, Conv::Cs, Conv::Kernel, Conv::Callable];

    pub fn name(self) -> &'static str {
        match self {
            Conv::Ps => "amdgpu_ps",
            Conv::Vs => "amdgpu_vs",
            Conv::Gs => "amdgpu_gs",
            Conv::Cs => "amdgpu_cs",
            Conv::Kernel => "amdgpu_kernel",
            Conv::Callable => "callable",
        }
    }
}

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// IR instructions, about (the generator stops at the first statement past it).
    pub min_insts: usize,
    pub max_insts: usize,
    /// Deepest nesting of ifs and loops.
    pub max_depth: usize,
    /// The convention, or `None` for one drawn from the seed.
    pub conv: Option<Conv>,
}

impl Config {
    /// Programs of 20 to 200 IR instructions.
    pub const SMALL: Config = Config { min_insts: 20, max_insts: 200, max_depth: 3, conv: None };

    /// A kernel of about `n` instructions (the speed benchmark's input).
    pub fn big(n: usize) -> Config {
        Config { min_insts: n, max_insts: n, max_depth: 2, conv: Some(Conv::Kernel) }
    }
}

/// The value types of the pool; every type a used operation takes or gives is one of these.
const TYPES: &[&str] = &[
    "i32",
    "i32",
    "i32",
    "float",
    "float",
    "i64",
    "i16",
    "i1",
    "half",
    "double",
    "<2 x i16>",
    "<2 x half>",
    "<2 x i32>",
    "<4 x i32>",
    "i8",
];

#[derive(Clone, Debug)]
struct Value {
    name: String,
    ty: String,
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    pub conv: Conv,
    /// The module text.
    pub ir: String,
    /// IR instructions in the function.
    pub insts: usize,
}

struct Gen {
    rng: SplitMix64,
    conv: Conv,
    ops: Vec<Op>,
    body: String,
    /// Values in scope, innermost scope last.
    scopes: Vec<Vec<Value>>,
    next: usize,
    insts: usize,
    label: String,
    two_lds: bool,
    depth: usize,
    max_depth: usize,
    in_loop: bool,
    /// Names of the pool values some instruction reads; the others are stored when their scope
    /// closes ([`Gen::sink_scope`]), so that no generated instruction is dead.
    used: std::collections::HashSet<String>,
    /// The next output slot for [`Gen::sink_scope`].
    sink_slot: usize,
}

/// The first output slot of [`Gen::sink_scope`]: slots 0..8 are the epilogue's and the early
/// returns', 8..16 the memory statements'.
const FIRST_SINK_SLOT: usize = 16;

/// Whether the generator can feed and use `o`: no memory of its own, types all in [`TYPES`].
fn usable(o: &Op, conv: Conv) -> bool {
    let allowed = match o.conv {
        Where::Both => true,
        Where::KernelOnly => conv == Conv::Kernel,
        Where::ShaderOnly => conv == Conv::Ps,
    };
    // Exports come from the epilogue (one `done` export per path).
    // `ballot`, `amdgcn.icmp` (on wave32) and `amdgcn.fcmp` llc-14 itself cannot select, `nearbyint` it does not
    // legalize at every type (matrix non-targets).
    allowed
        && !o.name.starts_with("exp")
        && !["ballot", "amdgcn.fcmp", "amdgcn.icmp", "nearbyint"].contains(&o.name)
        && o.mem.is_empty()
        && o.globals.is_empty()
        && !o.body.contains("alloca")
        && !o.body.contains("%mem")
}

/// The program of `seed`.
pub fn generate(seed: u64, config: &Config) -> Program {
    let mut rng = SplitMix64(seed ^ 0x005E_ED0F_1550_E023);
    let conv = config.conv.unwrap_or_else(|| rng.pick(&Conv::ALL));
    let ops: Vec<Op> = coverage::ops().into_iter().filter(|o| usable(o, conv)).collect();
    let two_lds = rng.below(4) == 0;
    let mut g = Gen {
        rng,
        conv,
        ops,
        body: String::new(),
        scopes: vec![Vec::new()],
        next: 0,
        insts: 0,
        label: "entry".into(),
        two_lds,
        depth: 0,
        max_depth: config.max_depth,
        in_loop: false,
        used: Default::default(),
        sink_slot: FIRST_SINK_SLOT,
    };
    let span = config.max_insts.saturating_sub(config.min_insts);
    let target = config.min_insts + g.rng.below(span + 1);
    let params = g.prologue();
    // Leave room for the epilogue (stores of live values and of the unread ones, exports).
    let budget = target.saturating_sub(12).max(4);
    while g.insts + g.sink_cost() < budget {
        g.statement(budget);
    }
    let ret_ty = g.epilogue();
    let mut ir = String::new();
    let _ = writeln!(ir, "@lds0 = internal addrspace(3) global [64 x i32] undef, align 16");
    if g.two_lds {
        let _ = writeln!(ir, "@lds1 = internal addrspace(3) global [32 x float] undef, align 8");
    }
    let cc = if conv == Conv::Callable { String::new() } else { format!("{} ", conv.name()) };
    let _ = writeln!(ir, "\ndefine {cc}{ret_ty} @gen_{seed}({}) {{", params.join(", "));
    ir.push_str("entry:\n");
    ir.push_str(&g.body);
    ir.push_str("}\n");
    let decls = coverage::declarations(&ir);
    ir.push('\n');
    ir.push_str(&decls);
    Program { seed, conv, ir, insts: g.insts }
}

impl Gen {
    fn fresh(&mut self, hint: &str) -> String {
        self.next += 1;
        // The dot keeps generated names apart from the parameters (`%u1`, `%v0`, `%p1`).
        format!("%{hint}.{}", self.next)
    }

    fn emit(&mut self, line: &str) {
        let _ = writeln!(self.body, "  {line}");
        self.insts += 1;
    }

    fn label_line(&mut self, label: &str) {
        let _ = writeln!(self.body, "{label}:");
        self.label = label.to_string();
    }

    fn add(&mut self, name: &str, ty: &str) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(Value { name: name.to_string(), ty: ty.to_string() });
        }
    }

    fn all(&self, ty: &str) -> Vec<Value> {
        self.scopes.iter().flatten().filter(|v| v.ty == ty).cloned().collect()
    }

    /// A value of type `ty`: one in scope (recent ones more often), else made from an `i32`.
    fn value(&mut self, ty: &str) -> String {
        let have = self.all(ty);
        if !have.is_empty() && self.rng.below(5) != 0 {
            // Recent values more often, so that chains form.
            let n = have.len();
            let k = if self.rng.below(2) == 0 { n - 1 - self.rng.below(n.min(4)) } else { self.rng.below(n) };
            self.used.insert(have[k].name.clone());
            return have[k].name.clone();
        }
        if ty == "i32" {
            return match (self.rng.below(3), have.first()) {
                (0, _) | (_, None) => format!("{}", self.rng.pick(&[0i64, 1, 2, 3, 7, 8, 16, 31, 255, -1, 1000])),
                (_, Some(v)) => {
                    self.used.insert(v.name.clone());
                    v.name.clone()
                }
            };
        }
        let x = self.value("i32");
        let r = self.convert_from_i32(&x, ty);
        self.used.insert(r.clone());
        r
    }

    /// Stores every value of the innermost scope that nothing reads, each to an output slot of
    /// its own (llc-14's IR passes would otherwise delete the instructions that made it, and
    /// with them what the program was generated to test). Each value is stored whole, by
    /// bit casts and truncations that cannot make poison, and apart from the others, so that a
    /// poison value hides nothing else.
    fn sink_scope(&mut self) {
        let unused: Vec<Value> = self.scopes.last().into_iter().flatten().filter(|v| !self.used.contains(&v.name)).cloned().collect();
        if unused.is_empty() {
            return;
        }
        let base = self.fresh("s");
        self.emit(&format!("{base} = getelementptr i32, i32 addrspace(1)* %out, i32 %tid"));
        for v in unused {
            self.used.insert(v.name.clone());
            let Some(w) = self.sink_word(&v.name, &v.ty) else { continue };
            let p = self.fresh("s");
            self.emit(&format!("{p} = getelementptr i32, i32 addrspace(1)* {base}, i32 {}", self.sink_slot * 64));
            self.emit(&format!("store i32 {w}, i32 addrspace(1)* {p}, align 4"));
            self.sink_slot += 1;
        }
    }

    /// About how many instructions [`Gen::sink_scope`] would add for the outermost scope now.
    fn sink_cost(&self) -> usize {
        3 * self.scopes[0].iter().filter(|v| !self.used.contains(&v.name)).count()
    }

    /// All the bits of `v` (of type `ty`) folded into an i32 without a conversion that can make
    /// poison (no `fptosi`).
    fn sink_word(&mut self, v: &str, ty: &str) -> Option<String> {
        let cast = |g: &mut Gen, op: &str, from: &str, x: &str, to: &str| {
            let r = g.fresh("w");
            g.emit(&format!("{r} = {op} {from} {x} to {to}"));
            r
        };
        let fold64 = |g: &mut Gen, x: &str| {
            let lo = cast(g, "trunc", "i64", x, "i32");
            let h = g.fresh("w");
            g.emit(&format!("{h} = lshr i64 {x}, 32"));
            let hi = cast(g, "trunc", "i64", &h, "i32");
            let r = g.fresh("w");
            g.emit(&format!("{r} = xor i32 {lo}, {hi}"));
            r
        };
        Some(match ty {
            "i32" => v.to_string(),
            "i1" | "i8" | "i16" => cast(self, "zext", ty, v, "i32"),
            "float" | "<2 x i16>" | "<2 x half>" => cast(self, "bitcast", ty, v, "i32"),
            "half" => {
                let t = cast(self, "bitcast", "half", v, "i16");
                cast(self, "zext", "i16", &t, "i32")
            }
            "i64" => fold64(self, v),
            "double" | "<2 x i32>" => {
                let t = cast(self, "bitcast", ty, v, "i64");
                fold64(self, &t)
            }
            "<4 x i32>" => {
                let mut acc = String::new();
                for k in 0..4 {
                    let e = self.fresh("w");
                    self.emit(&format!("{e} = extractelement <4 x i32> {v}, i32 {k}"));
                    if k == 0 {
                        acc = e;
                    } else {
                        let r = self.fresh("w");
                        self.emit(&format!("{r} = xor i32 {acc}, {e}"));
                        acc = r;
                    }
                }
                acc
            }
            _ => return None,
        })
    }

    /// `x` (an i32) converted to `ty`.
    fn convert_from_i32(&mut self, x: &str, ty: &str) -> String {
        let r = self.fresh("c");
        let line = match ty {
            "i1" => format!("{r} = icmp ne i32 {x}, 0"),
            "i8" | "i16" => format!("{r} = trunc i32 {x} to {ty}"),
            "i64" => format!("{r} = {} i32 {x} to i64", if self.rng.below(2) == 0 { "zext" } else { "sext" }),
            "float" => {
                if self.rng.below(2) == 0 {
                    format!("{r} = sitofp i32 {x} to float")
                } else {
                    format!("{r} = bitcast i32 {x} to float")
                }
            }
            "double" => format!("{r} = sitofp i32 {x} to double"),
            "half" => format!("{r} = uitofp i32 {x} to half"),
            "<2 x i16>" | "<2 x half>" => format!("{r} = bitcast i32 {x} to {ty}"),
            "<2 x i32>" | "<4 x i32>" => {
                let n = if ty == "<2 x i32>" { 2 } else { 4 };
                let y = self.value("i32");
                let mut cur = "undef".to_string();
                for k in 0..n {
                    let v = if k % 2 == 0 { x } else { y.as_str() };
                    let t = if k + 1 == n { r.clone() } else { self.fresh("v") };
                    self.emit(&format!("{t} = insertelement {ty} {cur}, i32 {v}, i32 {k}"));
                    cur = t;
                }
                self.add(&r, ty);
                return r;
            }
            _ => format!("{r} = bitcast i32 {x} to float"),
        };
        self.emit(&line);
        self.add(&r, ty);
        r
    }

    /// `v` of type `ty` converted to an i32 (for stores and addresses).
    fn convert_to_i32(&mut self, v: &str, ty: &str) -> String {
        if ty == "i32" {
            return v.to_string();
        }
        let r = self.fresh("w");
        match ty {
            "i1" | "i8" | "i16" => self.emit(&format!("{r} = zext {ty} {v} to i32")),
            "i64" => self.emit(&format!("{r} = trunc i64 {v} to i32")),
            "float" => self.emit(&format!("{r} = bitcast float {v} to i32")),
            "half" => {
                let t = self.fresh("w");
                self.emit(&format!("{t} = bitcast half {v} to i16"));
                self.emit(&format!("{r} = zext i16 {t} to i32"));
            }
            "double" => {
                let t = self.fresh("w");
                self.emit(&format!("{t} = fptosi double {v} to i64"));
                self.emit(&format!("{r} = trunc i64 {t} to i32"));
            }
            "<2 x i16>" | "<2 x half>" => self.emit(&format!("{r} = bitcast {ty} {v} to i32")),
            t if t.starts_with('<') => {
                let e = t.trim_start_matches('<').split(" x ").nth(1).unwrap_or("i32>").trim_end_matches('>').to_string();
                let x = self.fresh("w");
                self.emit(&format!("{x} = extractelement {ty} {v}, i32 1"));
                return self.convert_to_i32(&x, &e);
            }
            _ => return "0".into(),
        }
        r
    }

    /// The function's parameters, and the first uniform and divergent values in the body.
    fn prologue(&mut self) -> Vec<String> {
        let mut params = Vec::new();
        match self.conv {
            Conv::Kernel => {
                params.extend(
                    ["i32 addrspace(1)* %out", "i32 addrspace(1)* %in", "i32 addrspace(4)* %cin", "i32 %u0", "i32 %u1", "float %uf"]
                        .map(String::from),
                );
                for (n, t) in [("%u0", "i32"), ("%u1", "i32"), ("%uf", "float")] {
                    self.add(n, t);
                }
                self.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()");
                self.add("%tid", "i32");
                if self.rng.below(2) == 0 {
                    self.emit("%tidy = call i32 @llvm.amdgcn.workitem.id.y()");
                    self.add("%tidy", "i32");
                }
                if self.rng.below(2) == 0 {
                    self.emit("%wg = call i32 @llvm.amdgcn.workgroup.id.x()");
                    self.add("%wg", "i32");
                }
            }
            Conv::Callable => {
                params.extend(
                    ["i32 addrspace(1)* %out", "i32 addrspace(1)* %in", "i32 addrspace(4)* %cin", "i32 %v0", "i32 %v1", "float %vf"]
                        .map(String::from),
                );
                for (n, t) in [("%v0", "i32"), ("%v1", "i32"), ("%vf", "float")] {
                    self.add(n, t);
                }
                self.emit("%tid = and i32 %v0, 63");
                self.add("%tid", "i32");
            }
            _ => {
                params.extend(
                    [
                        "i32 addrspace(1)* inreg %out",
                        "i32 addrspace(1)* inreg %in",
                        "i32 addrspace(4)* inreg %cin",
                        "i32 inreg %u0",
                        "float inreg %uf",
                        "i32 %v0",
                        "float %vf",
                    ]
                    .map(String::from),
                );
                if self.conv == Conv::Ps && self.rng.below(2) == 0 {
                    params.push("i32 inreg %prim".into());
                    params.push("float %pi".into());
                    params.push("float %pj".into());
                    self.emit("%p1 = call float @llvm.amdgcn.interp.p1(float %pi, i32 0, i32 0, i32 %prim)");
                    self.emit("%ia = call float @llvm.amdgcn.interp.p2(float %p1, float %pj, i32 0, i32 0, i32 %prim)");
                    self.add("%ia", "float");
                }
                for (n, t) in [("%u0", "i32"), ("%uf", "float"), ("%v0", "i32"), ("%vf", "float")] {
                    self.add(n, t);
                }
                self.emit("%tid = and i32 %v0, 63");
                self.add("%tid", "i32");
            }
        }
        // A divergent global load and a uniform constant load.
        self.emit("%in.p = getelementptr i32, i32 addrspace(1)* %in, i32 %tid");
        self.emit("%x0 = load i32, i32 addrspace(1)* %in.p, align 4");
        self.add("%x0", "i32");
        self.emit("%c.p = getelementptr i32, i32 addrspace(4)* %cin, i64 3");
        self.emit("%k0 = load i32, i32 addrspace(4)* %c.p, align 4");
        self.add("%k0", "i32");
        params
    }

    /// Stores the last values of a few types and every value nothing read, exports in ps/vs, and
    /// returns.
    fn epilogue(&mut self) -> &'static str {
        let mut stored = 0;
        for ty in ["i32", "float", "i64", "half", "<2 x i16>", "i1"] {
            let have = self.all(ty);
            if let Some(v) = have.last() {
                let v = v.name.clone();
                self.used.insert(v.clone());
                let w = self.convert_to_i32(&v, ty);
                self.store_out(&w, stored);
                stored += 1;
            }
        }
        self.sink_scope();
        match self.conv {
            Conv::Ps | Conv::Vs => {
                let a = self.value("float");
                let b = self.value("float");
                let target = if self.conv == Conv::Ps { 0 } else { 12 };
                self.emit(&format!(
                    "call void @llvm.amdgcn.exp.f32(i32 {target}, i32 15, float {a}, float {b}, float {a}, float {b}, i1 true, i1 true)"
                ));
            }
            _ => {}
        }
        if self.conv == Conv::Callable {
            let v = self.value("i32");
            self.emit(&format!("ret i32 {v}"));
            "i32"
        } else {
            self.emit("ret void");
            "void"
        }
    }

    /// A store of the i32 `w` to `out[tid * 8 + slot]`.
    fn store_out(&mut self, w: &str, slot: usize) {
        let i = self.fresh("o");
        let p = self.fresh("o");
        self.emit(&format!("{i} = add i32 %tid, {}", slot * 64));
        self.emit(&format!("{p} = getelementptr i32, i32 addrspace(1)* %out, i32 {i}"));
        self.emit(&format!("store i32 {w}, i32 addrspace(1)* {p}, align 4"));
    }

    fn statement(&mut self, budget: usize) {
        let nested = self.depth < self.max_depth && self.insts + 30 < budget;
        match self.rng.below(100) {
            0..=54 => self.operation(),
            55..=66 => self.memory(),
            67..=71 => self.uniform_value(),
            72..=81 if nested => self.if_stmt(budget),
            82..=88 if nested && !self.in_loop => self.loop_stmt(budget),
            89..=91 if self.depth == 0 && !self.in_loop && self.insts + 40 < budget => self.early_return(),
            _ => self.operation(),
        }
    }

    /// One operation of the matrix at a pool type.
    fn operation(&mut self) {
        for _ in 0..20 {
            let Some(o) = self.ops.get(self.rng.below(self.ops.len())).copied() else { return };
            let spec = o.types[self.rng.below(o.types.len())];
            let (ty, extra) = spec.split_once('|').unwrap_or((spec, ""));
            let sub = |t: &str| t.replace("$M", &coverage::mangle(ty)).replace("$E", &element(ty)).replace("$A", extra).replace("$T", ty);
            let args: Vec<String> = o.args.iter().map(|a| sub(a)).collect();
            let ret = o.ret.map(sub);
            if !args.iter().chain(ret.iter()).all(|t| TYPES.contains(&t.as_str())) {
                continue;
            }
            let names = ["$a", "$b", "$c", "$d"];
            let mut vals = Vec::new();
            for (k, t) in args.iter().enumerate() {
                let mut v = self.value(t);
                // Odd divisors: no division by zero.
                if k == 1 && ["udiv", "sdiv", "urem", "srem"].contains(&o.name) {
                    let d = self.fresh("d");
                    self.emit(&format!("{d} = or {t} {v}, 1"));
                    v = d;
                }
                vals.push(v);
            }
            let mut text = sub(o.body);
            for (k, v) in vals.iter().enumerate() {
                text = text.replace(names[k], v);
            }
            // Rename the template's own values.
            let n = self.next + 1;
            self.next += 1;
            let mut defined: Vec<String> =
                text.lines().filter_map(|l| l.trim().split_once(" = ")).map(|(lhs, _)| lhs.trim().to_string()).collect();
            defined.sort_by_key(|d| std::cmp::Reverse(d.len()));
            for d in &defined {
                text = rename(&text, d, &format!("{d}.t{n}"));
            }
            for line in text.lines() {
                self.emit(line.trim());
            }
            if let Some(r) = ret {
                self.add(&format!("%r.t{n}"), &r);
            }
            return;
        }
    }

    /// A load or store in global, constant or LDS memory at an index made of a pool value.
    fn memory(&mut self) {
        let x = self.value("i32");
        let ix = self.fresh("ix");
        self.emit(&format!("{ix} = and i32 {x}, 63"));
        let p = self.fresh("p");
        let r = self.fresh("m");
        match self.rng.below(7) {
            0 => {
                self.emit(&format!("{p} = getelementptr i32, i32 addrspace(1)* %in, i32 {ix}"));
                self.emit(&format!("{r} = load i32, i32 addrspace(1)* {p}, align 4"));
                self.add(&r, "i32");
            }
            1 => {
                self.emit(&format!("{p} = getelementptr i32, i32 addrspace(4)* %cin, i32 {ix}"));
                self.emit(&format!("{r} = load i32, i32 addrspace(4)* {p}, align 4"));
                self.add(&r, "i32");
            }
            2 => {
                self.emit(&format!("{p} = getelementptr [64 x i32], [64 x i32] addrspace(3)* @lds0, i32 0, i32 {ix}"));
                self.emit(&format!("{r} = load i32, i32 addrspace(3)* {p}, align 4"));
                self.add(&r, "i32");
            }
            3 => {
                let v = self.value("i32");
                self.emit(&format!("{p} = getelementptr [64 x i32], [64 x i32] addrspace(3)* @lds0, i32 0, i32 {ix}"));
                self.emit(&format!("store i32 {v}, i32 addrspace(3)* {p}, align 4"));
            }
            4 if self.two_lds => {
                let v = self.value("float");
                let j = self.fresh("ix");
                self.emit(&format!("{j} = and i32 {ix}, 31"));
                self.emit(&format!("{p} = getelementptr [32 x float], [32 x float] addrspace(3)* @lds1, i32 0, i32 {j}"));
                self.emit(&format!("store float {v}, float addrspace(3)* {p}, align 4"));
                self.emit(&format!("{r} = load float, float addrspace(3)* {p}, align 4"));
                self.add(&r, "float");
            }
            5 => {
                let v = self.value("i64");
                self.emit(&format!("{p} = getelementptr i32, i32 addrspace(1)* %in, i32 {ix}"));
                let q = self.fresh("p");
                self.emit(&format!("{q} = bitcast i32 addrspace(1)* {p} to i64 addrspace(1)*"));
                self.emit(&format!("{r} = load i64, i64 addrspace(1)* {q}, align 4"));
                self.add(&r, "i64");
                let s = self.fresh("m");
                self.emit(&format!("{s} = add i64 {r}, {v}"));
                self.add(&s, "i64");
            }
            _ => {
                let v = self.value("i32");
                let slot = 8 + self.rng.below(8);
                let i = self.fresh("o");
                self.emit(&format!("{i} = add i32 {ix}, {}", slot * 64));
                self.emit(&format!("{p} = getelementptr i32, i32 addrspace(1)* %out, i32 {i}"));
                self.emit(&format!("store i32 {v}, i32 addrspace(1)* {p}, align 4"));
            }
        }
    }

    /// A uniform value made of a divergent one, or a scalar constant load.
    fn uniform_value(&mut self) {
        let r = self.fresh("u");
        if self.rng.below(2) == 0 {
            let x = self.value("i32");
            self.emit(&format!("{r} = call i32 @llvm.amdgcn.readfirstlane(i32 {x})"));
        } else {
            let p = self.fresh("p");
            let k = self.rng.below(16);
            self.emit(&format!("{p} = getelementptr i32, i32 addrspace(4)* %cin, i64 {k}"));
            self.emit(&format!("{r} = load i32, i32 addrspace(4)* {p}, align 4"));
        }
        self.add(&r, "i32");
    }

    /// A condition: an icmp of two pool values, sometimes an fcmp. Never a comparison of a value
    /// with itself or of two constants: llc-14's IR passes fold those, and with them delete the
    /// code the branch guards (a folded early return once took 90 % of a program with it).
    fn condition(&mut self) -> String {
        let c = self.fresh("k");
        let float = self.rng.below(4) == 0;
        let ty = if float { "float" } else { "i32" };
        let a = self.value(ty);
        let mut b = self.value(ty);
        for _ in 0..4 {
            if b != a {
                break;
            }
            b = self.value(ty);
        }
        let literal = |v: &str| v.starts_with(|ch: char| ch.is_ascii_digit() || ch == '-');
        if b == a || (literal(&a) && literal(&b)) {
            let k = 1 + self.rng.below(63);
            self.emit(&format!("{c} = icmp ult i32 %tid, {k}"));
        } else if float {
            let p = self.rng.pick(&["olt", "oge", "une", "ugt", "ole"]);
            self.emit(&format!("{c} = fcmp {p} float {a}, {b}"));
        } else {
            let p = self.rng.pick(&["eq", "ne", "ult", "ugt", "slt", "sge"]);
            self.emit(&format!("{c} = icmp {p} i32 {a}, {b}"));
        }
        c
    }

    /// Statements in a new scope; returns the value it leaves (of `ty`) and the block it ends in.
    fn arm(&mut self, budget: usize, ty: &str) -> (String, String) {
        self.scopes.push(Vec::new());
        self.depth += 1;
        let n = 1 + self.rng.below(4);
        for _ in 0..n {
            self.statement(budget);
        }
        let v = self.value(ty);
        self.sink_scope();
        self.depth -= 1;
        self.scopes.pop();
        (v, self.label.clone())
    }

    fn if_stmt(&mut self, budget: usize) {
        let c = self.condition();
        let id = self.fresh("if").trim_start_matches('%').to_string();
        let ty = if self.rng.below(3) == 0 { "float" } else { "i32" };
        let with_else = self.rng.below(2) == 0;
        let (then_l, else_l, join_l) = (format!("{id}.then"), format!("{id}.else"), format!("{id}.end"));
        let before_v = self.value(ty);
        let before_l = self.label.clone();
        self.emit(&format!("br i1 {c}, label %{then_l}, label %{}", if with_else { &else_l } else { &join_l }));
        self.label_line(&then_l);
        let (tv, tl) = self.arm(budget, ty);
        self.emit(&format!("br label %{join_l}"));
        let (ev, el) = if with_else {
            self.label_line(&else_l);
            let r = self.arm(budget, ty);
            self.emit(&format!("br label %{join_l}"));
            r
        } else {
            (before_v, before_l)
        };
        self.label_line(&join_l);
        let phi = self.fresh("phi");
        self.emit(&format!("{phi} = phi {ty} [ {tv}, %{tl} ], [ {ev}, %{el} ]"));
        self.add(&phi, ty);
    }

    fn loop_stmt(&mut self, budget: usize) {
        let id = self.fresh("loop").trim_start_matches('%').to_string();
        let x = self.value("i32");
        let n = self.fresh("n");
        self.emit(&format!("{n} = and i32 {x}, 7"));
        let init = self.value("i32");
        let pre = self.label.clone();
        let (head, latch, exit) = (format!("{id}.head"), format!("{id}.latch"), format!("{id}.exit"));
        self.emit(&format!("br label %{head}"));
        self.label_line(&head);
        let (i, acc, next) = (format!("%{id}.i"), format!("%{id}.acc"), format!("%{id}.next"));
        self.emit(&format!("{i} = phi i32 [ 0, %{pre} ], [ {i}.inc, %{latch} ]"));
        self.emit(&format!("{acc} = phi i32 [ {init}, %{pre} ], [ {next}, %{latch} ]"));
        self.scopes.push(vec![Value { name: i.clone(), ty: "i32".into() }, Value { name: acc.clone(), ty: "i32".into() }]);
        self.depth += 1;
        let was = self.in_loop;
        self.in_loop = true;
        for _ in 0..1 + self.rng.below(3) {
            self.statement(budget);
        }
        let v = self.value("i32");
        self.emit(&format!("{next} = add i32 {acc}, {v}"));
        // The body's values are stored where they are made: the `rest` block may be skipped.
        self.sink_scope();
        // The break: the rest of the body is skipped and the loop left at the latch. (A second
        // exit edge would be the plainer form, but llc-14's GlobalISel cannot select the lane-mask
        // phi the structurizer makes for it, so no such program would be a target.)
        let brk = self.condition();
        let rest = format!("{id}.rest");
        self.emit(&format!("br i1 {brk}, label %{latch}, label %{rest}"));
        self.label_line(&rest);
        self.scopes.push(Vec::new());
        for _ in 0..self.rng.below(3) {
            self.statement(budget);
        }
        self.sink_scope();
        self.scopes.pop();
        self.emit(&format!("br label %{latch}"));
        self.in_loop = was;
        self.depth -= 1;
        self.scopes.pop();
        self.label_line(&latch);
        self.emit(&format!("{i}.inc = add i32 {i}, 1"));
        let c = self.fresh("k");
        self.emit(&format!("{c} = icmp ult i32 {i}.inc, {n}"));
        let nb = self.fresh("k");
        self.emit(&format!("{nb} = xor i1 {brk}, true"));
        let cont = self.fresh("k");
        self.emit(&format!("{cont} = and i1 {c}, {nb}"));
        self.emit(&format!("br i1 {cont}, label %{head}, label %{exit}"));
        self.label_line(&exit);
        // `next` is defined in the body's first part, which dominates the latch and the exit.
        let out = self.fresh("lx");
        self.emit(&format!("{out} = phi i32 [ {next}, %{latch} ]"));
        self.add(&out, "i32");
    }

    fn early_return(&mut self) {
        let c = self.condition();
        let id = self.fresh("er").trim_start_matches('%').to_string();
        let (ret_l, cont_l) = (format!("{id}.ret"), format!("{id}.cont"));
        self.emit(&format!("br i1 {c}, label %{ret_l}, label %{cont_l}"));
        self.label_line(&ret_l);
        // The return block's values do not reach the continuation.
        self.scopes.push(Vec::new());
        let v = self.value("i32");
        self.store_out(&v, 7);
        if self.conv == Conv::Callable {
            self.emit(&format!("ret i32 {v}"));
        } else {
            if self.conv == Conv::Ps {
                let f = self.value("float");
                self.emit(&format!(
                    "call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float {f}, float {f}, float {f}, float {f}, i1 true, i1 true)"
                ));
            }
            self.emit("ret void");
        }
        self.scopes.pop();
        self.label_line(&cont_l);
    }
}

fn element(ty: &str) -> String {
    match ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')).and_then(|t| t.split_once(" x ")) {
        Some((_, e)) => e.trim().to_string(),
        None => ty.to_string(),
    }
}

/// Replaces the IR name `from` (a whole `%name` token) by `to`.
fn rename(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(i) = rest.find(from) {
        let after = &rest[i + from.len()..];
        let boundary = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
        out.push_str(&rest[..i]);
        out.push_str(if boundary { to } else { from });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The `llvm-stress-14` program of `seed` (a second source), with its function made an
/// `amdgpu_kernel` or left a callable function by the seed's parity. `None` when the tool is
/// missing or fails.
pub fn llvm_stress(seed: u64, size: usize) -> Result<String, String> {
    let out = std::process::Command::new("llvm-stress-14")
        .args([format!("-seed={seed}"), format!("-size={size}")])
        .output()
        .map_err(|e| format!("cannot run llvm-stress-14 ({e}); install llvm-14"))?;
    if !out.status.success() {
        return Err(format!("llvm-stress-14 failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_text() {
        for seed in 0..20 {
            assert_eq!(generate(seed, &Config::SMALL).ir, generate(seed, &Config::SMALL).ir);
        }
        assert_ne!(generate(1, &Config::SMALL).ir, generate(2, &Config::SMALL).ir);
    }

    #[test]
    fn sizes_and_conventions() {
        let mut convs = Vec::new();
        for seed in 0..60 {
            let p = generate(seed, &Config::SMALL);
            assert!((20..=240).contains(&p.insts), "seed {seed}: {} instructions", p.insts);
            if !convs.contains(&p.conv) {
                convs.push(p.conv);
            }
        }
        assert_eq!(convs.len(), Conv::ALL.len(), "{convs:?}");
    }

    #[test]
    fn renames_whole_names() {
        assert_eq!(rename("%s = x %s, %s1", "%s", "%s.t1"), "%s.t1 = x %s.t1, %s1");
    }
}
