import TMDB

extension MessageKey {
  /// The word for how a provider offers a film ("Stream", "Rent"), on screen and in print.
  public static func offer(_ kind: WatchOfferKind) -> MessageKey {
    switch kind {
    case .stream: .printedOfferStream
    case .free: .printedOfferFree
    case .ads: .printedOfferAds
    case .rent: .printedOfferRent
    case .buy: .printedOfferBuy
    }
  }
}
