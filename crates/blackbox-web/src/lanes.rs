//! Admission of the solver calls by their cost, so that small requests are
//! answered while heavy ones run: a **quick lane** and a **heavy lane** of
//! [`Caps::solvers`] slots each.
//!
//! Every call starts in the quick lane (waiting up to [`Caps::wait`] for a
//! slot, else 503 `busy`) and is measured there: one that ends within its
//! trial ([`Caps::trial`], a quarter of a second; an 8x8 solve takes a few
//! milliseconds) is answered from it. One still running at the end of its
//! trial is heavy: it moves to the heavy lane at once, keeping its work
//! (its quick slot is freed for the next small request), or, when every
//! heavy slot is taken, it is stopped at once and refused (503) with what
//! it was measured to need and when the first heavy slot frees at the
//! latest (`Retry-After`), instead of waiting for a slot it could not use
//! within its deadline. A call's time limit (0.8 of [`Caps::deadline`])
//! starts when it is admitted, so a heavy call answers what it knows by
//! then and never outlives its deadline; each heavy slot is therefore free
//! again at most that long after its call was admitted, which is what a
//! refusal's `Retry-After` says.
//!
//! Invariants: at most [`Caps::solvers`] calls hold a quick slot and as
//! many a heavy slot; a call holds one slot at a time, freed the moment
//! its work returns (even if its client has gone).

use super::{ApiError, Caps};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The two lanes and when each heavy call ends at the latest.
pub(crate) struct Lanes {
    quick: Arc<Semaphore>,
    heavy: Arc<Semaphore>,
    /// The latest end of each call in the heavy lane, by serial number.
    heavy_ends: Mutex<HashMap<u64, Instant>>,
    serial: AtomicU64,
}

/// The slot a call holds now (none once its work returned).
pub(crate) type Held = Arc<Mutex<Option<OwnedSemaphorePermit>>>;

/// A call in the heavy lane, forgotten by [`Lanes::heavy_ends`] when
/// dropped (its answer given, or its client gone).
pub(crate) struct HeavyCall<'a> {
    lanes: &'a Lanes,
    serial: u64,
}

impl Drop for HeavyCall<'_> {
    fn drop(&mut self) {
        self.lanes.ends().remove(&self.serial);
    }
}

impl Lanes {
    /// Lanes of `slots` slots each.
    pub(crate) fn new(slots: usize) -> Lanes {
        Lanes {
            quick: Arc::new(Semaphore::new(slots)),
            heavy: Arc::new(Semaphore::new(slots)),
            heavy_ends: Mutex::default(),
            serial: AtomicU64::new(0),
        }
    }

    /// A quick slot within `caps.wait`, else 503 `busy`.
    pub(crate) async fn quick_slot(&self, caps: &Caps) -> Result<Held, ApiError> {
        let slot = tokio::time::timeout(caps.wait, self.quick.clone().acquire_owned()).await;
        match slot {
            Ok(Ok(permit)) => Ok(Arc::new(Mutex::new(Some(permit)))),
            _ => Err(ApiError::busy(caps.solvers)),
        }
    }

    /// Moves the call holding `held` (admitted with its latest end
    /// `ends_by`) to the heavy lane, if a slot is free there; else the
    /// refusal, with when the first heavy slot frees at the latest.
    pub(crate) fn to_heavy(
        &self,
        held: &Held,
        ends_by: Instant,
        caps: &Caps,
    ) -> Result<HeavyCall<'_>, ApiError> {
        let Ok(permit) = self.heavy.clone().try_acquire_owned() else {
            let frees = self.ends().values().min().copied();
            let wait = frees.map_or(Duration::ZERO, |at| {
                at.saturating_duration_since(Instant::now())
            });
            let seconds = wait.as_secs_f64().ceil() as u64;
            return Err(ApiError::busy_for(
                seconds,
                format!(
                    "busy: this request needs more than {} s of solving (it did not finish in \
                     its trial), and all {} slots for such requests are taken, the first for at \
                     most {seconds} s more; retry in {seconds} s",
                    caps.trial.as_secs_f64(),
                    caps.solvers,
                ),
            ));
        };
        let mut slot = held.lock().unwrap_or_else(|e| e.into_inner());
        // Its work may have returned meanwhile: then it holds nothing.
        if slot.is_some() {
            *slot = Some(permit);
        }
        let serial = self.serial.fetch_add(1, Ordering::Relaxed);
        self.ends().insert(serial, ends_by);
        Ok(HeavyCall {
            lanes: self,
            serial,
        })
    }

    /// The heavy calls' latest ends, even if a thread panicked holding them.
    fn ends(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Instant>> {
        self.heavy_ends.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Frees the slot `held` holds: the call's work has returned.
pub(crate) fn release(held: &Held) {
    held.lock().unwrap_or_else(|e| e.into_inner()).take();
}
