import Screen

/// A page asked for past the last page of a list that has pages: TMDB answers it empty, and
/// the table said "Popular · page 13 · no results", as if nothing were there. It is the page
/// number that is wrong, so that is what is said, as a table or as JSON. A list with nothing
/// in it (TMDB still says it has one page) has no last page worth naming: its empty page
/// still prints "no results".
enum PastLastPage {
  static func check(
    page: Int, totalPages: Int, totalResults: Int, isEmpty: Bool, language: ScreenLanguage
  ) throws(ReelError) {
    guard isEmpty, totalResults > 0, totalPages >= 1, page > totalPages else { return }
    throw ReelError(
      CommandWords.say(
        Message(.commandPastLastPage, ["page": .number(page), "last": .number(totalPages)]),
        english: "page \(page) is past the last page (\(totalPages))", in: language))
  }
}
