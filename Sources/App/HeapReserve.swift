import Glibc

/// Makes the calling thread's malloc heap usable up front, so that the heap growing while
/// the user browses costs no system call on a key press.
///
/// glibc gives a thread other than the main one a heap of its own (an arena): reserved
/// whole, but made usable a few pages at a time, with an mprotect(2) each time it grows past
/// its largest size so far. Pages later given back (trimmed) stay usable. The UI thread's
/// heap grows a little as new rows are drawn: about one mprotect every two or three `j`
/// presses down a list. Growing it once at start-up, by allocating and freeing `bytes` in
/// blocks small enough to come from the heap (not from mmap), moves those calls to start-up.
/// The blocks are never written, so no memory is used; the freed space is trimmed at once.
enum HeapReserve {
  /// Large enough for a long session of browsing (a few thousand rows drawn), small enough
  /// to be nothing beside the 64 MB glibc reserves for each thread heap.
  static let bytes = 2 << 20
  /// Below glibc's smallest mmap threshold (128 KB), so each block comes from the heap.
  static let block = 96 << 10

  /// Call on the thread that will draw and handle keys, before its first frame.
  static func commitForCallingThread(bytes: Int = bytes) {
    // The pointers are kept in an array so the allocations are really made: a malloc whose
    // result is never used may be removed by the optimiser.
    var blocks: [UnsafeMutableRawPointer] = []
    blocks.reserveCapacity(bytes / block + 1)
    var total = 0
    while total < bytes, let pointer = malloc(block) {
      blocks.append(pointer)
      total += block
    }
    // Newest first, so each one joins the free space at the top of the heap.
    for pointer in blocks.reversed() { free(pointer) }
  }
}
