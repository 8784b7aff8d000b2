//! The control-flow facts the rules need: predecessors, reachability, reverse post-order and
//! dominators (Cooper, Harvey and Kennedy's iterative algorithm over the reverse post-order,
//! "A Simple, Fast Dominance Algorithm", 2001), all from the blocks' successor lists.

use isel::mir::{BlockId, Function};

/// The control-flow graph of one function.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub preds: Vec<Vec<BlockId>>,
    pub succs: Vec<Vec<BlockId>>,
    /// Blocks reachable from the entry, in reverse post-order.
    pub rpo: Vec<BlockId>,
    /// Position of each block in `rpo`; `None` for blocks the entry does not reach.
    rpo_index: Vec<Option<usize>>,
    /// Immediate dominator of each reachable block (the entry's is itself).
    idom: Vec<Option<BlockId>>,
}

impl Cfg {
    pub fn new(f: &Function) -> Cfg {
        let n = f.blocks.len();
        let succs: Vec<Vec<BlockId>> = f
            .block_ids()
            .map(|b| {
                let mut s: Vec<BlockId> = f.successors(b).filter(|s| s.index() < n).collect();
                s.dedup();
                s
            })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for s in ss {
                if !preds[s.index()].contains(&BlockId(b as u32)) {
                    preds[s.index()].push(BlockId(b as u32));
                }
            }
        }
        let mut cfg = Cfg { preds, succs, rpo: Vec::new(), rpo_index: vec![None; n], idom: vec![None; n] };
        if n > 0 {
            cfg.compute_rpo();
            cfg.compute_dominators();
        }
        cfg
    }

    fn compute_rpo(&mut self) {
        let n = self.succs.len();
        let mut visited = vec![false; n];
        let mut post = Vec::with_capacity(n);
        // Iterative DFS: (block, next successor to visit).
        let mut stack = vec![(BlockId(0), 0usize)];
        visited[0] = true;
        while let Some((b, i)) = stack.last_mut() {
            if let Some(&s) = self.succs[b.index()].get(*i) {
                *i += 1;
                if !visited[s.index()] {
                    visited[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        post.reverse();
        for (i, b) in post.iter().enumerate() {
            self.rpo_index[b.index()] = Some(i);
        }
        self.rpo = post;
    }

    fn compute_dominators(&mut self) {
        let entry = BlockId(0);
        self.idom[0] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in self.rpo.iter().skip(1) {
                let mut new_idom: Option<BlockId> = None;
                for &p in &self.preds[b.index()] {
                    if self.idom[p.index()].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => self.intersect(p, cur),
                    });
                }
                if new_idom.is_some() && self.idom[b.index()] != new_idom {
                    self.idom[b.index()] = new_idom;
                    changed = true;
                }
            }
        }
    }

    fn intersect(&self, mut a: BlockId, mut b: BlockId) -> BlockId {
        let pos = |x: BlockId| self.rpo_index[x.index()].unwrap_or(0);
        while a != b {
            while pos(a) > pos(b) {
                a = self.idom[a.index()].unwrap_or(BlockId(0));
            }
            while pos(b) > pos(a) {
                b = self.idom[b.index()].unwrap_or(BlockId(0));
            }
        }
        a
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.get(b.index()).is_some_and(Option::is_some)
    }

    /// Does `a` dominate `b`? Both must be reachable for a yes.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            match self.idom[x.index()] {
                Some(d) if d != x => x = d,
                _ => return false,
            }
        }
    }

    /// Blocks from which one of `targets` can be reached (the targets included).
    pub fn reaching(&self, targets: impl IntoIterator<Item = BlockId>) -> Vec<bool> {
        let mut seen = vec![false; self.succs.len()];
        let mut work: Vec<BlockId> = targets.into_iter().collect();
        for b in &work {
            seen[b.index()] = true;
        }
        while let Some(b) = work.pop() {
            for &p in &self.preds[b.index()] {
                if !seen[p.index()] {
                    seen[p.index()] = true;
                    work.push(p);
                }
            }
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diamond() -> Function {
        let text = "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    S_CBRANCH_SCC1 %bb.2, implicit undef $scc\n  bb.1:\n    successors: %bb.3\n    S_BRANCH %bb.3\n  bb.2:\n    successors: %bb.3\n    S_BRANCH %bb.3\n  bb.3:\n    S_ENDPGM 0\n  bb.4:\n    S_ENDPGM 0\n...\n";
        isel::mir::parse(text).map(|mut m| m.functions.remove(0)).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn dominators_of_a_diamond() {
        let cfg = Cfg::new(&diamond());
        let b = BlockId;
        assert!(cfg.dominates(b(0), b(3)));
        assert!(!cfg.dominates(b(1), b(3)));
        assert!(!cfg.dominates(b(2), b(3)));
        assert!(cfg.dominates(b(3), b(3)));
        assert!(!cfg.is_reachable(b(4)));
        assert!(!cfg.dominates(b(0), b(4)), "unreachable blocks are dominated by nothing");
        assert_eq!(cfg.preds[3], vec![b(1), b(2)]);
    }

    #[test]
    fn reaching_goes_backwards() {
        let cfg = Cfg::new(&diamond());
        assert_eq!(cfg.reaching([BlockId(1)]), vec![true, true, false, false, false]);
    }
}
