//! Explanations (filled in below).
