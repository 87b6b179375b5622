import Foundation
import GRDB

/// A failure of the local library (watchlist or cache), worded for the person using Reel.
public struct LibraryError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

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
