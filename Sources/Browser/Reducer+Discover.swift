import TMDB

/// The discover form: opening it, editing its fields, and running it as the main list.
extension BrowserState {
  /// `d`: the form, as it was left (the last filters run, or a draft).
  mutating func showDiscover() -> [Effect] {
    overlay = .discover
    return []
  }

  /// Every command while the form is open; the form takes them all.
  mutating func performInDiscoverForm(_ command: Command) -> [Effect] {
    var form = discoverForm
    let fields = DiscoverForm.Field.allCases
    switch command {
    case .moveDown, .nextPane:
      form.field = fields[min(form.field.rawValue + 1, fields.count - 1)]
    case .moveUp:
      form.field = fields[max(form.field.rawValue - 1, 0)]
    case .first:
      form.field = fields[0]
    case .last:
      form.field = fields[fields.count - 1]
    case .moveRight:
      step(&form, by: 1)
    case .moveLeft:
      step(&form, by: -1)
    case .insertText(let text), .paste(let text):
      guard form.fieldTakesText else { break }
      let allowed = text.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
      editText(&form) { $0 = String(($0 + allowed).prefix(12)) }
    case .deleteBackward:
      editText(&form) { if !$0.isEmpty { $0.removeLast() } }
    case .clearSearch, .deleteWord:
      editText(&form) { $0 = "" }
    case .submitSearch, .openDetail:
      discoverForm = form
      return runDiscoverForm()
    case .cancel, .back, .showDiscover:
      overlay = nil
    default:
      break
    }
    discoverForm = form
    return []
  }

  /// Enter: the filters as the main list, or the form stays open saying what to fix.
  private mutating func runDiscoverForm() -> [Effect] {
    switch discoverForm.filters() {
    case .failure(let problem):
      discoverForm.problem = problem
      discoverForm.field = problem.field
      return []
    case .success(let filters):
      discoverForm.problem = nil
      overlay = nil
      // The list replaces any page on screen: a person's, a collection's (which used to stay,
      // the list loading unseen behind it) or the watchlist.
      let leftPane = focus == .detail
      var effects =
        leavePersonScreens() + leaveCollectionScreens() + closeWatchlistScreen(resume: false)
      if screen == .home { screen = .results }
      focus = .list
      searchText = ""
      effects += cancelTimer(.searchDebounce)
      // The pane left follows the list's selection while the new list loads, as Tab's way
      // out does: films opened from "More like this" stayed (for good if the list failed).
      if leftPane { effects += leaveDetailForList() }
      let source = MovieListSource.discover(filters)
      if main.window?.source == source, main.pendingSource == nil {
        return effects + followSelection() + ensureVisiblePages(.main)
      }
      return effects + startList(.main, source)
    }
  }

  /// ←/→ on a field of choices: the next or previous one, "any" between the last and first.
  private func step(_ form: inout DiscoverForm, by offset: Int) {
    func cycle<T: Equatable>(_ value: T?, in choices: [T]) -> T? {
      let all: [T?] = [nil] + choices.map { $0 }
      let index = all.firstIndex { $0 == value } ?? 0
      return all[(index + offset + all.count) % all.count]
    }
    let genreIDs = genres.sorted {
      $0.value.localizedStandardCompare($1.value) == .orderedAscending
    }.map(\.key)
    switch form.field {
    case .genre: form.genre = cycle(form.genre, in: genreIDs)
    case .excludedGenre: form.excludedGenre = cycle(form.excludedGenre, in: genreIDs)
    case .language: form.language = cycle(form.language, in: DiscoverForm.languages)
    case .certification:
      form.certification = cycle(form.certification, in: DiscoverForm.certifications)
    case .sort:
      let sorts = DiscoverForm.sorts
      let index = sorts.firstIndex(of: form.sort) ?? 0
      form.sort = sorts[(index + offset + sorts.count) % sorts.count]
    case .years, .minimumRating, .minimumVotes, .runtime:
      break
    }
    form.problem = nil
  }

  private func editText(_ form: inout DiscoverForm, _ change: (inout String) -> Void) {
    switch form.field {
    case .years: change(&form.years)
    case .minimumRating: change(&form.minimumRating)
    case .minimumVotes: change(&form.minimumVotes)
    case .runtime: change(&form.runtime)
    default: return
    }
    form.problem = nil
  }
}
