import Foundation
import Screen
import TMDB
import XCTest

@testable import App

/// The words said when an answer comes from the cache, and what the cache is keyed by.
final class FallbackNoticeTests: XCTestCase {
  func testTheNoticeSaysWhatReallyHappened() {
    let fetched = Date(timeIntervalSinceNow: -2 * 3600 - 30)
    XCTAssertEqual(
      fallbackNotice(.serverError(503), fetchedAt: fetched),
      "Cached answer from 2 h ago: TMDB had a server error (HTTP 503).")
    XCTAssertEqual(
      fallbackNotice(.timedOut, fetchedAt: fetched),
      "Cached answer from 2 h ago: TMDB did not answer in time.")
    XCTAssertEqual(
      fallbackNotice(.noConnection, fetchedAt: fetched),
      "Cached answer from 2 h ago: no connection to TMDB.")
  }

  func testTheCacheOriginNamesSchemeHostPortAndPath() throws {
    XCTAssertEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "https://API.themoviedb.org"))),
      "https://api.themoviedb.org")
    XCTAssertEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8080/proxy/"))),
      "http://127.0.0.1:8080/proxy")
    XCTAssertNotEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))),
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8081"))))
  }
}

/// The notices in the user's language (l10n2): English word for word as before, the others
/// from their tables with their own digits.
final class LocalizedNoticeTests: XCTestCase {
  private let persian = ScreenLanguage(code: "fa-IR")!
  private let japanese = ScreenLanguage(code: "ja-JP")!

  func testEnglishRetryNoticesReadAsTheTransportSaysThem() {
    for (reason, delay) in [
      (RetryNotice.Reason.rateLimited, Duration.milliseconds(250)),
      (.serverError(503), .seconds(2)), (.connectionLost, .milliseconds(1500)),
    ] {
      let notice = RetryNotice(reason: reason, attempt: 1, maxAttempts: 4, delay: delay)
      XCTAssertEqual(retryNotice(notice), notice.message)
    }
  }

  func testRetryAndCacheNoticesInPersianAndJapanese() {
    let notice = RetryNotice(
      reason: .serverError(503), attempt: 1, maxAttempts: 4, delay: .milliseconds(1500))
    XCTAssertEqual(
      retryNotice(notice, language: persian),
      "خطای سرور TMDB (۵۰۳)؛ ۲ ثانیه صبر (تلاش ۲ از ۴).")
    XCTAssertEqual(
      retryNotice(notice, language: japanese),
      "TMDBでサーバーエラー（503）。2秒待機中（4回中2回目）。")
    let fetched = Date(timeIntervalSinceNow: -3 * 86_400 - 60)
    XCTAssertEqual(
      fallbackNotice(.noConnection, fetchedAt: fetched, language: persian),
      "پاسخ ذخیره‌شده از ۳ روز پیش: اتصالی به TMDB نیست.")
    XCTAssertEqual(
      fallbackNotice(.timedOut, fetchedAt: Date(), language: japanese),
      "取得から1分未満のキャッシュを表示中: TMDBが時間内に応答しませんでした。")
  }
}
