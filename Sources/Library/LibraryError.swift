import Foundation
import GRDB
import TMDB

#if canImport(Glibc)
  import Glibc
#endif

/// A failure of the local library (watchlist or cache), worded for the person using Reel.
public struct LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, as a value the screen and the printing commands word in the user's
  /// language.
  public var fault: LibraryFault
  /// The English sentence (exactly `fault.english`).
  public var message: String { fault.english }
  /// Whether the failure may pass by itself (another program's lock, a full disk, an I/O
  /// error), so that trying again later is worth it; a file refused for what it is or holds
  /// is refused again.
  public var mayPass: Bool

  public init(_ fault: LibraryFault, mayPass: Bool = false) {
    self.fault = fault
    self.mayPass = mayPass
  }

  /// Words Reel has no value for (said as they are in every language).
  public init(_ message: String, mayPass: Bool = false) {
    self.init(.said(message), mayPass: mayPass)
  }

  /// The same words are the same error.
  public static func == (lhs: LibraryError, rhs: LibraryError) -> Bool {
    lhs.message == rhs.message
  }

  public var description: String { message }

  /// The plain reason behind an underlying error, without Foundation's or SQLite's boilerplate.
  /// A write refused by the file size limit (`ulimit -f`: EFBIG, which SQLite reports as "disk
  /// I/O error") names the limit, the one thing to change.
  static func reason(_ error: any Error) -> LibraryFault.Reason {
    switch error {
    case let error as LibraryError: return .said(error.message)
    case let error as DatabaseError:
      let code = error.resultCode.primaryResultCode.rawValue
      let reason: LibraryFault.Reason = .sqlite(
        code: code, words: error.message ?? "SQLite error \(error.resultCode)")
      guard [.SQLITE_IOERR, .SQLITE_FULL].contains(error.resultCode),
        let limit = FileSizeLimit.bytes()
      else { return reason }
      return .limited(reason, bytes: limit)
    case let error as CocoaError:
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain
      {
        return posixReason(Int32(underlying.code))
      }
      return .said(error.localizedDescription)
    default: return .said(error.localizedDescription)
    }
  }

  /// strerror's words, lower case, except for EFBIG under a file size limit.
  public static func posixReason(_ code: Int32) -> LibraryFault.Reason {
    if code == EFBIG, let limit = FileSizeLimit.bytes() { return .fileSizeLimit(bytes: limit) }
    return .system(code)
  }
}
