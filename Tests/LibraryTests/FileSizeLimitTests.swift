import Foundation
import GRDB
import ReelTestSupport
import XCTest

@testable import Library

#if canImport(Glibc)
  import Glibc
#endif

/// Under `ulimit -f 1` the watchlist said "disk I/O error" (SQLite's words for EFBIG), which
/// tells nobody what to change (review30). The file size limit is named, in bytes (shells
/// count `ulimit -f` in blocks of different sizes).
final class FileSizeLimitTests: XCTestCase {
  private let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)

  /// Runs `body` with a soft file size limit of `kilobytes` (SIGXFSZ ignored meanwhile, as
  /// Reel does, so a stray write is refused rather than ending the test run).
  private func withFileSizeLimit<T>(kilobytes: rlim_t, _ body: () throws -> T) rethrows -> T {
    var saved = rlimit()
    getrlimit(resource, &saved)
    let savedSignal = signal(SIGXFSZ, SIG_IGN)
    var limited = saved
    limited.rlim_cur = kilobytes * 1024
    setrlimit(resource, &limited)
    defer {
      setrlimit(resource, &saved)
      signal(SIGXFSZ, savedSignal)
    }
    return try body()
  }

  func testSQLitesIOErrorNamesTheLimit() {
    let error = DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error")
    let limited = withFileSizeLimit(kilobytes: 1) { LibraryError.reason(error).english }
    XCTAssertEqual(limited, "disk I/O error: the file size limit (ulimit -f: 1 KB) is too small")
    var current = rlimit()
    getrlimit(resource, &current)
    if current.rlim_cur == rlim_t.max {
      XCTAssertEqual(
        LibraryError.reason(error).english, "disk I/O error", "no limit, no word of one")
    }
  }

  func testFoundationsFileTooLargeNamesTheLimit() {
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EFBIG))
    let error = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: posix])
    let limited = withFileSizeLimit(kilobytes: 2) { LibraryError.reason(error).english }
    XCTAssertEqual(limited, "the file size limit (ulimit -f: 2 KB) is too small")
  }

  /// End to end: `ulimit -f 1; reel watchlist add 550` fails in words, is not killed.
  func testTheWatchlistSaysTheLimitIsTooSmall() throws {
    let folder = try makeTemporaryFolder(self)
    let environment = [
      "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "ulimit -f 1 && exec \"$0\" --replay watchlist add 550",
        try builtProduct("reel").path,
      ],
      environment: environment)
    XCTAssertEqual(run.status, 1, run.stderr)
    // /bin/sh may count `ulimit -f` in 512-byte blocks or in 1,024-byte ones.
    XCTAssertTrue(
      run.stderr.contains("disk I/O error: the file size limit (ulimit -f: "), run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix(") is too small\n"), run.stderr)
  }
}

/// A recording under `ulimit -f 1` said "…: The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)": Foundation keeps the EFBIG beneath its write error, and
/// the recorder now names the limit as the watchlist does.
final class RecordingFileSizeLimitTests: XCTestCase {
  func testARecordingNamesTheLimit() throws {
    let folder = try makeTemporaryFolder(self)
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "ulimit -f 1 && exec \"$0\" --replay --record \"$1\" list popular",
        try builtProduct("reel").path, folder.appendingPathComponent("rec").path,
      ],
      environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path])
    XCTAssertTrue(run.stderr.contains("the file size limit (ulimit -f: "), run.stderr)
  }
}
