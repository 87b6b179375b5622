extension String {
  /// The string's UTF-8 bytes lent to `body` in place, without a copy of the string: a native
  /// string's storage is read where it is (a small one's bytes from the stack), where
  /// `var copy = text; copy.withUTF8` retained and released the storage at every call (the
  /// detail pane makes a dozen such calls a `j`). A string without contiguous UTF-8 (bridged,
  /// never one Reel makes on Linux) is read from a copy made contiguous, as before.
  @inline(__always)
  func withBorrowedUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
