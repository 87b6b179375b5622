#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A umask that takes the owner's own bits away (`umask 777`, `umask 377`), kept for group
/// and others only.
///
/// Under `umask 777` SQLite created the watchlist with mode 000: `reel watchlist add` failed
/// ("unable to open database file") and left the file behind, so the watchlist stayed
/// unreadable ("permission denied") in every later run, whatever the umask then. What the user
/// masks from group and others is still masked.
enum OwnerUmask {
  /// Call first in `main`, before any file or folder is created.
  static func keepOwnerBits() {
    let current = umask(0)
    umask(current & 0o077)
  }
}
