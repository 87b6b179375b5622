import Foundation

/// The facts the detail pane shows beyond the list row: who wrote it, when it opened where the
/// user lives, and where to read more. Derived here so the screen and the printers agree.
extension MovieDetails {
  /// The crew jobs that count as writing credits, in the order they are shown.
  public static let writingJobs = ["Screenplay", "Writer", "Story"]

  /// The writers (screenplay, writer, story), each person once with their first such job, in
  /// the order of `writingJobs` and then of the credits.
  public var writers: [CrewMember] {
    let crew = credits?.crew ?? []
    var seen = Set<String>()
    var result: [CrewMember] = []
    for job in Self.writingJobs {
      for member in crew where member.job == job {
        let key = member.id.map(String.init) ?? member.name
        if seen.insert(key).inserted { result.append(member) }
      }
    }
    return result
  }

  /// The whole cast in billing order.
  public var orderedCast: [CastMember] { topCast(Int.max) }

  /// The day the film opened in `country` ("1999-03-31"), preferring the theatrical release,
  /// else the earliest dated release there; nil when TMDB lists none for that country.
  public func releaseDate(country: String) -> String? {
    guard let entry = releaseDates?.results.first(where: { $0.country == country }) else {
      return nil
    }
    let dated = entry.releaseDates.compactMap { release -> (type: Int, day: String)? in
      guard let text = release.releaseDate, text.count >= 10 else { return nil }
      return (release.type ?? 0, String(text.prefix(10)))
    }
    if let theatrical = dated.filter({ $0.type == 3 }).map(\.day).min() { return theatrical }
    return dated.map(\.day).min()
  }

  /// The film's page on IMDb, when TMDB knows its IMDb id (`tt` and digits only, so nothing
  /// else can ride along in the address).
  public var imdbURL: URL? {
    guard let imdbID, imdbID.hasPrefix("tt"), imdbID.count > 2,
      imdbID.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return URL(string: "https://www.imdb.com/title/\(imdbID)/")
  }

  /// The film's own website, when it is an http or https address.
  public var homepageURL: URL? { WebLink.url(homepage) }
}

/// Addresses from TMDB that Reel offers to open or copy: only http and https, with a host, and
/// nothing a terminal could take as a control (no spaces or control characters).
public enum WebLink {
  /// Whether `url` may be opened, copied or written into a terminal sequence.
  public static func isSafe(_ url: URL) -> Bool { self.url(url.absoluteString) != nil }

  /// The longest address kept.
  public static let longest = 2048

  public static func url(_ text: String?) -> URL? {
    guard let text, text.utf8.count <= longest else { return nil }
    let bad = text.unicodeScalars.contains {
      $0.value < 0x21 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
        || !$0.isASCII
    }
    guard !bad, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}
