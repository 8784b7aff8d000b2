//! The nearest known name to a misspelt one, for diagnostics ("did you mean ...").
//!
//! Optimal string alignment distance (Levenshtein with adjacent transpositions), as rustc's and
//! LLVM's suggestions use, compared case-insensitively; a candidate is near enough when at most
//! a third of the name's characters (and at least one) must change. Only error paths call
//! this, so a plain scan of every candidate is fine.

/// The candidate nearest `name`, if one is near enough; ties go to the first.
pub fn nearest_name<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let want: Vec<u8> = name.bytes().map(|b| b.to_ascii_lowercase()).collect();
    let limit = (want.len() / 3).max(1);
    let mut best: Option<(usize, &'a str)> = None;
    let mut rows = Rows::default();
    for cand in candidates {
        if cand.len().abs_diff(want.len()) > limit || cand == name {
            continue;
        }
        let bound = best.map_or(limit, |(d, _)| d.saturating_sub(1));
        if let Some(d) = rows.distance(&want, cand.as_bytes(), bound)
            && best.is_none_or(|(b, _)| d < b)
        {
            best = Some((d, cand));
        }
    }
    best.map(|(_, c)| c)
}

/// Three rows of the distance table, kept between candidates.
#[derive(Default)]
struct Rows {
    before: Vec<usize>,
    prev: Vec<usize>,
    cur: Vec<usize>,
}

impl Rows {
    /// The distance from `a` (lower case) to `b`, if at most `bound`.
    fn distance(&mut self, a: &[u8], b: &[u8], bound: usize) -> Option<usize> {
        let n = b.len();
        self.before.clear();
        self.before.resize(n + 1, 0);
        self.prev.clear();
        self.prev.extend(0..=n);
        self.cur.clear();
        self.cur.resize(n + 1, 0);
        for (i, &ca) in a.iter().enumerate() {
            self.cur[0] = i + 1;
            let mut row_min = self.cur[0];
            for j in 0..n {
                let cb = b[j].to_ascii_lowercase();
                let cost = usize::from(ca != cb);
                let mut d = (self.prev[j] + cost).min(self.prev[j + 1] + 1).min(self.cur[j] + 1);
                if i > 0 && j > 0 && ca == b[j - 1].to_ascii_lowercase() && a[i - 1] == cb {
                    d = d.min(self.before[j - 1] + 1);
                }
                self.cur[j + 1] = d;
                row_min = row_min.min(d);
            }
            if row_min > bound {
                return None;
            }
            std::mem::swap(&mut self.before, &mut self.prev);
            std::mem::swap(&mut self.prev, &mut self.cur);
        }
        let d = self.prev[n];
        (d <= bound).then_some(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_misspellings_and_nothing_far() {
        let names = ["G_ADD", "G_AND", "G_FADD", "S_MOV_B32", "S_MOV_B64"];
        assert_eq!(nearest_name("G_ADDX", names), Some("G_ADD"));
        assert_eq!(nearest_name("S_MOV_B23", names), Some("S_MOV_B32"), "a transposition is one edit");
        assert_eq!(nearest_name("g_add", names), Some("G_ADD"), "case does not count");
        assert_eq!(nearest_name("V_CMP_EQ_U32", names), None);
        assert_eq!(nearest_name("", names), None);
    }
}
