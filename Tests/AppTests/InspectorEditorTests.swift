import Foundation
import Screen
import XCTest

@testable import App

/// A paused answer goes through the user's editor and back: in a folder no one else can
/// reach, and whatever comes back (nothing, not JSON, nested without end, megabytes, binary) is
/// said in words, never a crash.
final class InspectorEditorTests: XCTestCase {
  private var report: URL!

  override func setUpWithError() throws {
    report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-editor-report-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: report)
    try? FileManager.default.removeItem(at: report.appendingPathExtension("sh"))
  }

  /// An editor that notes the file's folder and its mode, then runs `action` on the file ($1).
  private func editor(_ action: String) throws -> InspectorEditor {
    let script = report.appendingPathExtension("sh")
    try Data(
      """
      d=$(dirname "$1"); echo "$d" > \(report.path); stat -c %a "$d" >> \(report.path)
      \(action)

      """.utf8
    ).write(to: script)
    return InspectorEditor(environment: [
      "VISUAL": "sh \(script.path)",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ])
  }

  private func noted() throws -> (folder: String, mode: String) {
    let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
    return (String(lines.first ?? ""), String(lines.dropFirst().first ?? ""))
  }

  func testTheAnswerIsEditedInAFreshPrivateFolderNotOneLeftThere() throws {
    // A folder at the name Reel used to choose (its pid), left open to everyone beforehand.
    let planted = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-inspector-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: planted.path)
    defer { try? FileManager.default.removeItem(at: planted) }

    let outcome = try editor(#"printf '{"page": 2}' > "$1""#).edit(
      Data(#"{"page": 1}"#.utf8), name: "answer-1")
    XCTAssertEqual(outcome, .edited(Data(#"{"page": 2}"#.utf8), invalidJSON: nil))
    let (folder, mode) = try noted()
    XCTAssertNotEqual(
      URL(fileURLWithPath: folder).standardizedFileURL.path, planted.standardizedFileURL.path,
      "a folder someone else may have made is never used")
    XCTAssertEqual(mode, "700", "only the user can reach the answer while it is edited")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "nothing is left behind")
  }

  func testWhatComesBackIsSaidInWordsWhateverItIs() throws {
    let cases: [(String, String, Bool)] = [
      ("an empty file", #": > "$1""#, true),
      ("not JSON", #"printf '{"page": ' > "$1""#, true),
      ("binary", #"printf '\377\376\000\001' > "$1""#, true),
      ("nested 100,000 deep", #"head -c 100000 /dev/zero | tr '\0' '[' > "$1""#, true),
      (
        "5 MB of JSON",
        #"{ printf '["'; head -c 5000000 /dev/zero | tr '\0' 'x'; printf '"]'; } > "$1""#, false
      ),
    ]
    for (what, action, invalid) in cases {
      let outcome = try editor(action).edit(Data("{}".utf8), name: "answer-2")
      guard case .edited(_, let reason) = outcome else {
        XCTFail("\(what): \(outcome)")
        continue
      }
      XCTAssertEqual(reason != nil, invalid, "\(what): \(reason ?? "valid")")
    }
  }

  func testAnEditorThatLeavesTheFileAsItWasIsNoEdit() throws {
    // Quit without saving, or an editor that returned at once (`code` without --wait).
    XCTAssertEqual(try editor(":").edit(Data(#"{"page": 1}"#.utf8), name: "answer-5"), .unchanged)
    XCTAssertEqual(
      try editor(#"printf '{"page": 1}' > "$1""#).edit(Data(#"{"page": 1}"#.utf8), name: "a-6"),
      .unchanged, "saved as it was")
  }

  func testAnEditorThatFailsOrLosesTheFileSaysSo() throws {
    let failing = try editor("exit 3")
    XCTAssertEqual(
      failing.edit(Data("{}".utf8), name: "answer-3"),
      .failed(
        Message(.inspectorEditorExited, ["command": .text(failing.command), "status": .number(3)])
      ))
    XCTAssertEqual(
      try editor(#"rm "$1""#).edit(Data("{}".utf8), name: "answer-4"),
      .failed(Message(.inspectorEditorNotAFile)), "the file is gone: the words say so")
  }
}
