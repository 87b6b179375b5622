import Glibc

/// A crash on demand, for the emulator tests that prove a crash leaves the terminal usable and
/// the report in the log: REEL_TEST_CRASH=ui traps on the UI thread after the first frame;
/// REEL_TEST_CRASH=thread traps on another thread then, while the UI thread carries on.
/// Not a user setting; unset, it costs one check per frame.
enum TestCrash {
  static func afterFirstFrame() { _ = trigger }
}

private let trigger: Void = {
  guard let value = getenv("REEL_TEST_CRASH").map({ String(cString: $0) }) else { return }
  switch value {
  case "ui":
    fatalError("REEL_TEST_CRASH=ui")
  case "thread":
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        usleep(100_000)
        fatalError("REEL_TEST_CRASH=thread")
      }, nil)
  default:
    return
  }
}()
