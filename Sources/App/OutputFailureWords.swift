import Screen

/// "cannot write the output: no space left on device" in the command line's language: the
/// reasons a user can act on in the language's words, any other as the system gave it.
public enum OutputFailureWords {
  public static func cannotWrite(_ reason: String) -> String {
    let lowered = reason.lowercased()
    let worded: [String: MessageKey] = [
      "no space left on device": .writeDiskFull, "disk quota exceeded": .writeDiskFull,
      "permission denied": .writePermissionDenied, "read-only file system": .writeReadOnly,
    ]
    let said =
      worded[lowered].map { Message($0) } ?? Message(.errorOther, ["detail": .text(lowered)])
    return CommandWords.say(
      Message(.outputCannotWrite, ["reason": .message(said)]),
      english: "cannot write the output: \(lowered)", in: CommandWords.commandLineLanguage)
  }
}
