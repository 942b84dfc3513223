//! Temporary probe: how far the suggestion is from settling, single vs paired intervals.
use blackbox::{Board, Port, Puzzle, Response};
use blackbox_solve::internals::backbone_of;
use blackbox_solve::{Adaptive, Control};
use std::collections::BTreeMap;

struct R {
    port: Port,
    h: f64,
    c: f64,
    bits_err: f64,
    cost_err: f64,
    surprise: Vec<f64>,
    cost: Vec<f64>,
    bias: f64,
}

fn rate(p: &Puzzle, port: Port, d: &[Board]) -> Option<R> {
    let resp: Vec<Response> = d.iter().map(|b| b.response(port, p.rules())).collect();
    let mut counts: BTreeMap<Response, usize> = BTreeMap::new();
    for r in &resp {
        *counts.entry(*r).or_default() += 1;
    }
    if counts.len() < 2 {
        return None;
    }
    let s = d.len() as f64;
    let surprise: Vec<f64> = resp
        .iter()
        .map(|r| -(counts[r] as f64 / s).log2())
        .collect();
    let cost: Vec<f64> = resp
        .iter()
        .map(|r| blackbox::score::response_cost(*r) as f64)
        .collect();
    let h: f64 = surprise.iter().sum::<f64>() / s;
    let c: f64 = cost.iter().sum::<f64>() / s;
    let var = surprise.iter().map(|x| (x - h).powi(2)).sum::<f64>() / (s - 1.0);
    let corr = (counts.len() - 1) as f64 / (2.0 * s * std::f64::consts::LN_2);
    let unseen = 3.0 / s * (s / 3.0).log2();
    Some(R {
        port,
        h: h + corr,
        c,
        bits_err: 1.96 * var.sqrt() / s.sqrt() + corr + unseen,
        cost_err: ((2.0f64 / 0.05).ln() / (2.0 * s)).sqrt(),
        surprise,
        cost,
        bias: corr + unseen,
    })
}

fn main() {
    let want: usize = std::env::var("WANT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1024);
    for path in std::env::args().skip(1) {
        let p = blackbox::format::native::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let c = Control::new();
        let known = backbone_of(&p, &c).unwrap();
        let mut a = Adaptive::new(&p, &known, 0, 2_000_000).unwrap();
        let Some(d) = a.draws(want, 40_000_000, &c).unwrap() else {
            println!("{path}: gave up");
            continue;
        };
        let mut rs: Vec<R> = p
            .dims()
            .all_ports()
            .filter(|&q| p.hint(q).is_none())
            .filter_map(|q| rate(&p, q, &d))
            .collect();
        rs.sort_by(|x, y| (y.h / y.c).partial_cmp(&(x.h / x.c)).unwrap());
        let s = d.len() as f64;
        let best = &rs[0];
        let lo = (best.h - best.bits_err) / (best.c + best.cost_err);
        let mut line = format!(
            "{}: best {} {:.3} [{:.3}]",
            path.rsplit('/').next().unwrap(),
            best.port,
            best.h / best.c,
            lo
        );
        let (mut single, mut paired) = (0, 0);
        for o in &rs[1..] {
            let hi = (o.h + o.bits_err) / (o.c - o.cost_err);
            // influence of R = H/C: (surprise - H)/C - H/C^2 (cost - C)
            let inf = |r: &R, i: usize| {
                (r.surprise[i] - r.h) / r.c - r.h / (r.c * r.c) * (r.cost[i] - r.c)
            };
            let diffs: Vec<f64> = (0..d.len()).map(|i| inf(best, i) - inf(o, i)).collect();
            let m = diffs.iter().sum::<f64>() / s;
            let sd = (diffs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (s - 1.0)).sqrt();
            let dd = best.h / best.c - o.h / o.c;
            let half = 1.96 * sd / s.sqrt() + best.bias / best.c + o.bias / o.c;
            if hi >= lo {
                single += 1;
            }
            if dd - half <= 0.0 {
                paired += 1;
            }
            if rs.iter().position(|x| x.port == o.port).unwrap() < 4 {
                line += &format!(
                    " | {} {:.3} hi {:.3} d {:.3}±{:.3}",
                    o.port,
                    o.h / o.c,
                    hi,
                    dd,
                    half
                );
            }
        }
        println!(
            "{line} || overlapping single {single} paired {paired} of {}",
            rs.len() - 1
        );
    }
}
