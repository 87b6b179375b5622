import CProcessArguments
import Foundation

/// The command line Reel was started with.
///
/// Swift's `CommandLine.arguments` comes back empty on Linux when a preloaded library moved
/// `environ` before Swift looked for argv (libfaketime does, swiftlang/swift#76080): Reel
/// would then ignore every flag and subcommand and open the browser as if started bare. The
/// arguments the C library passed before main are used instead whenever it passed them.
enum ProcessArguments {
  static var all: [String] {
    let count = Int(reel_process_argc())
    guard count > 0, let argv = reel_process_argv() else { return CommandLine.arguments }
    return (0..<count).map { argv[$0].map { String(cString: $0) } ?? "" }
  }

  /// The first argument that is not UTF-8 text, written with its stray bytes as `\xFF`, or
  /// nil. A Swift string cannot hold such bytes: read as U+FFFD, a file named in Latin-1 was
  /// "no such file" though it was there, and `--har` wrote a file of another name.
  static var firstNotUTF8: String? {
    let count = Int(reel_process_argc())
    guard count > 1, let argv = reel_process_argv() else { return nil }
    for index in 1..<count {
      guard let argument = argv[index] else { continue }
      let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
        UInt8(bitPattern: $0)
      }
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      return shown(bytes)
    }
    return nil
  }

  /// The bytes as text, each byte no UTF-8 sequence takes written as `\xFF`.
  static func shown(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      var matched = false
      for length in (1...4).reversed() where index + length <= bytes.count {
        if let piece = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
          text += piece
          index += length
          matched = true
          break
        }
      }
      if !matched {
        text += String(format: "\\x%02X", bytes[index])
        index += 1
      }
    }
    return text
  }
}
