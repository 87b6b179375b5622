import Foundation
import ReelTestSupport
import XCTest

/// A fresh folder under the system temporary directory, removed when the test ends.
func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("reel-library-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
  return folder
}

/// Runs several binaries at the same moment and returns their results in order.
func runConcurrently(_ commands: [(URL, [String])], environment: [String: String] = [:]) throws
  -> [ProcessResult]
{
  final class Results: @unchecked Sendable {
    let lock = NSLock()
    var values: [Int: Result<ProcessResult, any Error>] = [:]
  }
  let results = Results()
  DispatchQueue.concurrentPerform(iterations: commands.count) { index in
    let (binary, arguments) = commands[index]
    let result = Result { try runProcess(binary, arguments, environment: environment) }
    results.lock.withLock { results.values[index] = result }
  }
  return try commands.indices.map { try results.values[$0]!.get() }
}
