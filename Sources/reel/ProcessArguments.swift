import CProcessArguments

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
}
