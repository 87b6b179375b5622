extension StringsTable {
  /// Arabic: Reel's own words that once reached the screen and the printing commands only in
  /// English (an aborted answer's explanation, TMDB's release statuses, the printing commands'
  /// refusals), merged into `arabic`.
  static let arabicOwnWords: [MessageKey: Template] = [
    .errorAbortedAtBreakpoint: "الخدمة غير متاحة (أُلغيت عند نقطة توقف في مراقب الشبكة في Reel).",
    .inspectorMarkAbort503: "503",
    .inspectorMarkAbortTimeout: "انتهاء المهلة",
    .inspectorMarkAbortDrop: "انقطاع الاتصال",
    // TMDB's release statuses (`reel show`).
    .statusReleased: "صدر",
    .statusPostProduction: "ما بعد الإنتاج",
    .statusInProduction: "قيد الإنتاج",
    .statusPlanned: "مخطط له",
    .statusRumored: "إشاعة",
    .statusCanceled: "أُلغي",
    // What a printing command says when it refuses what it was given.
    .commandUnknownCategory: "فئة غير معروفة «{word}»؛ اكتب إحدى هذه: {choices}",
    .commandUnknownOrder: "ترتيب غير معروف «{word}»؛ اكتب أحد هذه: {choices}",
    .commandUnknownGenre: "نوع غير معروف «{word}»؛ اكتب أحد هذه: {choices}",
    .commandPastLastPage: "الصفحة {page} بعد الصفحة الأخيرة ({last})",
    .commandPageFailed: "تعذّر جلب الصفحة {page}: {reason}؛ {kept}",
    .commandPrintedPageOnly: "طُبعت الصفحة {page} وحدها",
    .commandPrintedPages: "طُبعت الصفحات {first}–{last}",
  ]
}
