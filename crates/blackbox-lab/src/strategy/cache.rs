//! A bounded memo shared by threads: two generations of a hash map.
//!
//! New entries go to the young generation; when it holds
//! `capacity` entries (see [`Cache::new`]) it becomes the old one and the previous old
//! generation is dropped, so at most twice that many entries are kept. A hit
//! in the old generation moves the entry back to the young one, so entries in
//! use survive. The memos of the players cache pure functions of their keys,
//! so what is evicted only costs time to compute again, never changes a
//! result.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::mem;
use std::sync::Mutex;

/// Entries per generation of the players' memos by default (each entry
/// takes about 100 bytes with its key).
pub(crate) const DEFAULT_CAPACITY: usize = 1 << 22;

/// A thread-safe memo holding at most twice `capacity` entries.
#[derive(Debug)]
pub(crate) struct Cache<K, V> {
    capacity: usize,
    generations: Mutex<Generations<K, V>>,
}

#[derive(Debug)]
struct Generations<K, V> {
    young: HashMap<K, V>,
    old: HashMap<K, V>,
}

impl<K: Hash + Eq, V: Clone> Default for Cache<K, V> {
    fn default() -> Self {
        Cache::new(DEFAULT_CAPACITY)
    }
}

impl<K: Hash + Eq, V: Clone> Cache<K, V> {
    /// An empty cache keeping up to `capacity` (at least 1) entries per
    /// generation.
    pub(crate) fn new(capacity: usize) -> Self {
        Cache {
            capacity: capacity.max(1),
            generations: Mutex::new(Generations {
                young: HashMap::new(),
                old: HashMap::new(),
            }),
        }
    }

    /// The value cached for `key`, if any.
    pub(crate) fn get<Q>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let mut g = self.generations.lock().expect("cache lock");
        if let Some(v) = g.young.get(key) {
            return Some(v.clone());
        }
        let (k, v) = g.old.remove_entry(key)?;
        self.insert_locked(&mut g, k, v.clone());
        Some(v)
    }

    /// Caches `value` for `key`.
    pub(crate) fn insert(&self, key: K, value: V) {
        let mut g = self.generations.lock().expect("cache lock");
        self.insert_locked(&mut g, key, value);
    }

    /// Entries held now (both generations).
    #[cfg(test)]
    fn len(&self) -> usize {
        let g = self.generations.lock().expect("cache lock");
        g.young.len() + g.old.len()
    }

    fn insert_locked(&self, g: &mut Generations<K, V>, key: K, value: V) {
        if g.young.len() >= self.capacity && !g.young.contains_key(&key) {
            g.old = mem::take(&mut g.young);
        }
        g.young.insert(key, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_at_most_two_generations_and_entries_in_use() {
        let cache = Cache::new(3);
        for k in 0..10u32 {
            cache.insert(k, k * 10);
            // Key 0 is read after every insertion, so it is never evicted.
            assert_eq!(cache.get(&0), Some(0));
            assert!(cache.len() <= 2 * cache.capacity);
        }
        assert_eq!(cache.get(&9), Some(90));
        assert_eq!(cache.get(&1), None);
    }
}
