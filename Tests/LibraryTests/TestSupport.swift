import Foundation
import ReelTestSupport
import XCTest

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
