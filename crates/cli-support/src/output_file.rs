//! Files a command writes (`play --save`, `experiment --plot`): one safe
//! way, [`OutputFile`], so that no command loses a file it does not own.
//!
//! Invariants, checked before any long work ([`OutputFile::check`]) and
//! again at every write:
//! - a symbolic link at the path is refused, never followed (nor replaced);
//!   so are directories, devices, pipes and sockets;
//! - an existing file is replaced only if it is of the command's own
//!   [`FileKind`] (recognised by its first bytes), or with `--force`; the
//!   error says so;
//! - a read-only file is refused, `--force` or not;
//! - the new contents go to a temporary file in the same directory, which
//!   is then renamed over the path (atomic: a reader sees the old file or
//!   the new one, never half of one), and a replaced file keeps its mode;
//!   the temporary file is removed if the write fails or a signal ends the
//!   process meanwhile, and one left by a process that no longer runs is
//!   removed by the next write (see [`crate::temp_files`]);
//! - errors name the path the user gave, never the temporary file, and say
//!   why in words (`cannot write game.sav: No space left on device`);
//! - [`OutputFile::check_room`] also refuses, before the work, a directory
//!   that is missing or not writable, or a disk without room for the file.

use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

use crate::read::io_reason;
use crate::temp_files::{self, Registered};

/// How many bytes of an existing file [`FileKind::recognise`] sees.
pub const HEAD_BYTES: usize = 4096;

/// A kind of file a command writes, and how to recognise one.
#[derive(Debug)]
pub struct FileKind {
    /// What such a file is, for messages: "a saved game", "an SVG figure".
    pub name: &'static str,
    /// Whether the first bytes (at most [`HEAD_BYTES`]) of an existing
    /// file show that it is of this kind.
    pub recognise: fn(&[u8]) -> bool,
}

/// A path a command writes files of one [`FileKind`] to; see the module doc.
#[derive(Debug, Clone)]
pub struct OutputFile {
    path: PathBuf,
    kind: &'static FileKind,
    force: bool,
}

impl OutputFile {
    /// Files of `kind` at `path`; `force` (the command's `--force`) allows
    /// replacing a file of another kind.
    pub fn new(path: impl Into<PathBuf>, kind: &'static FileKind, force: bool) -> Self {
        OutputFile {
            path: path.into(),
            kind,
            force,
        }
    }

    /// The path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Refuses now, before any work, a path that a write would refuse.
    pub fn check(&self) -> anyhow::Result<()> {
        self.existing().map(|_| ())
    }

    /// [`OutputFile::check`], and refuses a directory that does not exist
    /// or cannot be written in, or whose disk has fewer than `room` bytes
    /// free (for the temporary copy written beside the file).
    pub fn check_room(&self, room: u64) -> anyhow::Result<()> {
        self.check()?;
        let path = self.path.display();
        let dir = self.dir();
        let shown = dir.display();
        match fs::metadata(dir) {
            Err(e) if e.kind() == ErrorKind::NotFound => {
                bail!("cannot write {path}: the directory {shown} does not exist")
            }
            Err(e) => bail!("cannot write {path}: {}", io_reason(&e)),
            Ok(meta) if !meta.is_dir() => {
                bail!("cannot write {path}: {shown} is not a directory")
            }
            Ok(_) if !writable(dir) => {
                bail!("cannot write {path}: the directory {shown} is not writable")
            }
            Ok(_) => {}
        }
        match crate::free_bytes(dir) {
            Some(free) if free < room => bail!(
                "cannot write {path}: its disk has {free} bytes free, fewer than the {room} \
                 it may need"
            ),
            _ => Ok(()),
        }
    }

    /// Writes `contents` (see the module doc for what may be replaced).
    pub fn write(&self, contents: &[u8]) -> anyhow::Result<()> {
        self.write_with(|tmp| fs::write(tmp, contents).map_err(|e| anyhow::anyhow!(io_reason(&e))))
    }

    /// Writes the file by letting `fill` write a temporary file (given by
    /// its path, which keeps the extension of the final name), then renames
    /// it over the path; for writers that want a path, like plotters. An
    /// error of `fill` is given as the reason the path could not be written.
    pub fn write_with(&self, fill: impl FnOnce(&Path) -> anyhow::Result<()>) -> anyhow::Result<()> {
        let mode = self.existing()?;
        // Declared first, so held until `tmp` is dropped (temp_files doc).
        let _writing = temp_files::writing();
        let tmp = self.temporary()?;
        let written = fill(tmp.path())
            .and_then(|()| finish(tmp.path(), mode))
            .and_then(|()| {
                fs::rename(tmp.path(), &self.path).map_err(|e| anyhow::anyhow!(io_reason(&e)))
            });
        if written.is_err() {
            let _ = fs::remove_file(tmp.path());
        }
        written.map_err(|e| anyhow::anyhow!("cannot write {}: {e:#}", self.path.display()))
    }

    /// The directory of the path (`.` for a bare name).
    fn dir(&self) -> &Path {
        match self.path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        }
    }

    /// Checks what is at the path now: nothing (`None`), or a file that
    /// may be replaced (`Some` of its mode to keep); else the refusal.
    fn existing(&self) -> anyhow::Result<Option<Permissions>> {
        let path = self.path.display();
        let meta = match fs::symlink_metadata(&self.path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
            Err(e) => bail!("cannot write {path}: {}", io_reason(&e)),
        };
        let kind = meta.file_type();
        let why = if kind.is_symlink() {
            "it is a symbolic link; it is neither followed nor replaced \
             (name the file itself, or another file)"
                .to_string()
        } else if kind.is_dir() {
            "it is a directory; name a file".to_string()
        } else if !kind.is_file() {
            "it is not a regular file (a device, a pipe or a socket); \
             name a regular file"
                .to_string()
        } else if meta.permissions().readonly() {
            "it is read-only; it is not replaced (make it writable, or name another file)"
                .to_string()
        } else if !self.force && !(self.kind.recognise)(&head(&self.path)?) {
            format!(
                "it exists and is not {}; it is not replaced \
                 (use --force to replace it, or name another file)",
                self.kind.name
            )
        } else {
            return Ok(Some(meta.permissions()));
        };
        bail!("cannot write {path}: {why}")
    }

    /// A new, empty temporary file beside the path, named after it and
    /// registered (see [`crate::temp_files`]); stale ones of the same name
    /// are removed first.
    fn temporary(&self) -> anyhow::Result<Registered> {
        let path = self.path.display();
        let name = self
            .path
            .file_name()
            .with_context(|| format!("{path} names no file"))?;
        let dir = self.dir();
        temp_files::remove_stale(dir, name);
        let tmp = Registered::new(dir.join(temp_files::temporary_name(std::process::id(), name)));
        // Left by this process's own failed write, killed before removal.
        let _ = fs::remove_file(tmp.path());
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(tmp.path())
            .map_err(|e| anyhow::anyhow!("cannot write {path}: {}", io_reason(&e)))?;
        Ok(tmp)
    }
}

/// Whether this process may create files in `dir`.
fn writable(dir: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(dir.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated path.
    unsafe { libc::access(c.as_ptr(), libc::W_OK | libc::X_OK) == 0 }
}

/// The first [`HEAD_BYTES`] of the regular file at `path`.
fn head(path: &Path) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    File::open(path)
        .and_then(|file| file.take(HEAD_BYTES as u64).read_to_end(&mut bytes))
        .with_context(|| format!("cannot read {}", path.display()))?;
    Ok(bytes)
}

/// Gives the written temporary file the mode of the file it replaces and
/// makes it durable before the rename.
fn finish(tmp: &Path, mode: Option<Permissions>) -> anyhow::Result<()> {
    mode.map_or(Ok(()), |mode| fs::set_permissions(tmp, mode))
        .and_then(|()| File::open(tmp)?.sync_all())
        .map_err(|e| anyhow::anyhow!(io_reason(&e)))
}

/// Whether `text` starts with `prefix`, after any white space.
pub fn starts_with_after_space(text: &[u8], prefix: &[u8]) -> bool {
    text.trim_ascii_start().starts_with(prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    static NOTES: FileKind = FileKind {
        name: "a note of ours",
        recognise: |head| head.starts_with(b"# ours"),
    };

    /// A fresh directory for one test, removed when dropped (a failed
    /// test included).
    fn dir() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn new_files_are_written_and_own_files_replaced() {
        let temp = dir();
        let dir = temp.path();
        let path = dir.join("n.txt");
        let out = OutputFile::new(&path, &NOTES, false);
        out.write(b"# ours 1\n").unwrap();
        out.write(b"# ours 2\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"# ours 2\n");
        assert_eq!(fs::read_dir(dir).unwrap().count(), 1, "no temporary left");
    }

    #[test]
    fn other_files_are_kept_unless_forced() {
        let temp = dir();
        let dir = temp.path();
        let path = dir.join("n.txt");
        fs::write(&path, "my notes\n").unwrap();
        let err = OutputFile::new(&path, &NOTES, false)
            .write(b"# ours\n")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("is not a note of ours") && err.contains("--force"),
            "{err}"
        );
        assert_eq!(fs::read(&path).unwrap(), b"my notes\n");
        OutputFile::new(&path, &NOTES, true)
            .write(b"# ours\n")
            .unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"# ours\n");
    }

    #[cfg(unix)]
    #[test]
    fn links_are_not_followed_and_read_only_files_not_replaced() {
        use std::os::unix::fs::PermissionsExt;
        let temp = dir();
        let dir = temp.path();
        let target = dir.join("target.txt");
        fs::write(&target, "# ours, but behind a link\n").unwrap();
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        for force in [false, true] {
            let err = OutputFile::new(&link, &NOTES, force).write(b"# ours\n");
            assert!(err.unwrap_err().to_string().contains("symbolic link"));
        }
        assert_eq!(fs::read(&target).unwrap(), b"# ours, but behind a link\n");
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());

        fs::set_permissions(&target, Permissions::from_mode(0o444)).unwrap();
        for force in [false, true] {
            let err = OutputFile::new(&target, &NOTES, force).write(b"# ours\n");
            assert!(err.unwrap_err().to_string().contains("read-only"));
        }
        assert_eq!(fs::read(&target).unwrap(), b"# ours, but behind a link\n");
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let temp = dir();
        let dir = temp.path();
        let path = dir.join("n.txt");
        fs::write(&path, "# ours\n").unwrap();
        fs::set_permissions(&path, Permissions::from_mode(0o600)).unwrap();
        OutputFile::new(&path, &NOTES, false)
            .write_with(|tmp| {
                assert!(
                    tmp.to_string_lossy().ends_with("n.txt"),
                    "keeps the extension"
                );
                Ok(fs::write(tmp, "# ours again\n")?)
            })
            .unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(fs::read(&path).unwrap(), b"# ours again\n");
    }

    #[test]
    fn a_failed_fill_leaves_the_old_file_and_no_temporary() {
        let temp = dir();
        let dir = temp.path();
        let path = dir.join("n.txt");
        fs::write(&path, "# ours\n").unwrap();
        let err = OutputFile::new(&path, &NOTES, false).write_with(|_| bail!("no figure"));
        // The user's file is named, never the temporary one.
        assert_eq!(
            err.unwrap_err().to_string(),
            format!("cannot write {}: no figure", path.display())
        );
        assert_eq!(fs::read(&path).unwrap(), b"# ours\n");
        assert_eq!(fs::read_dir(dir).unwrap().count(), 1);
    }

    #[test]
    fn a_missing_directory_or_a_full_disk_is_refused_before_any_write() {
        let temp = dir();
        let dir = temp.path();
        let missing = dir.join("no/such/dir/n.txt");
        let err = OutputFile::new(&missing, &NOTES, false)
            .check_room(1)
            .unwrap_err()
            .to_string();
        let shown = dir.join("no/such/dir");
        assert_eq!(
            err,
            format!(
                "cannot write {}: the directory {} does not exist",
                missing.display(),
                shown.display()
            )
        );
        let file = dir.join("n.txt");
        let out = OutputFile::new(&file, &NOTES, false);
        out.check_room(1).unwrap();
        let err = out.check_room(u64::MAX).unwrap_err().to_string();
        assert!(err.contains("bytes free, fewer than the"), "{err}");
        let not_dir = dir.join("n.txt/inner.txt");
        fs::write(&file, "# ours").unwrap();
        let err = OutputFile::new(&not_dir, &NOTES, false).check_room(1);
        let err = err.unwrap_err().to_string();
        assert!(err.to_lowercase().contains("not a directory"), "{err}");
    }

    #[test]
    fn a_temporary_file_left_by_a_process_that_is_gone_is_removed_by_the_next_write() {
        let temp = dir();
        let dir = temp.path();
        let path = dir.join("n.txt");
        let stale = dir.join(".tmp-999999999-n.txt");
        fs::write(&stale, "half a save").unwrap();
        OutputFile::new(&path, &NOTES, false)
            .write(b"# ours\n")
            .unwrap();
        assert!(!stale.exists());
        assert_eq!(fs::read_dir(dir).unwrap().count(), 1);
    }
}
