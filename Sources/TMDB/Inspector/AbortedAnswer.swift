import Foundation

/// The answer the browser gets when the user aborts a held exchange with a 503: TMDB's error
/// shape, so it goes through the same decoding as a real one. Its explanation is Reel's own
/// words, not TMDB's, so the screen recognises it and says it in the user's language.
public enum AbortedAnswer {
  /// The `status_message` of the aborted answer, as the HAR file and English say it.
  public static let statusMessage =
    "Service unavailable (aborted at a breakpoint in Reel's inspector)."

  static let body = Data(
    #"{"status_code":503,"status_message":"\#(statusMessage)"}"#.utf8)
}
