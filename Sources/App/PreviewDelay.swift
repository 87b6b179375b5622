extension InteractiveApp {
  /// `REEL_PREVIEW_DELAY_MS`: how long the selection rests before its details load (150 ms
  /// unless set; 0–60,000). A measuring aid: under valgrind a press takes most of a second to
  /// reach the screen, and `Tools/perf/footprint.sh` keeps the preview out of the press it
  /// measures with a longer rest. Anything else set there is ignored.
  static func previewDelay(_ environment: [String: String]) -> Int? {
    guard let text = environment["REEL_PREVIEW_DELAY_MS"], let milliseconds = Int(text),
      (0...60_000).contains(milliseconds)
    else { return nil }
    return milliseconds
  }
}
