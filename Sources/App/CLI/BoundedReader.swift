import Foundation
import Screen
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file or standard input, refusing more than a limit instead of growing without
/// bound (`yes | reel watchlist import -` must not take the machine's memory). Its refusals are
/// said in the command's language; in English as they always read.
enum BoundedReader {
  /// What the limit is for, said after "larger than N MB, ".
  enum Purpose: Sendable {
    case watchlistImport, keyScript
  }

  /// Reads `path` (nil: standard input), for `purpose`, refused in `language`.
  static func read(
    _ path: String?, limit: Int, for purpose: Purpose, language: ScreenLanguage
  ) throws -> Data {
    // Named as English always named it: "standard input", the path, "the script …".
    let name: (english: String, words: MessageArgument)
    switch (path, purpose) {
    case (nil, _): name = ("standard input", .message(Message(.readStandardInput)))
    case (let path?, .watchlistImport):
      name = (path, .text(TerminalText.writtenOut(path)))
    case (let path?, .keyScript):
      name = (
        "the script \(path)",
        .message(Message(.readScript, ["path": .text(TerminalText.writtenOut(path))]))
      )
    }
    func cannotRead(_ shown: (english: String, words: MessageArgument)) -> ReelError {
      let code = errno
      let words = String(cString: strerror(code)).lowercased()
      let reason =
        code == EISDIR
        ? Message(.readReasonIsFolder)
        : Message(libraryReason: .system(code: code, words: words))
      return ReelError(
        CommandWords.say(
          Message(.readCannotRead, ["name": shown.words, "reason": .message(reason)]),
          english: "cannot read \(shown.english): \(words)", in: language))
    }
    let descriptor: Int32
    if let path {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        // An empty name quoted: "cannot read : no such file" named nothing.
        throw cannotRead(path.isEmpty ? ("\"\"", .text("\"\"")) : name)
      }
    } else {
      descriptor = STDIN_FILENO
    }
    defer { if path != nil { close(descriptor) } }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw cannotRead(name)
      }
      if count == 0 { return data }
      guard data.count + count <= limit else {
        let megabytes = limit / 1024 / 1024
        let (key, english): (MessageKey, String) =
          switch purpose {
          case .watchlistImport:
            (.readTooLargeImport, "too large for a watchlist export; nothing was imported")
          case .keyScript: (.readTooLargeScript, "too large for a key script; nothing was run")
          }
        throw ReelError(
          CommandWords.say(
            Message(key, ["name": name.words, "size": .number(megabytes)]),
            english: "\(name.english) is larger than \(megabytes) MB, \(english)", in: language))
      }
      data.append(contentsOf: chunk[..<count])
    }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
