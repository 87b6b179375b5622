import Foundation

/// `/configuration`: where images live and which sizes exist.
public struct TMDBConfiguration: Codable, Sendable, Equatable {
  public var images: ImageConfiguration

  public init(images: ImageConfiguration) {
    self.images = images
  }

  enum CodingKeys: String, CodingKey { case images }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    images = try c.required(ImageConfiguration.self, .images)
  }
}

public struct ImageConfiguration: Codable, Sendable, Equatable {
  public var secureBaseURL: String
  public var posterSizes: [String]
  public var backdropSizes: [String]
  public var profileSizes: [String]

  public init(
    secureBaseURL: String, posterSizes: [String], backdropSizes: [String] = [],
    profileSizes: [String] = []
  ) {
    self.secureBaseURL = secureBaseURL
    self.posterSizes = posterSizes
    self.backdropSizes = backdropSizes
    self.profileSizes = profileSizes
  }

  enum CodingKeys: String, CodingKey {
    case secureBaseURL = "secure_base_url"
    case baseURL = "base_url"
    case posterSizes = "poster_sizes"
    case backdropSizes = "backdrop_sizes"
    case profileSizes = "profile_sizes"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    // Without a secure base URL, fall back to the plain one; without either there are no images.
    guard let base = c.nonEmptyString(.secureBaseURL) ?? c.nonEmptyString(.baseURL) else {
      throw DecodingError.keyNotFound(
        CodingKeys.secureBaseURL,
        .init(codingPath: decoder.codingPath, debugDescription: "no image base URL"))
    }
    secureBaseURL = base
    posterSizes = c.lossyArray(String.self, .posterSizes)
    backdropSizes = c.lossyArray(String.self, .backdropSizes)
    profileSizes = c.lossyArray(String.self, .profileSizes)
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(secureBaseURL, forKey: .secureBaseURL)
    try c.encode(posterSizes, forKey: .posterSizes)
    try c.encode(backdropSizes, forKey: .backdropSizes)
    try c.encode(profileSizes, forKey: .profileSizes)
  }

  /// The full URL of an image, or nil when the movie has none. Picks `size` when TMDB offers it,
  /// else the nearest listed size, else "original".
  public func url(for path: String?, size: String) -> URL? {
    guard let path, !path.isEmpty else { return nil }
    let sizes = posterSizes + backdropSizes + profileSizes
    let chosen = sizes.contains(size) ? size : Self.nearest(to: size, in: sizes)
    var base = secureBaseURL
    if !base.hasSuffix("/") { base += "/" }
    let file = path.hasPrefix("/") ? String(path.dropFirst()) : path
    return URL(string: base + chosen + "/" + file)
  }

  /// The listed size closest in pixels to `size` ("w342" → "w300" over "w92"), measured the
  /// same way (width or height); "original" when nothing comparable is listed.
  static func nearest(to size: String, in sizes: [String]) -> String {
    func measure(_ name: String) -> (axis: Character, pixels: Int)? {
      // Bounded, so a hostile configuration cannot overflow the distance below.
      guard let axis = name.first, axis == "w" || axis == "h", let pixels = Int(name.dropFirst()),
        (1...100_000).contains(pixels)
      else { return nil }
      return (axis, pixels)
    }
    guard let wanted = measure(size) else { return "original" }
    let candidates = sizes.compactMap { name in measure(name).map { (name, $0) } }
      .filter { $0.1.axis == wanted.axis }
    // Ties go to the larger size: scaling down looks better than scaling up.
    let best = candidates.min { a, b in
      let (da, db) = (abs(a.1.pixels - wanted.pixels), abs(b.1.pixels - wanted.pixels))
      return da != db ? da < db : a.1.pixels > b.1.pixels
    }
    return best?.0 ?? "original"
  }
}

/// One movie genre from `/genre/movie/list`.
public struct Genre: Codable, Sendable, Equatable, Hashable {
  public var id: Int
  public var name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// `/genre/movie/list`.
public struct GenreList: Codable, Sendable, Equatable {
  public var genres: [Genre]

  public init(genres: [Genre]) { self.genres = genres }

  enum CodingKeys: String, CodingKey { case genres }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    // The list itself must be there; its bad items are dropped.
    genres = try c.requiredLossyArray(Genre.self, .genres)
  }
}
