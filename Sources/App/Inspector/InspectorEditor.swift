import Foundation
import Screen

/// Opens a paused answer in the user's editor (`$VISUAL`, then `$EDITOR`, then `vi`) and reads
/// back what they saved.
struct InspectorEditor {
  enum Outcome: Equatable {
    /// Saved; `invalidJSON` says why it does not parse, when it does not.
    case edited(Data, invalidJSON: String?)
    /// Why not, in words to show in the user's language.
    case failed(Message)
  }

  var environment: [String: String]

  var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
        return value
      }
    }
    return "vi"
  }

  /// Runs the editor on `text` and waits for it. The caller suspends the screen around it.
  func edit(_ text: Data, name: String) -> Outcome {
    let temporary = FileManager.default.temporaryDirectory
    guard let folder = Self.makePrivateFolder(in: temporary) else {
      return .failed(Message(.inspectorEditorCannotWrite, ["path": .text(temporary.path)]))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name + ".json")
    do {
      try text.write(to: file, options: .atomic)
    } catch {
      return .failed(Message(.inspectorEditorCannotWrite, ["path": .text(folder.path)]))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The editor command may carry arguments ("code -w"): the shell splits it; the file is
    // passed as a separate argument so its name is never parsed.
    process.arguments = ["-c", command + " \"$1\"", "reel-editor", file.path]
    process.environment = environment
    do {
      try process.run()
    } catch {
      return .failed(Message(.inspectorEditorCannotStart, ["command": .text(command)]))
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .failed(
        Message(
          .inspectorEditorExited,
          ["command": .text(command), "status": .number(Int(process.terminationStatus))]))
    }
    guard let edited = try? Data(contentsOf: file) else {
      return .failed(Message(.inspectorEditorCannotRead))
    }
    var reason: String?
    do {
      _ = try JSONSerialization.jsonObject(with: edited, options: [.fragmentsAllowed])
    } catch {
      reason =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it does not parse"
    }
    return .edited(edited, invalidJSON: reason)
  }

  /// A new folder only the user can enter, under a name nobody could have chosen before
  /// (`mkdtemp`). A fixed name in a shared /tmp could be made first by another user, who
  /// could then read the answer or swap the file the editor saves.
  private static func makePrivateFolder(in parent: URL) -> URL? {
    var template = Array(parent.appendingPathComponent("reel-inspector-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!) != nil
    }
    guard made else { return nil }
    return URL(
      fileURLWithPath: String(
        decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
      isDirectory: true)
  }
}
