/// How the language joins the items of a list, and the words for TMDB's fixed English values
/// (a film's release status, a crew job), for the screen and the printing commands alike.
extension ScreenLanguage {
  /// Between the items of a list of names (genres, directors, providers): the Arabic comma in
  /// Persian and Arabic, the ideographic one in Japanese.
  public var listSeparator: String {
    switch strings.language {
    case "fa", "ar": "، "
    case "ja": "、"
    default: ", "
    }
  }

  /// Between entries that may hold commas themselves (a cast member and their role): the
  /// Arabic semicolon in Persian and Arabic; Japanese's roles are bracketed, so its comma.
  public var entrySeparator: String {
    switch strings.language {
    case "fa", "ar": "؛ "
    case "ja": "、"
    default: "; "
    }
  }

  /// TMDB's release status ("Released", "Post Production") in this language; one Reel has no
  /// words for stays as TMDB wrote it.
  public func releaseStatus(_ status: String) -> String {
    let keys: [String: MessageKey] = [
      "Released": .statusReleased, "Post Production": .statusPostProduction,
      "In Production": .statusInProduction, "Planned": .statusPlanned,
      "Rumored": .statusRumored, "Canceled": .statusCanceled,
    ]
    return keys[status].map { text(Message($0)) } ?? status
  }

  /// A crew job as TMDB names it, in this language when it is one the detail pane names
  /// (Director, Screenplay, Writer, Story), else as TMDB wrote it.
  public func job(_ job: String) -> String {
    let keys: [String: MessageKey] = [
      "Director": .jobDirector, "Screenplay": .jobScreenplay, "Writer": .jobWriter,
      "Story": .jobStory,
    ]
    return keys[job].map { text(Message($0)) } ?? job
  }
}
