//! Temporary: counts of bench states by the walks.
use blackbox_solve::internals::{backbone_of, count_by_walks, WalkBudget};
use blackbox_solve::Control;
use std::time::Instant;

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let p = blackbox::format::native::parse(&text).unwrap();
        let c = Control::new();
        let t = Instant::now();
        let known = backbone_of(&p, &c).unwrap();
        let tb = t.elapsed();
        let fixed = known.iter().filter(|k| k.is_some()).count();
        let t = Instant::now();
        let budget = WalkBudget { cubes: 5_000_000, nodes: 200_000_000 };
        let w = count_by_walks(&p, &known, false, budget, &c).unwrap();
        let tw = t.elapsed();
        match w {
            Some(w) => println!("{path}: backbone {tb:?} fixed {fixed}; walks {tw:?} cubes {} nodes {} count {} ({:.1e})", w.cubes, w.nodes, w.count, w.count.to_string().parse::<f64>().unwrap()),
            None => println!("{path}: backbone {tb:?} fixed {fixed}; walks over budget {tw:?}"),
        }
    }
}
