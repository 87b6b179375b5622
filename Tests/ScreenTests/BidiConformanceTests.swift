import Foundation
import Screen
import Testing

/// The bidi layer against Unicode's own conformance data, BidiCharacterTest.txt: every line of
/// the file (Debian's `unicode-data` installs it), or a pinned subset when it is absent.
///
/// In scope: lines whose characters were all assigned by Unicode 10, the version of the
/// character data GNU FriBidi 1.0.8 (Debian's) carries. The levels and the visual order must
/// match on every one of them; lines with newer characters are counted and reported.
@Suite struct BidiConformanceTests {
  static let installed = "/usr/share/unicode/BidiCharacterTest.txt"
  static let pinned = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("BidiFixtures/BidiCharacterTest-subset.txt").path

  struct Case {
    var line: Int
    var codePoints: [UInt32]
    var base: BaseDirection
    var paragraphLevel: UInt8
    var levels: [UInt8?]
    var order: [Int]
  }

  static func load(_ preferred: String = installed) throws -> (source: String, cases: [Case]) {
    let source = FileManager.default.fileExists(atPath: preferred) ? preferred : pinned
    let text = try String(contentsOfFile: source, encoding: .utf8)
    var cases: [Case] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let first = line.first, first != "#" else { continue }
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count == 5 else { continue }
      let base: BaseDirection =
        switch fields[1] {
        case "0": .leftToRight
        case "1": .rightToLeft
        default: .auto
        }
      cases.append(
        Case(
          line: number + 1,
          codePoints: fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) },
          base: base,
          paragraphLevel: UInt8(fields[2]) ?? 0,
          levels: fields[3].split(separator: " ").map { $0 == "x" ? nil : UInt8($0) },
          order: fields[4].split(separator: " ").compactMap { Int($0) }))
    }
    return (source, cases)
  }

  /// Characters FriBidi's data knows: assigned in Unicode 10 or before.
  static func inScope(_ testCase: Case) -> Bool {
    testCase.codePoints.allSatisfy { value in
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age else {
        return false
      }
      return age.major < 10 || (age.major == 10 && age.minor == 0)
    }
  }

  /// Our answer for one test line: the levels (nil where X9 removes the character) and the
  /// visual order of the characters that remain.
  static func run(_ testCase: Case) -> (paragraph: UInt8, levels: [UInt8?], order: [Int]) {
    let resolved = BidiLevels.resolve(testCase.codePoints, base: testCase.base)
    let levels = zip(resolved.levels, resolved.removed).map { $1 ? nil : $0 }
    let kept = levels.indices.filter { levels[$0] != nil }
    let order = BidiLevels.visualOrder(levels: kept.map { levels[$0] ?? 0 }).map { kept[$0] }
    return (resolved.direction == .rightToLeft ? 1 : 0, levels, order)
  }

  @Test(arguments: [installed, pinned])
  func everyLineInScopeResolvesAndReordersAsUnicodeSays(file: String) throws {
    let (source, cases) = try Self.load(file)
    #expect(cases.count > 400, "too few test lines read from \(source)")
    var inScope = 0
    var passed = 0
    var passedOutOfScope = 0
    var failures: [String] = []
    for testCase in cases {
      let answer = Self.run(testCase)
      let matches =
        answer.paragraph == testCase.paragraphLevel && answer.levels == testCase.levels
        && answer.order == testCase.order
      if Self.inScope(testCase) {
        inScope += 1
        if matches {
          passed += 1
        } else if failures.count < 5 {
          failures.append("line \(testCase.line)")
        }
      } else if matches {
        passedOutOfScope += 1
      }
    }
    print(
      "BidiCharacterTest (\(source)): \(cases.count) lines; \(inScope) in scope (Unicode ≤ 10), "
        + "\(passed) passed; \(cases.count - inScope) with newer characters, "
        + "\(passedOutOfScope) of them passed too")
    #expect(inScope > 0)
    #expect(passed == inScope, "failing: \(failures.joined(separator: ", "))")
  }

  /// The whole line layer, not only the levels: on every test line without direction controls
  /// (which `BidiLine` removes) and whose code points are each a cluster of their own, the cells'
  /// order is Unicode's visual order. This covers the shortcut for text with nothing RTL in it.
  @Test func bidiLinePutsClustersInUnicodesVisualOrder() throws {
    let (source, cases) = try Self.load()
    var checked = 0
    var failures: [Int] = []
    for testCase in cases {
      let scalars = testCase.codePoints.compactMap(Unicode.Scalar.init)
      guard scalars.count == testCase.codePoints.count, !testCase.levels.contains(nil),
        !scalars.contains(where: BidiLevels.isDirectionalControl)
      else { continue }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      let string = String(text)
      guard string.count == scalars.count else { continue }
      checked += 1
      let line = BidiLine(string, base: testCase.base)
      if line.visualToLogical != testCase.order, failures.count < 5 {
        failures.append(testCase.line)
      }
    }
    print("BidiLine against \(source): \(checked) lines checked, \(failures.count) failed")
    #expect(checked > 100)
    #expect(failures.isEmpty, "lines \(failures)")
  }
}
