import Foundation
import GRDB

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
  static func reason(_ error: any Error) -> String {
    switch error {
    case let error as LibraryError: return error.message
    case let error as DatabaseError: return error.message ?? "SQLite error \(error.resultCode)"
    case let error as CocoaError:
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain,
        let text = strerror(Int32(underlying.code)).map({ String(cString: $0) })
      {
        return text.lowercased()
      }
      return error.localizedDescription
    default: return error.localizedDescription
    }
  }
}
