//! Dominator and post-dominator trees.
//!
//! Both are computed with the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
//! Dominance Algorithm"): visit the nodes in reverse post-order and intersect the dominators of
//! the processed predecessors until nothing changes. On the small CFGs of shaders this beats the
//! Lengauer–Tarjan algorithm and needs no more than index vectors.
//!
//! The post-dominator tree follows LLVM's convention: a virtual exit node post-dominates every
//! block, and its children are the *roots*: every block without successors (returns,
//! unreachable ends), plus one block of every region that reaches no exit (an infinite loop, such
//! as one that only ends by `llvm.amdgcn.kill`). From each such region's terminal strongly
//! connected component the block that comes last in reverse post-order is taken, which for a
//! natural loop is its latch: that is the block a pass gives a dummy exit edge.
//!
//! Queries are O(1): the tree is numbered by a depth-first walk, and `a` dominates `b` exactly
//! when `b`'s interval nests in `a`'s.

use crate::mir::{BlockId, Function};

/// A dominator tree over the blocks the entry reaches.
#[derive(Clone, Debug)]
pub struct DomTree {
    tree: Tree,
    rpo: Vec<BlockId>,
}

impl DomTree {
    pub fn compute(f: &Function) -> DomTree {
        let succs = super::successor_lists(f);
        if succs.is_empty() {
            return DomTree { tree: Tree::build(Vec::new(), &[]), rpo: Vec::new() };
        }
        let idom = immediate_dominators(&succs, 0);
        let rpo = reverse_post_order(&succs, 0);
        DomTree { tree: Tree::build(idom, &[0]), rpo: rpo.into_iter().map(|i| BlockId(i as u32)).collect() }
    }

    /// The immediate dominator; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.tree.parent.get(b.index()).copied().flatten().map(|p| BlockId(p as u32))
    }

    /// Whether the entry reaches `b`.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.tree.in_tree.get(b.index()).copied().unwrap_or(false)
    }

    /// `a` dominates `b` (reflexive). Unreachable blocks dominate nothing and are dominated by
    /// nothing.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a.index(), b.index())
    }

    /// `a` dominates `b` and differs from it.
    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The blocks `b` immediately dominates, in block order.
    pub fn children(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.tree.children.get(b.index()).into_iter().flatten().map(|&c| BlockId(c as u32))
    }

    /// Reachable blocks in reverse post-order.
    pub fn rpo(&self) -> &[BlockId] {
        &self.rpo
    }

    /// The nearest block dominating both.
    pub fn common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let mut x = Some(a);
        while let Some(c) = x {
            if self.dominates(c, b) {
                return Some(c);
            }
            x = self.idom(c);
        }
        None
    }
}

/// A post-dominator tree with LLVM's virtual exit (see the module documentation).
#[derive(Clone, Debug)]
pub struct PostDomTree {
    /// Nodes `0..n` are blocks, node `n` is the virtual exit.
    tree: Tree,
    roots: Vec<BlockId>,
    included: Vec<bool>,
}

impl PostDomTree {
    pub fn compute(f: &Function) -> PostDomTree {
        PostDomTree::compute_on(f, &|_| true)
    }

    /// The post-dominator tree of the subgraph of the blocks `include` accepts: edges to other
    /// blocks are dropped, so a block whose successors are all dropped becomes an exit.
    pub fn compute_on(f: &Function, include: &dyn Fn(BlockId) -> bool) -> PostDomTree {
        let n = f.blocks.len();
        let included: Vec<bool> = f.block_ids().map(include).collect();
        let succs: Vec<Vec<usize>> = super::successor_lists(f)
            .into_iter()
            .enumerate()
            .map(|(b, s)| if included[b] { s.into_iter().filter(|&t| included[t]).collect() } else { Vec::new() })
            .collect();
        let mut roots: Vec<usize> = (0..n).filter(|&b| included[b] && succs[b].is_empty()).collect();

        // Regions that reach no exit get a root in each terminal strongly connected component.
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let reaches_exit = backward_reach(&preds, &roots, n);
        let stuck: Vec<bool> = (0..n).map(|b| included[b] && !reaches_exit[b]).collect();
        if stuck.iter().any(|&s| s) {
            let order = rank_in_rpo(&super::successor_lists(f), n);
            let comp = strongly_connected_components(&succs, &stuck);
            let mut best: Vec<Option<usize>> = vec![None; n];
            let mut terminal = vec![true; n];
            for b in (0..n).filter(|&b| stuck[b]) {
                let c = comp[b];
                if succs[b].iter().any(|&s| comp[s] != c) {
                    terminal[c] = false;
                }
                if best[c].is_none_or(|x| order[b] > order[x]) {
                    best[c] = Some(b);
                }
            }
            let mut extra: Vec<usize> = (0..n).filter(|&c| terminal[c]).filter_map(|c| best[c]).collect();
            extra.sort_unstable();
            roots.extend(extra);
        }

        // Dominators of the reversed graph, entered from the virtual exit.
        let mut rsuccs: Vec<Vec<usize>> = preds;
        rsuccs.push(roots.clone());
        let idom = immediate_dominators(&rsuccs, n);
        let tree = Tree::build(idom, &[n]);
        PostDomTree { tree, roots: roots.into_iter().map(|b| BlockId(b as u32)).collect(), included }
    }

    /// The immediate post-dominator; `None` when it is the virtual exit (or the block is not in
    /// the tree).
    pub fn ipdom(&self, b: BlockId) -> Option<BlockId> {
        let virt = self.included.len();
        match self.tree.parent.get(b.index()).copied().flatten() {
            Some(p) if p != virt => Some(BlockId(p as u32)),
            _ => None,
        }
    }

    /// `a` post-dominates `b` (reflexive).
    pub fn post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a.index(), b.index())
    }

    /// Whether the block is part of the tree (it was included and reaches the virtual exit,
    /// which every included block does).
    pub fn contains(&self, b: BlockId) -> bool {
        self.tree.in_tree.get(b.index()).copied().unwrap_or(false)
    }

    /// The children of the virtual exit: exit blocks, then one block per infinite region.
    pub fn roots(&self) -> &[BlockId] {
        &self.roots
    }

    /// The nearest common post-dominator of two blocks, `None` for the virtual exit.
    pub fn common_post_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let mut x = Some(a);
        while let Some(c) = x {
            if self.post_dominates(c, b) {
                return Some(c);
            }
            x = self.ipdom(c);
        }
        None
    }
}

/// A tree given by parent links, numbered for O(1) ancestor queries.
#[derive(Clone, Debug)]
struct Tree {
    parent: Vec<Option<usize>>,
    children: Vec<Vec<usize>>,
    in_tree: Vec<bool>,
    enter: Vec<u32>,
    leave: Vec<u32>,
}

impl Tree {
    fn build(parent: Vec<Option<usize>>, roots: &[usize]) -> Tree {
        let n = parent.len();
        let mut children = vec![Vec::new(); n];
        for (c, p) in parent.iter().enumerate() {
            if let Some(p) = *p {
                children[p].push(c);
            }
        }
        let mut in_tree = vec![false; n];
        let mut enter = vec![0u32; n];
        let mut leave = vec![0u32; n];
        let mut clock = 0u32;
        for &r in roots {
            if r >= n {
                continue;
            }
            let mut stack = vec![(r, 0usize)];
            in_tree[r] = true;
            enter[r] = clock;
            clock += 1;
            while let Some((node, next)) = stack.pop() {
                if let Some(&c) = children[node].get(next) {
                    stack.push((node, next + 1));
                    in_tree[c] = true;
                    enter[c] = clock;
                    clock += 1;
                    stack.push((c, 0));
                } else {
                    leave[node] = clock;
                    clock += 1;
                }
            }
        }
        Tree { parent, children, in_tree, enter, leave }
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        a < self.in_tree.len()
            && b < self.in_tree.len()
            && self.in_tree[a]
            && self.in_tree[b]
            && self.enter[a] <= self.enter[b]
            && self.leave[b] <= self.leave[a]
    }
}

/// Reverse post-order of the nodes `entry` reaches, successors visited in list order.
pub(crate) fn reverse_post_order(succs: &[Vec<usize>], entry: usize) -> Vec<usize> {
    let n = succs.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    if entry >= n {
        return post;
    }
    let mut stack = vec![(entry, 0usize)];
    seen[entry] = true;
    while let Some((node, next)) = stack.pop() {
        if let Some(&s) = succs[node].get(next) {
            stack.push((node, next + 1));
            if s < n && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(node);
        }
    }
    post.reverse();
    post
}

/// Immediate dominators of the nodes `entry` reaches (Cooper–Harvey–Kennedy); `None` for the
/// entry and for unreached nodes.
pub(crate) fn immediate_dominators(succs: &[Vec<usize>], entry: usize) -> Vec<Option<usize>> {
    let n = succs.len();
    let rpo = reverse_post_order(succs, entry);
    let mut rank = vec![usize::MAX; n];
    for (i, &b) in rpo.iter().enumerate() {
        rank[b] = i;
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        if rank[b] == usize::MAX {
            continue;
        }
        for &s in ss {
            if s < n {
                preds[s].push(b);
            }
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    if entry >= n {
        return idom;
    }
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while rank[a] > rank[b] {
                a = idom[a].unwrap_or(entry);
            }
            while rank[b] > rank[a] {
                b = idom[b].unwrap_or(entry);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(x) => intersect(&idom, p, x),
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom[entry] = None;
    idom
}

/// Nodes that reach one of `targets`, given predecessor lists.
fn backward_reach(preds: &[Vec<usize>], targets: &[usize], n: usize) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut stack: Vec<usize> = targets.to_vec();
    for &t in targets {
        seen[t] = true;
    }
    while let Some(b) = stack.pop() {
        for &p in &preds[b] {
            if !seen[p] {
                seen[p] = true;
                stack.push(p);
            }
        }
    }
    seen
}

/// Each block's position in the function's reverse post-order; blocks the entry does not reach
/// come after, in block order.
fn rank_in_rpo(succs: &[Vec<usize>], n: usize) -> Vec<usize> {
    let mut rank = vec![usize::MAX; n];
    if n == 0 {
        return rank;
    }
    let rpo = reverse_post_order(succs, 0);
    for (i, &b) in rpo.iter().enumerate() {
        rank[b] = i;
    }
    let base = rpo.len();
    for (b, r) in rank.iter_mut().enumerate() {
        if *r == usize::MAX {
            *r = base + b;
        }
    }
    rank
}

/// Strongly connected components (Kosaraju) of the nodes `member` selects; the result maps each
/// node to a component id (the id of one of its members), meaningless for other nodes.
pub(crate) fn strongly_connected_components(succs: &[Vec<usize>], member: &[bool]) -> Vec<usize> {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for start in (0..n).filter(|&b| member[b]) {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![(start, 0usize)];
        while let Some((node, next)) = stack.pop() {
            let ss = &succs[node];
            if let Some(&s) = ss.get(next) {
                stack.push((node, next + 1));
                if s < n && member[s] && !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(node);
            }
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if s < n && member[b] && member[s] {
                preds[s].push(b);
            }
        }
    }
    let mut comp = vec![usize::MAX; n];
    for &root in order.iter().rev() {
        if comp[root] != usize::MAX {
            continue;
        }
        comp[root] = root;
        let mut stack = vec![root];
        while let Some(b) = stack.pop() {
            for &p in &preds[b] {
                if comp[p] == usize::MAX {
                    comp[p] = root;
                    stack.push(p);
                }
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(usize, usize)], n: usize) -> Vec<Vec<usize>> {
        let mut g = vec![Vec::new(); n];
        for &(a, b) in edges {
            g[a].push(b);
        }
        g
    }

    #[test]
    fn diamond_and_loop_dominators() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 4 -> 3; 4 -> 5
        let g = graph(&[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 3), (4, 5)], 6);
        let idom = immediate_dominators(&g, 0);
        assert_eq!(idom, [None, Some(0), Some(0), Some(0), Some(3), Some(4)]);
    }

    #[test]
    fn unreachable_nodes_have_no_dominator() {
        let g = graph(&[(0, 1), (2, 1)], 3);
        assert_eq!(immediate_dominators(&g, 0), [None, Some(0), None]);
    }

    #[test]
    fn components_of_two_cycles() {
        let g = graph(&[(0, 1), (1, 0), (1, 2), (2, 3), (3, 2)], 4);
        let comp = strongly_connected_components(&g, &[true; 4]);
        assert_eq!(comp[0], comp[1]);
        assert_eq!(comp[2], comp[3]);
        assert_ne!(comp[0], comp[2]);
    }

    fn func(text: &str) -> Function {
        crate::mir::parse(text).expect("test MIR parses").functions.remove(0)
    }

    #[test]
    fn post_dominators_root_infinite_loops_at_their_latch() {
        // bb.0 branches to a return (bb.1) and an infinite loop bb.2 -> bb.3 -> bb.2.
        let f = func(
            "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    G_BRCOND %0:_(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    S_ENDPGM 0\n  bb.2:\n    G_BR %bb.3\n  bb.3:\n    G_BR %bb.2\n...\n",
        );
        let pdt = PostDomTree::compute(&f);
        assert_eq!(pdt.roots(), [BlockId(1), BlockId(3)]);
        assert_eq!(pdt.ipdom(BlockId(2)), Some(BlockId(3)));
        assert_eq!(pdt.ipdom(BlockId(0)), None);
        let dt = DomTree::compute(&f);
        assert!(dt.dominates(BlockId(2), BlockId(3)));
        assert!(!dt.dominates(BlockId(1), BlockId(3)));
        assert_eq!(dt.common_dominator(BlockId(1), BlockId(3)), Some(BlockId(0)));
    }

    #[test]
    fn subgraph_post_dominators_treat_cut_arms_as_absent() {
        // bb.0 -> bb.1 (return) | bb.2 -> bb.3 (return): without bb.1, bb.2 post-dominates bb.0.
        let f = func(
            "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.1, %bb.2\n    G_BRCOND %0:_(s1), %bb.1\n    G_BR %bb.2\n  bb.1:\n    S_ENDPGM 0\n  bb.2:\n    G_BR %bb.3\n  bb.3:\n    S_ENDPGM 0\n...\n",
        );
        assert_eq!(PostDomTree::compute(&f).ipdom(BlockId(0)), None);
        let cut = PostDomTree::compute_on(&f, &|b| b != BlockId(1));
        assert_eq!(cut.ipdom(BlockId(0)), Some(BlockId(2)));
        assert!(!cut.contains(BlockId(1)));
    }
}
