import Foundation

#if FUZZING
  /// libFuzzer's driver. Called from our own `main` because SwiftPM links an executable's
  /// entry point under its own name, which libFuzzer's `main` cannot stand in for.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// One input, as libFuzzer hands it over. Also exported under the name libFuzzer's own
  /// objects refer to.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.current.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
  }

  @main
  enum FuzzMain {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      _ = FuzzTarget.current  // fail at once, not on the first input, when it is not set
      let status = runFuzzerDriver(&argc, &argv) { fuzzOne($0, $1) }
      exit(status)
    }
  }
#else
  /// Without the fuzzer: runs each file named on the command line through the target, to
  /// replay a crash or a corpus in an ordinary build.
  @main
  enum ReplayInputs {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          try? FileHandle.standardError.write(
            contentsOf: Data("FuzzReel: cannot read \(path)\n".utf8))
          exit(1)
        }
        FuzzTarget.current.run(data)
      }
    }
  }
#endif
