import Foundation

/// `/movie/{id}/watch/providers`: where a film can be streamed, rented or bought, by country.
/// The data comes from JustWatch, and TMDB requires saying so wherever it is shown.
public struct WatchProviderResults: Codable, Sendable, Equatable {
  /// The words TMDB's terms ask for next to this data.
  public static let attribution = "Streaming data by JustWatch."

  public var id: Int?
  /// Keyed by ISO 3166-1 country code ("US", "GB").
  public var results: [String: RegionWatchProviders]

  public init(id: Int? = nil, results: [String: RegionWatchProviders]) {
    self.id = id
    self.results = results
  }

  enum CodingKeys: String, CodingKey { case id, results }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = c.optional(Int.self, .id)
    // Without the results object the answer says nothing; one broken country costs only itself.
    let regions = try c.required([String: LossyElement<RegionWatchProviders>].self, .results)
    results = regions.compactMapValues(\.value)
  }

  /// The providers for a country, whatever case the code was typed in.
  public func region(_ code: String) -> RegionWatchProviders? {
    results[Self.key(code)]
  }

  /// "us", " US " → "US".
  static func key(_ code: String) -> String {
    code.trimmingCharacters(in: .whitespaces).uppercased()
  }

  /// Only one country's entry (for output that follows `--region`).
  public func keepingOnly(_ code: String) -> WatchProviderResults {
    let key = Self.key(code)
    return WatchProviderResults(id: id, results: results[key].map { [key: $0] } ?? [:])
  }
}

/// One country's providers, each kind sorted by TMDB's display priority.
public struct RegionWatchProviders: Codable, Sendable, Equatable {
  /// TMDB's page for the film's offers in this country.
  public var link: String?
  public var flatrate: [WatchProvider]
  public var free: [WatchProvider]
  public var ads: [WatchProvider]
  public var rent: [WatchProvider]
  public var buy: [WatchProvider]

  public init(
    link: String? = nil, flatrate: [WatchProvider] = [], free: [WatchProvider] = [],
    ads: [WatchProvider] = [], rent: [WatchProvider] = [], buy: [WatchProvider] = []
  ) {
    self.link = link
    self.flatrate = flatrate
    self.free = free
    self.ads = ads
    self.rent = rent
    self.buy = buy
  }

  enum CodingKeys: String, CodingKey { case link, flatrate, free, ads, rent, buy }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    link = c.nonEmptyString(.link)
    func kind(_ key: CodingKeys) -> [WatchProvider] {
      WatchProvider.ordered(c.lossyArray(WatchProvider.self, key))
    }
    flatrate = kind(.flatrate)
    free = kind(.free)
    ads = kind(.ads)
    rent = kind(.rent)
    buy = kind(.buy)
  }

  /// TMDB leaves out the kinds a country has no offers of; so does this.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(link, forKey: .link)
    for (key, list) in [
      (CodingKeys.flatrate, flatrate), (.free, free), (.ads, ads), (.rent, rent), (.buy, buy),
    ]
    where !list.isEmpty {
      try c.encode(list, forKey: key)
    }
  }

  /// Every kind with offers, in the order people look for them.
  public var offers: [(kind: WatchOfferKind, providers: [WatchProvider])] {
    let all: [(WatchOfferKind, [WatchProvider])] = [
      (.stream, flatrate), (.free, free), (.ads, ads), (.rent, rent), (.buy, buy),
    ]
    return all.filter { !$0.1.isEmpty }.map { (kind: $0.0, providers: $0.1) }
  }

  public var isEmpty: Bool { offers.isEmpty }
}

/// How a provider offers the film.
public enum WatchOfferKind: String, Sendable, Hashable, CaseIterable {
  case stream, free, ads, rent, buy

  /// The label users see.
  public var label: String {
    switch self {
    case .stream: "Stream"
    case .free: "Free"
    case .ads: "With ads"
    case .rent: "Rent"
    case .buy: "Buy"
    }
  }
}

/// A streaming service or shop.
public struct WatchProvider: Codable, Sendable, Equatable, Hashable {
  public var providerID: Int
  public var providerName: String
  public var logoPath: String?
  public var displayPriority: Int?

  public init(
    providerID: Int, providerName: String, logoPath: String? = nil, displayPriority: Int? = nil
  ) {
    self.providerID = providerID
    self.providerName = providerName
    self.logoPath = logoPath
    self.displayPriority = displayPriority
  }

  enum CodingKeys: String, CodingKey {
    case providerID = "provider_id"
    case providerName = "provider_name"
    case logoPath = "logo_path"
    case displayPriority = "display_priority"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    providerID = try c.required(Int.self, .providerID)
    providerName = try c.required(String.self, .providerName)
    logoPath = c.nonEmptyString(.logoPath)
    displayPriority = c.optional(Int.self, .displayPriority)
  }

  /// By display priority (lower first; unknown last), then name; each provider once.
  static func ordered(_ providers: [WatchProvider]) -> [WatchProvider] {
    var seen = Set<Int>()
    return providers.filter { seen.insert($0.providerID).inserted }.sorted { a, b in
      let (x, y) = (a.displayPriority ?? .max, b.displayPriority ?? .max)
      return x != y ? x < y : a.providerName < b.providerName
    }
  }
}
