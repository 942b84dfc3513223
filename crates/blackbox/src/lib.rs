//! blackbox (placeholder, filled in by its issue).
