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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-inspector-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    let file = folder.appendingPathComponent(name + ".json")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try text.write(to: file, options: .atomic)
    } catch {
      return .failed(Message(.inspectorEditorCannotWrite, ["path": .text(folder.path)]))
    }
    defer { try? FileManager.default.removeItem(at: file) }
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
}
