import Foundation
import TMDB
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// A failure of the local library (watchlist or cache), worded for the person using Reel.
public struct LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// Whether the failure may pass by itself (another program's lock, a full disk, an I/O
  /// error), so that trying again later is worth it; a file refused for what it is or holds
  /// is refused again.
  public var mayPass: Bool

  public init(_ message: String, mayPass: Bool = false) {
    self.message = message
    self.mayPass = mayPass
  }

  /// The same words are the same error.
  public static func == (lhs: LibraryError, rhs: LibraryError) -> Bool {
    lhs.message == rhs.message
  }

  public var description: String { message }

  /// The plain reason behind an underlying error, without Foundation's or SQLite's boilerplate.
  /// A write refused by the file size limit (`ulimit -f`: EFBIG, which SQLite reports as "disk
  /// I/O error") names the limit, the one thing to change.
  static func reason(_ error: any Error) -> String {
    switch error {
    case let error as LibraryError: return error.message
    case let error as DatabaseError:
      let reason = error.message ?? "SQLite error \(error.resultCode)"
      guard [.SQLITE_IOERR, .SQLITE_FULL].contains(error.resultCode),
        let limit = FileSizeLimit.words()
      else { return reason }
      return "\(reason): \(limit)"
    case let error as CocoaError:
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain
      {
        return posixReason(Int32(underlying.code))
      }
      return error.localizedDescription
    default: return error.localizedDescription
    }
  }

  /// strerror's words, lower case, except for EFBIG under a file size limit.
  public static func posixReason(_ code: Int32) -> String {
    if code == EFBIG, let limit = FileSizeLimit.words() { return limit }
    return String(cString: strerror(code)).lowercased()
  }
}
