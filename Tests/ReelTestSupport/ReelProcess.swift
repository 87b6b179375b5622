import Foundation
import XCTest

// Running Reel's built executables from the tests, shared by every test target that does.

/// A binary built beside the test bundle (`.build/debug/NAME`).
public func builtProduct(_ name: String) throws -> URL {
  var candidates: [URL] = []
  if let executable = Bundle.main.executableURL {
    candidates.append(executable.deletingLastPathComponent())
  }
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    candidates.append(bundle.bundleURL.deletingLastPathComponent())
  }
  candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  for folder in candidates {
    let url = folder.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  throw XCTSkip("\(name) is not built beside the tests (looked in \(candidates.map(\.path)))")
}

/// What a finished child process said.
public struct ProcessResult {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

/// Runs a binary to completion with the given environment (nothing else inherited but PATH
/// and HOME, so a developer's TMDB credentials never reach the child).
public func runProcess(
  _ binary: URL, _ arguments: [String], environment: [String: String] = [:],
  stdin: Data? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  var env = ["PATH": "/usr/bin:/bin"]
  env["HOME"] = ProcessInfo.processInfo.environment["HOME"]
  process.environment = env.merging(environment) { $1 }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  let input = Pipe()
  process.standardInput = input
  try process.run()
  if let stdin { try input.fileHandleForWriting.write(contentsOf: stdin) }
  try input.fileHandleForWriting.close()
  // Read both pipes to the end before waiting, so a chatty child never blocks on a full pipe.
  // A thread of its own, not the global queue: on a 2-CPU machine libdispatch runs two
  // global blocks at once, and a blocked block left by another test starved this read
  // forever (a suite hung after the child had exited).
  let finished = DispatchSemaphore(value: 0)
  nonisolated(unsafe) var errorData = Data()
  let reader = Thread {
    errorData = errors.fileHandleForReading.readDataToEndOfFile()
    finished.signal()
  }
  reader.start()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  finished.wait()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
    stderr: String(decoding: errorData, as: UTF8.self))
}
