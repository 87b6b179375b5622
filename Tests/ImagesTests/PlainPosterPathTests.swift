import XCTest

@testable import Images

/// Poster paths are checked byte by byte; the rule is TMDB's path shape, "/" and a plain file
/// name, as a walk over the path's characters states it.
final class PlainPosterPathTests: XCTestCase {
  /// The rule over characters, as it was written first.
  private func byCharacters(_ path: String) -> Bool {
    guard path.hasPrefix("/"), path.count > 1, path.count < 200 else { return false }
    let name = path.dropFirst()
    return !name.hasPrefix(".")
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
  }

  func testBytesDecideAsCharactersDo() {
    let paths = [
      "/abc.jpg", "/2f1HCTSiEnJisJ0Gx7ODgiAPBQp.jpg", "/a-b_c.jpg", "/", "", "abc.jpg",
      "/.hidden.jpg", "/../etc/passwd", "/a/b.jpg", "/a?b=1", "/https://x", "/é.jpg",
      "/e\u{301}.jpg", "/日本.jpg", "/a b.jpg", "/a\r\n.jpg", "/a\0.jpg", "//a.jpg", "/a.jpg/",
      "/" + String(repeating: "a", count: 198), "/" + String(repeating: "a", count: 199),
      "/" + String(repeating: "a", count: 250), "/~a.jpg", "/a%2F.jpg", "/Z9.jpeg", "/-",
      "/a:b", "/a@b", "/[a]", "/`a`", "/a{b}",
    ]
    for path in paths {
      XCTAssertEqual(isPlainPosterPath(path), byCharacters(path), path.debugDescription)
    }
    // Every single ASCII byte after "/" and after "/a".
    for byte in UInt8(0)...127 {
      let name = String(decoding: [byte], as: UTF8.self)
      for path in ["/" + name, "/a" + name, "/a" + name + "b"] {
        XCTAssertEqual(isPlainPosterPath(path), byCharacters(path), path.debugDescription)
      }
    }
  }
}
