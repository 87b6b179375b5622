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
  ]
}
