import Foundation

/// Opens a paused answer in the user's editor (`$VISUAL`, then `$EDITOR`, then `vi`) and reads
/// back what they saved.
struct InspectorEditor {
  enum Outcome: Equatable {
    /// Saved; `invalidJSON` says why it does not parse, when it does not.
    case edited(Data, invalidJSON: String?)
    case failed(String)
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
      return .failed("cannot write the answer for the editor in \(folder.path)")
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
      return .failed("cannot start the editor (\(command))")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .failed(
        "the editor (\(command)) exited with status \(process.terminationStatus); nothing changed")
    }
    guard let edited = try? Data(contentsOf: file) else {
      return .failed("cannot read the edited answer back")
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
