//! Links `mir-run` as a position-dependent executable. The instruction, pattern and register
//! class tables are tens of thousands of pointers in static data; in a position-independent
//! executable each is a relocation the loader applies at every start (about 29,000, touching
//! 650 KB), which costs more than parsing a small file. At a fixed address the linker resolves
//! them once.
fn main() {
    println!("cargo:rustc-link-arg-bin=mir-run=-no-pie");
}
