//! Interned strings: [`Symbol`] is one pointer, `Copy`, compared and hashed by address.
//!
//! Every distinct string is stored once, for the life of the program, in a global set; a symbol
//! points at its copy, so equal symbols are the same pointer. This replaces the `ustr` crate,
//! whose cache pre-allocates and zeroes about 8 MB when the first string is interned: 6.5 ms
//! and 1,600 page faults on every `mir-run` start, more than parsing a 20,000-instruction
//! function takes. This set starts empty and grows with use.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::num::NonZeroU32;
use std::sync::{LazyLock, Mutex, PoisonError};

/// `Deref<Target = str>`, `Display` and `Debug`, all as the text, for a type whose `as_str`
/// gives the interned text it stands for ([`Symbol`] and [`ShortSymbol`]).
macro_rules! reads_as_text {
    ($t:ty) => {
        impl std::ops::Deref for $t {
            type Target = str;
            fn deref(&self) -> &str {
                self.as_str()
            }
        }

        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::fmt::Debug for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Debug::fmt(self.as_str(), f)
            }
        }
    };
}

/// An interned string. A thin pointer (to the one leaked `String` holding the text), so that
/// an `Option<Symbol>` is eight bytes and operands holding one stay small.
#[derive(Clone, Copy)]
pub struct Symbol(&'static String);

type Table = HashMap<&'static str, &'static String, ahash::RandomState>;

static STRINGS: LazyLock<Mutex<Table>> = LazyLock::new(Default::default);

impl Symbol {
    /// Interns `s`.
    pub fn new(s: &str) -> Symbol {
        // A panic while holding the lock cannot leave the table inconsistent (inserting a
        // leaked string is the only change), so a poisoned lock is still good.
        let mut table = STRINGS.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&interned) = table.get(s) {
            return Symbol(interned);
        }
        let interned: &'static String = Box::leak(Box::new(s.to_string()));
        table.insert(interned.as_str(), interned);
        Symbol(interned)
    }

    pub fn as_str(&self) -> &'static str {
        self.0.as_str()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl PartialEq for Symbol {
    fn eq(&self, other: &Symbol) -> bool {
        // Interned: equal strings are the same copy.
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Symbol {}

impl Hash for Symbol {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::ptr::hash(self.0, state);
    }
}

/// By the strings, so sorted symbols are in string order.
impl Ord for Symbol {
    fn cmp(&self, other: &Symbol) -> std::cmp::Ordering {
        self.0.as_str().cmp(other.0.as_str())
    }
}

impl PartialOrd for Symbol {
    fn partial_cmp(&self, other: &Symbol) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl AsRef<str> for Symbol {
    fn as_ref(&self) -> &str {
        self.0
    }
}

reads_as_text!(Symbol);

impl Default for Symbol {
    fn default() -> Symbol {
        Symbol::new("")
    }
}

impl From<&str> for Symbol {
    fn from(s: &str) -> Symbol {
        Symbol::new(s)
    }
}

impl From<&String> for Symbol {
    fn from(s: &String) -> Symbol {
        Symbol::new(s)
    }
}

impl From<String> for Symbol {
    fn from(s: String) -> Symbol {
        Symbol::new(&s)
    }
}

impl From<Symbol> for &'static str {
    fn from(s: Symbol) -> &'static str {
        s.0.as_str()
    }
}

impl From<Symbol> for String {
    fn from(s: Symbol) -> String {
        s.0.clone()
    }
}

impl std::str::FromStr for Symbol {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Symbol, Self::Err> {
        Ok(Symbol::new(s))
    }
}

impl PartialEq<str> for Symbol {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Symbol {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Symbol {
    fn eq(&self, other: &String) -> bool {
        self.0 == other
    }
}

impl PartialEq<Symbol> for str {
    fn eq(&self, other: &Symbol) -> bool {
        self == other.0.as_str()
    }
}

impl PartialEq<Symbol> for &str {
    fn eq(&self, other: &Symbol) -> bool {
        *self == other.0.as_str()
    }
}

impl PartialEq<Symbol> for String {
    fn eq(&self, other: &Symbol) -> bool {
        self == other.0
    }
}

/// Values numbered from 1 in order of first use, each stored once for the life of the program
/// (like a [`Symbol`]'s text), so that a record can hold a `u32` where the value would take more
/// room, and 0 is left to mean none (`Option<NonZeroU32>` is four bytes). For values a program
/// has few of: every use takes a lock.
pub(crate) struct Numbering<T> {
    /// The values by number (the value numbered `n` at `n - 1`), and the number of each.
    table: Mutex<(Vec<T>, HashMap<T, NonZeroU32, ahash::RandomState>)>,
}

impl<T: Copy + Eq + Hash> Numbering<T> {
    pub(crate) const fn new() -> Numbering<T> {
        // Fixed seeds: the table is private, and a `const` one needs no lazy start.
        Numbering { table: Mutex::new((Vec::new(), HashMap::with_hasher(ahash::RandomState::with_seeds(1, 2, 3, 4)))) }
    }

    /// The number of `value`.
    pub(crate) fn number(&self, value: T) -> NonZeroU32 {
        // Adding a value is the only change: a poisoned lock is still good.
        let mut table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        let (values, numbers) = &mut *table;
        *numbers.entry(value).or_insert_with(|| {
            values.push(value);
            // Four billion values would take tens of gigabytes before this saturated.
            NonZeroU32::MIN.saturating_add(u32::try_from(values.len() - 1).unwrap_or(u32::MAX))
        })
    }

    /// The value numbered `n`, if there is one.
    pub(crate) fn get(&self, n: NonZeroU32) -> Option<T> {
        let table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        table.0.get(n.get() as usize - 1).copied()
    }
}

/// A [`Symbol`] in four bytes rather than eight: the number of its text, in one numbering for
/// the whole program, for records where the pointer would make every entry larger (an
/// [`crate::mir::Opcode`], an [`crate::mir::Inst`]'s trailing items). `Option<ShortSymbol>` is
/// four bytes too. Reading the text takes a lock: for rare values only.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShortSymbol(NonZeroU32);

static SHORT_SYMBOLS: Numbering<Symbol> = Numbering::new();

impl ShortSymbol {
    /// The number of `text`.
    pub fn new(text: &str) -> ShortSymbol {
        ShortSymbol(SHORT_SYMBOLS.number(Symbol::new(text)))
    }

    /// The text, interned.
    pub fn symbol(self) -> Symbol {
        SHORT_SYMBOLS.get(self.0).unwrap_or_default()
    }

    pub fn as_str(self) -> &'static str {
        self.symbol().as_str()
    }
}

reads_as_text!(ShortSymbol);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_strings_are_one_symbol() {
        let a = Symbol::new("G_ADD");
        let b = Symbol::from(String::from("G_ADD"));
        assert_eq!(a, b);
        assert!(std::ptr::eq(a.as_str(), b.as_str()));
        assert_eq!(std::mem::size_of::<Option<Symbol>>(), std::mem::size_of::<usize>());
        assert_ne!(a, Symbol::new("G_SUB"));
        assert_eq!(a, "G_ADD");
        assert_eq!(a.len(), 5);
        assert!(Symbol::default().is_empty());
        assert!(Symbol::new("a") < Symbol::new("b"));
        assert_eq!(format!("{a} {a:?}"), "G_ADD \"G_ADD\"");
    }

    #[test]
    fn symbols_from_many_threads_agree() {
        let handles: Vec<_> = (0..4).map(|_| std::thread::spawn(|| Symbol::new("shared"))).collect();
        let syms: Vec<Symbol> = handles.into_iter().map(|h| h.join().expect("thread")).collect();
        assert!(syms.windows(2).all(|w| w[0] == w[1]));
    }
}
