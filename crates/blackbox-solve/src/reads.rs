//! The read set: the cells the tracer inspects while firing a ray on a
//! board, as the rule of one step ([`blackbox::trace::step`]) reads them: at
//! the entry the entry cell and, unless that holds an atom, both cells beside
//! it; at each later state the cell ahead, then (if empty) the ahead-left
//! cell, then (if empty) the ahead-right cell.
//!
//! Invariant: any board that agrees with `board` on the cells marked traces
//! the very same ray. The search (lazy encoding), the cubes and the split
//! counts all rest on it; this module depends on the model crate alone, so
//! none of them depends on another for it.

use blackbox::trace::{self, Look, Trace};
use blackbox::{Board, Port, Pos};

/// Marks the cells the tracer inspects for the ray from `port` on `board`:
/// the cells [`trace::step`] reads at each state of the ray's trace.
pub(crate) fn mark_reads(board: &Board, port: Port, read: &mut [bool]) {
    let dims = board.dims();
    for_each_read(board, &board.trace(port), |_, _, pos, _| {
        if let Some(cell) = dims.cell_of(pos) {
            read[dims.index(cell)] = true;
        }
    });
}

/// Calls `visit(state index, look, position, atom?)` for every cell (on the
/// board or off it) that [`trace::step`] reads at each state of `trace`, the
/// ray's trace on `board`, in reading order.
pub(crate) fn for_each_read(
    board: &Board,
    trace: &Trace,
    mut visit: impl FnMut(usize, Look, Pos, bool),
) {
    let dims = board.dims();
    for (i, state) in trace.path.iter().enumerate() {
        if !dims.contains(state.pos) && i > 0 {
            break;
        }
        let read = |look: Look| {
            let pos = look.from(state.pos, state.dir);
            let atom = board.atom_at(pos);
            visit(i, look, pos, atom);
            Some(atom)
        };
        // Only the reads matter: the trace already holds where each step led.
        let _ = trace::step(state.dir, i == 0, read);
    }
}
