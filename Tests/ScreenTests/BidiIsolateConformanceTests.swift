import Foundation
import Testing

@testable import Screen

/// Isolates against Unicode's BidiTest.txt (Debian's `unicode-data`): every line with an
/// isolate and no embedding, override or paragraph separator, each bidi class played by one
/// character of it, in the three paragraph directions the line asks for. `BidiLevels` resolves
/// such text with each isolate apart (`isolatedLevels`), working around GNU FriBidi 1.0.8,
/// which resolves an isolate right after another from the wrong level.
@Suite struct BidiIsolateConformanceTests {
  static let file = "/usr/share/unicode/BidiTest.txt"

  /// A character of each bidi class (Unicode 10 or older, as FriBidi's data is).
  static let representative: [Substring: UInt32] = [
    "L": 0x41, "R": 0x5D0, "AL": 0x627, "EN": 0x30, "ES": 0x2B, "ET": 0x24, "AN": 0x660,
    "CS": 0x2C, "NSM": 0x300, "BN": 0xAD, "S": 0x09, "WS": 0x20, "ON": 0x21, "LRI": 0x2066,
    "RLI": 0x2067, "FSI": 0x2068, "PDI": 0x2069,
  ]

  struct Case {
    var line: Int
    var codePoints: [UInt32]
    var base: BaseDirection
    var levels: [UInt8?]
  }

  static func cases() throws -> [Case] {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    var levels: [UInt8?] = []
    var cases: [Case] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("@Levels:") {
        levels = line.dropFirst("@Levels:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
          .map { $0 == "x" ? nil : UInt8($0) }
        continue
      }
      guard let first = line.first, first != "#", first != "@" else { continue }
      let fields = line.split(separator: ";")
      guard fields.count == 2 else { continue }
      let classes = fields[0].split(separator: " ")
      let codePoints = classes.compactMap { representative[$0] }
      guard codePoints.count == classes.count,
        codePoints.contains(where: { (0x2066...0x2068).contains($0) })
      else { continue }
      let bits = Int(fields[1].trimmingCharacters(in: .whitespaces)) ?? 0
      for (bit, base) in [(1, BaseDirection.auto), (2, .leftToRight), (4, .rightToLeft)]
      where bits & bit != 0 {
        cases.append(Case(line: number + 1, codePoints: codePoints, base: base, levels: levels))
      }
    }
    return cases
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: file)))
  func everyIsolateLineResolvesAsUnicodeSays() throws {
    let cases = try Self.cases()
    #expect(cases.count > 10_000)
    var failures: [String] = []
    for testCase in cases {
      let resolved = BidiLevels.resolve(testCase.codePoints, base: testCase.base)
      let levels = zip(resolved.levels, resolved.removed).map { $1 ? nil : $0 }
      if levels != testCase.levels, failures.count < 20 {
        failures.append("line \(testCase.line) \(testCase.base): \(levels) != \(testCase.levels)")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
