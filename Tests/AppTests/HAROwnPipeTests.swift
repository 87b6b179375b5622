import Foundation
import TMDB
import XCTest

@testable import App

/// `--har` naming a pipe Reel itself reads from: `--har /dev/stdin` or `/dev/fd/0` with input
/// piped in (`echo | reel --har /dev/stdin`). Opened by name, that is the pipe's writing end;
/// Reel holds its only reading end, so a HAR larger than the pipe holds (64 KB) waited forever.
final class HAROwnPipeTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reel-har-own-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A record larger than any pipe's buffer.
  private func bigRecord() -> [InspectedExchange] {
    let body = Data(String(repeating: "x", count: 300_000).utf8)
    var exchange = InspectedExchange(
      id: 1, startedAt: Date(timeIntervalSince1970: 0), method: "GET", path: "/3/movie/1",
      query: [], requestHeaders: [], source: .network, browserRequest: nil)
    exchange.status = 200
    exchange.body = body
    exchange.bodySize = body.count
    return [exchange]
  }

  func testAHARIntoAPipeOnlyReelReadsIsRefusedNotWaitedOnForever() throws {
    var ends: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&ends), 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    // The test stands in for Reel: it holds the reading end, as Reel holds its standard input.
    // A link to it is a name Reel does not take for one of its own descriptors, as /dev/stdin.
    let link = folder.appendingPathComponent("stdin-like").path
    XCTAssertEqual(symlink("/proc/self/fd/\(ends[0])", link), 0)
    let exchanges = bigRecord()
    let reader = ends[0]
    let outcome = ErrorBox()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      do throws(ReelError) {
        try HARDocument.write(
          exchanges, baseURL: "https://api.themoviedb.org", to: link, input: reader)
      } catch {
        outcome.message = error.message
      }
      done.signal()
    }
    if done.wait(timeout: .now() + 5) == .timedOut {
      // Unblocks the stuck writer so the suite goes on: drain the pipe until it is done.
      _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
      var buffer = [UInt8](repeating: 0, count: 65536)
      while done.wait(timeout: .now() + 0.01) == .timedOut { _ = read(ends[0], &buffer, 65536) }
      XCTFail("the HAR's write waited forever on a pipe only Reel reads")
      return
    }
    XCTAssertEqual(
      outcome.message,
      "cannot write the HAR file \(link): it is the pipe Reel reads its input from")
  }

  func testAHARIntoAPipeSomeoneElseReadsStillGoesThrough() throws {
    // The refusal is for the pipe Reel's input comes through: one another process reads
    // (`--har >(jq .)`) is written as before. A named pipe `cat` reads stands in for it.
    let fifo = folder.appendingPathComponent("read-by-cat.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let output = folder.appendingPathComponent("cat.out")
    let cat = Process()
    cat.executableURL = URL(fileURLWithPath: "/bin/sh")
    cat.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, output.path]
    try cat.run()
    // Until cat has opened the pipe, an open by the HAR's writer finds nobody reading.
    var tries = 0
    var written = false
    while !written, tries < 200 {
      do throws(ReelError) {
        try HARDocument.write(
          bigRecord(), baseURL: "https://api.themoviedb.org", to: fifo, input: STDIN_FILENO)
        written = true
      } catch {
        XCTAssertTrue(error.message.hasSuffix("nothing reads from it"), error.message)
        tries += 1
        usleep(20_000)
      }
    }
    XCTAssertTrue(written)
    cat.waitUntilExit()
    let har = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    XCTAssertNotNil(har?["log"])
  }

  /// Devices and descriptors named on the command line: a full device says why, the null
  /// device takes it, a descriptor that is not open is an error, not a file made in /dev/fd.
  func testDevicesAndDescriptorsByNameSayWhatWentWrong() {
    let write = { (path: String) throws(ReelError) in
      try HARDocument.write(
        self.bigRecord(), baseURL: "https://api.themoviedb.org", to: path, input: STDIN_FILENO)
    }
    XCTAssertThrowsError(try write("/dev/full")) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "cannot write the HAR file /dev/full: no space is left on the device")
    }
    XCTAssertNoThrow(try write("/dev/null"))
    XCTAssertThrowsError(try write("/dev/fd/999")) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "cannot write the HAR file /dev/fd/999: no descriptor 999 is open")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: "/dev/fd/999"))
  }
}

private final class ErrorBox: @unchecked Sendable {
  var message: String?
}
