//! Natural loops and the loop nest.
//!
//! A back edge is an edge `latch → header` whose target dominates its source; the natural loop of
//! a header is the header plus every block that reaches one of its latches without passing
//! through the header. Loops sharing a header are one loop. Loops nest by containment; each
//! block's innermost loop is the smallest loop holding it.
//!
//! A retreating edge of a depth-first walk whose target does not dominate its source is a cycle
//! with more than one entry: the CFG is *irreducible*, and its cycles are not natural loops.
//! [`LoopInfo::is_irreducible`] says so, so analyses can fall back to conservative answers.

use super::DomTree;
use crate::mir::{BlockId, Function};

/// A loop, by index into [`LoopInfo::loops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LoopId(pub u32);

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: BlockId,
    /// The blocks of the loop, in block order (the header included).
    pub blocks: Vec<BlockId>,
    /// Sources of the back edges.
    pub latches: Vec<BlockId>,
    /// The innermost loop strictly containing this one.
    pub parent: Option<LoopId>,
    /// 1 for outermost loops.
    pub depth: u32,
    member: Vec<bool>,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.member.get(b.index()).copied().unwrap_or(false)
    }
}

/// The loop nest of a function.
#[derive(Clone, Debug)]
pub struct LoopInfo {
    loops: Vec<Loop>,
    innermost: Vec<Option<LoopId>>,
    irreducible: bool,
}

impl LoopInfo {
    pub fn compute(f: &Function, dom: &DomTree) -> LoopInfo {
        let n = f.blocks.len();
        let preds = f.predecessors();
        let mut headers: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
        for &b in dom.rpo() {
            let latches: Vec<BlockId> = preds[b.index()].iter().copied().filter(|&p| dom.is_reachable(p) && dom.dominates(b, p)).collect();
            if !latches.is_empty() {
                headers.push((b, latches));
            }
        }
        let mut loops: Vec<Loop> = headers
            .into_iter()
            .map(|(header, latches)| {
                let mut member = vec![false; n];
                member[header.index()] = true;
                let mut stack: Vec<BlockId> = latches.clone();
                while let Some(x) = stack.pop() {
                    if member[x.index()] {
                        continue;
                    }
                    member[x.index()] = true;
                    stack.extend(preds[x.index()].iter().copied().filter(|&p| dom.is_reachable(p)));
                }
                let blocks = f.block_ids().filter(|b| member[b.index()]).collect();
                Loop { header, blocks, latches, parent: None, depth: 1, member }
            })
            .collect();

        // Parents: the smallest other loop containing the header. Headers come in RPO, so an
        // enclosing loop's header precedes its inner loops'.
        let sizes: Vec<usize> = loops.iter().map(|l| l.blocks.len()).collect();
        for i in 0..loops.len() {
            let h = loops[i].header;
            let parent = (0..loops.len()).filter(|&j| j != i && loops[j].contains(h) && sizes[j] > sizes[i]).min_by_key(|&j| sizes[j]);
            loops[i].parent = parent.map(|j| LoopId(j as u32));
        }
        for i in 0..loops.len() {
            let mut d = 1;
            let mut p = loops[i].parent;
            while let Some(LoopId(j)) = p {
                d += 1;
                p = loops[j as usize].parent;
            }
            loops[i].depth = d;
        }
        let innermost: Vec<Option<LoopId>> =
            (0..n).map(|b| (0..loops.len()).filter(|&i| loops[i].member[b]).min_by_key(|&i| sizes[i]).map(|i| LoopId(i as u32))).collect();
        LoopInfo { loops, innermost, irreducible: has_irreducible_cycle(f, dom) }
    }

    pub fn loops(&self) -> &[Loop] {
        &self.loops
    }

    pub fn get(&self, l: LoopId) -> &Loop {
        &self.loops[l.0 as usize]
    }

    pub fn ids(&self) -> impl Iterator<Item = LoopId> + use<> {
        (0..self.loops.len() as u32).map(LoopId)
    }

    /// The innermost loop holding `b`.
    pub fn innermost(&self, b: BlockId) -> Option<LoopId> {
        self.innermost.get(b.index()).copied().flatten()
    }

    pub fn contains(&self, l: LoopId, b: BlockId) -> bool {
        self.get(l).contains(b)
    }

    /// The loop whose header is `b`.
    pub fn loop_with_header(&self, b: BlockId) -> Option<LoopId> {
        self.ids().find(|&l| self.get(l).header == b)
    }

    /// `outer` is `inner` or contains it.
    pub fn encloses(&self, outer: LoopId, inner: LoopId) -> bool {
        let mut x = Some(inner);
        while let Some(l) = x {
            if l == outer {
                return true;
            }
            x = self.get(l).parent;
        }
        false
    }

    /// Blocks of the loop with a successor outside it.
    pub fn exiting_blocks(&self, f: &Function, l: LoopId) -> Vec<BlockId> {
        let lp = self.get(l);
        lp.blocks.iter().copied().filter(|&b| f.successors(b).any(|s| !lp.contains(s))).collect()
    }

    /// Blocks outside the loop with a predecessor inside it, in block order.
    pub fn exit_blocks(&self, f: &Function, l: LoopId) -> Vec<BlockId> {
        let lp = self.get(l);
        let mut out: Vec<BlockId> = lp.blocks.iter().flat_map(|&b| f.successors(b)).filter(|&s| !lp.contains(s)).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// True when some cycle has more than one entry (see the module documentation).
    pub fn is_irreducible(&self) -> bool {
        self.irreducible
    }
}

/// A depth-first walk finds a retreating edge whose target does not dominate its source.
fn has_irreducible_cycle(f: &Function, dom: &DomTree) -> bool {
    let succs = super::successor_lists(f);
    let n = succs.len();
    if n == 0 {
        return false;
    }
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut stack = vec![(0usize, 0usize)];
    state[0] = 1;
    while let Some((node, next)) = stack.pop() {
        if let Some(&s) = succs[node].get(next) {
            stack.push((node, next + 1));
            match state.get(s) {
                Some(0) => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                Some(1) if !dom.dominates(BlockId(s as u32), BlockId(node as u32)) => return true,
                _ => {}
            }
        } else {
            state[node] = 2;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(body: &str) -> Function {
        crate::mir::parse(&format!("---\nname: f\nbody: |\n{body}...\n")).expect("test MIR parses").functions.remove(0)
    }

    #[test]
    fn nested_loops_and_exits() {
        // bb.0 -> bb.1 (outer header) -> bb.2 (inner header) -> bb.2 | bb.3 -> bb.1 | bb.4
        let f = func(
            "  bb.0:\n    G_BR %bb.1\n  bb.1:\n    G_BR %bb.2\n  bb.2:\n    successors: %bb.2, %bb.3\n    G_BRCOND %0:_(s1), %bb.2\n    G_BR %bb.3\n  bb.3:\n    successors: %bb.1, %bb.4\n    G_BRCOND %0:_(s1), %bb.1\n    G_BR %bb.4\n  bb.4:\n    S_ENDPGM 0\n",
        );
        let dom = DomTree::compute(&f);
        let li = LoopInfo::compute(&f, &dom);
        assert_eq!(li.loops().len(), 2);
        let outer = li.innermost(BlockId(1)).expect("bb.1 is in a loop");
        let inner = li.innermost(BlockId(2)).expect("bb.2 is in a loop");
        assert_eq!(li.get(outer).blocks, [BlockId(1), BlockId(2), BlockId(3)]);
        assert_eq!(li.get(inner).blocks, [BlockId(2)]);
        assert_eq!(li.get(inner).parent, Some(outer));
        assert_eq!(li.get(inner).depth, 2);
        assert!(li.encloses(outer, inner));
        assert_eq!(li.exit_blocks(&f, outer), [BlockId(4)]);
        assert_eq!(li.exiting_blocks(&f, inner), [BlockId(2)]);
        assert!(!li.is_irreducible());
    }

    #[test]
    fn two_entry_cycle_is_irreducible() {
        let f = func(
            "  bb.0:\n    successors: %bb.1, %bb.2\n    G_BRCOND %0:_(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    G_BR %bb.2\n  bb.2:\n    successors: %bb.1, %bb.3\n    G_BRCOND %0:_(s1), %bb.1\n    G_BR %bb.3\n  bb.3:\n    S_ENDPGM 0\n",
        );
        let dom = DomTree::compute(&f);
        let li = LoopInfo::compute(&f, &dom);
        assert!(li.is_irreducible());
        assert!(li.loops().is_empty());
    }
}
