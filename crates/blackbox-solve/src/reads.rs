//! The read set: the cells the tracer inspects while firing a ray on a
//! board. At the entry it reads the entry cell and, unless that holds an
//! atom, both cells beside it; at each later state the cell ahead, then (if
//! empty) the ahead-left cell, then (if empty) the ahead-right cell.
//!
//! Invariant: any board that agrees with `board` on the cells marked traces
//! the very same ray. The search (lazy encoding), the cubes and the split
//! counts all rest on it; this module depends on the model crate alone, so
//! none of them depends on another for it.

use blackbox::{Board, Port, Pos};

/// Marks the cells the tracer inspects for the ray from `port` on `board`.
pub(crate) fn mark_reads(board: &Board, port: Port, read: &mut [bool]) {
    let dims = board.dims();
    let mut mark = |pos: Pos| -> bool {
        if dims.contains(pos) {
            read[pos.row as usize * dims.cols() + pos.col as usize] = true;
        }
        board.atom_at(pos)
    };
    let trace = board.trace(port);
    for (i, step) in trace.path.iter().enumerate() {
        if !dims.contains(step.pos) && i > 0 {
            break;
        }
        let ahead = step.pos.step(step.dir);
        let left = ahead.step(step.dir.anticlockwise());
        let right = ahead.step(step.dir.clockwise());
        if mark(ahead) {
            continue;
        }
        if i == 0 {
            mark(left);
            mark(right);
        } else if !mark(left) {
            mark(right);
        }
    }
}
