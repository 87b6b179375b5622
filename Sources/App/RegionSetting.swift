import Foundation
import Screen

/// The country for release dates, certifications and where to watch: TMDB takes an ISO 3166-1
/// code of two letters. Anything else ("ZZZ", "United States", a pasted escape) would be sent
/// on and quietly match nothing, so it is refused in words naming where it came from.
enum RegionSetting {
  /// "us" → "US"; nil when no region was given (TMDB's default then applies).
  static func parse(_ value: String?, from origin: String) throws(ReelError) -> String? {
    guard let value else { return nil }
    let code = value.trimmingCharacters(in: .whitespaces)
    guard code.count == 2,
      code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    else {
      let shown = String(Sanitizer.singleLine(value).prefix(40))
      throw ReelError(
        "\(origin) \u{201C}\(shown)\u{201D} is not a country code; use two letters such as US, "
          + "GB, IR or JP")
    }
    return code.uppercased()
  }
}
