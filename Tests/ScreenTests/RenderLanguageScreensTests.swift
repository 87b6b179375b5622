import Browser
import Foundation
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// The person page, the discover form and the network inspector in Persian and Japanese: every
/// word of Reel's own from the tables (no English left but data, key names, "curl" and "HAR"),
/// numbers and dates the way the language writes them, Persian mirrored.
final class RenderLanguageScreensTests: XCTestCase {
  static let size = Size(width: 120, height: 40)

  /// A right-to-left phrase as the cells hold it: reordered and shaped by the bidi layer.
  private func visual(_ text: String) -> String { BidiLine(text, base: .rightToLeft).text }

  private static let miyazaki: PersonDetails = {
    var person = PersonDetails(
      id: 608, name: "Hayao Miyazaki",
      movieCredits: PersonMovieCredits(
        crew: RenderFixtures.popularMovies.filter { [129, 550].contains($0.id) }.map {
          PersonMovieCredit(movie: $0, job: "Director", department: "Directing")
        }))
    person.knownForDepartment = "Directing"
    person.birthday = "1941-01-05"
    person.placeOfBirth = "Tokyo, Japan"
    person.biography = "An animator. He draws flight, nature and childhood."
    return person
  }()

  /// Spirited Away opened, its director's page opened from the credits.
  private func personPage() -> RenderDriver {
    var driver = RenderDriver.started(size: Self.size)
    var details = RenderFixtures.spiritedAwayDetails
    details.credits?.crew = [CrewMember(id: 608, name: "Hayao Miyazaki", job: "Director")]
    driver.details[129] = details
    driver.people[608] = Self.miyazaki
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.nextPane)
    driver.command(.openDetail)
    return driver
  }

  func testPersonPageInPersian() {
    let screen = personPage().screen(context: languageContext("fa-IR"))
    assertSnapshot(of: screen, as: .lines, named: "fa-IR.120x40")
    // The Solar Hijri date, Persian digits, the department and the list's heading in Persian.
    XCTAssertTrue(screen.contains(visual("زادهٔ ۱۵ دی ۱۳۱۹ در")), screen)
    XCTAssertTrue(screen.contains(visual("شناخته‌شده برای کارگردانی")), screen)
    XCTAssertTrue(screen.contains(visual("فیلم‌ها · تازه‌ترین‌ها اول")), screen)
    XCTAssertTrue(screen.contains(visual("۱ از ۲")), screen)
    for english in ["Known for", "Born", "Films", "newest first", "Directing"] {
      XCTAssertFalse(screen.contains(english), "\(english) left in English:\n\(screen)")
    }
  }

  func testPersonPageInJapanese() {
    let screen = personPage().screen(context: languageContext("ja-JP"))
    assertSnapshot(of: screen, as: .lines, named: "ja-JP.120x40")
    XCTAssertTrue(screen.contains("主な分野: 監督"), screen)
    XCTAssertTrue(screen.contains("1941年1月5日、Tokyo, Japan生まれ"), screen)
    XCTAssertTrue(screen.contains("作品 · 新しい順"), screen)
  }

  /// The form with a genre chosen, a half-typed range that does not read, and its problem.
  private func discoverForm() -> RenderDriver {
    var driver = RenderDriver.started(size: Self.size)
    driver.command(.showDiscover)
    driver.command(.moveRight)
    driver.command(.moveDown)
    driver.command(.moveDown)
    driver.command(.insertText("1990--"))
    driver.command(.submitSearch)
    return driver
  }

  func testDiscoverFormInPersian() {
    let screen = discoverForm().screen(context: languageContext("fa-IR"))
    assertSnapshot(of: screen, as: .lines, named: "fa-IR.120x40")
    XCTAssertTrue(screen.contains(visual("کاوش")), screen)
    XCTAssertTrue(screen.contains(visual("سال‌ها: یک سال مانند")), "the problem:\n\(screen)")
    XCTAssertTrue(screen.contains(visual("محبوب‌ترین‌ها اول")), screen)
    for english in ["Genre", "Years", "Minimum rating", "any", "most popular first", "field"] {
      XCTAssertFalse(screen.contains(english), "\(english) left in English:\n\(screen)")
    }
  }

  func testDiscoverFormAndItsListInJapanese() {
    var driver = discoverForm()
    let form = driver.screen(context: languageContext("ja-JP"))
    assertSnapshot(of: form, as: .lines, named: "ja-JP.120x40")
    XCTAssertTrue(form.contains("公開年: 1994のような年"), form)
    XCTAssertTrue(form.contains("並び順"), form)
    // Fixed, run: the list's title says the filters in Japanese.
    driver.command(.deleteBackward)
    driver.command(.submitSearch)
    let list = driver.screen(context: languageContext("ja-JP"))
    XCTAssertTrue(list.contains("作品を探す: Action · 1990以降 · 人気順"), list)
  }

  private func inspector(_ view: InspectorView, language: String) -> String {
    func exchange(_ id: Int, path: String) -> InspectedExchange {
      var exchange = InspectedExchange(
        id: id, startedAt: Date(timeIntervalSince1970: 3600 + Double(id)), method: "GET",
        path: path, query: [QueryItem("page", "1")], requestHeaders: [], source: .replay,
        browserRequest: nil)
      exchange.status = 200
      exchange.body = Data("{}".utf8)
      exchange.bodySize = 2
      exchange.duration = .milliseconds(12)
      return exchange
    }
    var retried = exchange(1, path: "/3/movie/popular")
    retried.retries = [RetryWait(reason: .serverError(503), wait: .milliseconds(400))]
    var stale = exchange(2, path: "/3/search/movie")
    stale.use = .dropped
    var aborted = exchange(3, path: "/3/movie/129")
    aborted.breakpoint = .aborted(.timeout)
    var held = exchange(4, path: "/3/movie/550")
    held.breakpoint = .paused
    let paused = PausedAnswer(
      exchangeID: 4, path: "/3/movie/550", pattern: "movie/550", browserRequest: 4,
      deadline: Date(timeIntervalSince1970: 1057),
      response: TransportResponse(status: 200, body: Data()))
    var state = BrowserState()
    state.overlay = .inspector(view)
    var context = languageContext(language)
    context.inspector = InspectorSnapshot(
      exchanges: [retried, stale, aborted, held], paused: [paused],
      now: Date(timeIntervalSince1970: 1000), version: 1)
    return render(state, size: Self.size, context: context).buffer.lines()
      .joined(separator: "\n")
  }

  func testInspectorInPersian() {
    var view = InspectorView()
    view.filter = "movie"
    let screen = inspector(view, language: "fa-IR")
    assertSnapshot(of: screen, as: .lines, named: "fa-IR.120x40")
    XCTAssertTrue(screen.contains(visual("بازرس شبکه: ۴ درخواست منطبق با")), screen)
    XCTAssertTrue(screen.contains(visual("(۵۷ ثانیه)")), screen)
    XCTAssertTrue(screen.contains(visual("۱ بار تکرار شد")), screen)
    XCTAssertTrue(screen.contains(visual("لغو شد")), screen)
    XCTAssertTrue(screen.contains(visual("کهنه")), screen)
    for english in ["Network inspector", "PAUSED", "retried", "aborted", "filter", "close"] {
      XCTAssertFalse(screen.contains(english), "\(english) left in English:\n\(screen)")
    }
  }

  func testInspectorInJapanese() {
    let list = inspector(InspectorView(), language: "ja-JP")
    assertSnapshot(of: list, as: .lines, named: "ja-JP.120x40")
    XCTAssertTrue(list.contains("ネットワークインスペクター: 4件のリクエスト"), list)
    XCTAssertTrue(list.contains("破棄済み"), list)
    var breakpoints = InspectorView()
    breakpoints.pane = .breakpoints
    let empty = inspector(breakpoints, language: "ja-JP")
    XCTAssertTrue(empty.contains("ブレークポイントはありません。"), empty)
  }
}
