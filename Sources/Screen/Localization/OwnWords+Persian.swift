extension StringsTable {
  /// Persian: Reel's own words that once reached the screen and the printing commands only in
  /// English (an aborted answer's explanation, TMDB's release statuses, the printing commands'
  /// refusals), merged into `persian`.
  static let persianOwnWords: [MessageKey: Template] = [
    .errorAbortedAtBreakpoint: "سرویس در دسترس نیست (در بازرس شبکهٔ Reel در نقطهٔ توقف لغو شد).",
    .inspectorMarkAbort503: "503",
    .inspectorMarkAbortTimeout: "پایان مهلت",
    .inspectorMarkAbortDrop: "قطع اتصال",
    // TMDB's release statuses (`reel show`).
    .statusReleased: "اکران‌شده",
    .statusPostProduction: "پس‌تولید",
    .statusInProduction: "در حال تولید",
    .statusPlanned: "برنامه‌ریزی‌شده",
    .statusRumored: "شایعه",
    .statusCanceled: "لغوشده",
    // What a printing command says when it refuses what it was given.
    .commandUnknownCategory: "دستهٔ ناشناختهٔ «{word}»؛ یکی از این‌ها را بنویسید: {choices}",
    .commandUnknownOrder: "ترتیب ناشناختهٔ «{word}»؛ یکی از این‌ها را بنویسید: {choices}",
    .commandUnknownGenre: "ژانر ناشناختهٔ «{word}»؛ یکی از این‌ها را بنویسید: {choices}",
    .commandPastLastPage: "صفحهٔ {page} بعد از آخرین صفحه ({last}) است",
    .commandPageFailed: "صفحهٔ {page} نیامد: {reason}؛ {kept}",
    .commandPrintedPageOnly: "فقط صفحهٔ {page} چاپ شد",
    .commandPrintedPages: "صفحه‌های {first} تا {last} چاپ شد",
    // `reel watchlist`.
    .watchlistPrintedEmpty:
      "فهرست تماشا خالی است. با `reel watchlist add ID` یا کلید `w` در مرورگر فیلمی بیفزایید.",
    .watchlistPrintedHeading: "فهرست تماشا · {movies} · {order}",
    .watchlistPrintedMovies: "{count} فیلم",
    .watchlistPrintedByAdded: "بر اساس تاریخ افزودن",
    .watchlistPrintedByTitle: "بر اساس عنوان",
    .watchlistPrintedByYear: "بر اساس سال",
    .watchlistPrintedByRating: "بر اساس امتیاز",
    .watchlistPrintedColumnAdded: "افزوده",
    .watchlistPrintedNote: "یادداشت: {note}",
    .watchlistPrintedName: "«{title}» ({year})",
    .watchlistPrintedNameNoYear: "«{title}»",
    .watchlistPrintedAdded: "{name} به فهرست تماشا افزوده شد.",
    .watchlistPrintedAlreadyThere: "{name} از پیش در فهرست تماشا بود.",
    .watchlistPrintedNoteRemoved: "{name} از پیش در فهرست تماشا بود؛ یادداشتش حذف شد.",
    .watchlistPrintedNoteNow: "{name} از پیش در فهرست تماشا بود؛ یادداشتش اکنون «{note}» است.",
    .watchlistPrintedNotThere: "فیلم {id} در فهرست تماشا نیست.",
    .watchlistPrintedRemoved: "{name} از فهرست تماشا حذف شد.",
    // What the check of the command line says of a value Reel refuses.
    .commandNotAMovieID: "شناسهٔ فیلم عددی صحیح از 1 تا {max} است، نه {typed}",
    .commandNotAPersonID: "شناسهٔ شخص عددی صحیح از 1 تا {max} است، نه {typed}",
    .commandNotACollectionID: "شناسهٔ مجموعه عددی صحیح از 1 تا {max} است، نه {typed}",
    .commandYearNotRange: "--year یک سال یا بازه‌ای مانند 1990-1999 می‌گیرد",
    .commandRuntimeNotRange: "--runtime دقیقه یا بازه‌ای مانند 90-150 می‌گیرد",
    .commandRangeBackwards: "بازهٔ {option} {range} وارونه است؛ بنویسید {written}",
    .commandSortUnknown: "--sort باید یکی از این‌ها باشد: {choices}",
    .commandGenreNameMissing: "--genre و --without-genre نام ژانر می‌خواهند",
    .watchlistPrintedImported: "{added} فیلم تازه وارد شد و {there} فیلم از پیش بود.",
    .watchlistPrintedImportedRepeated:
      "{added} فیلم تازه وارد شد و {there} فیلم از پیش بود؛ {count} مورد تکراری در پرونده یکی شد.",
    // Why `reel watchlist import` refused a file (`WatchlistImportProblem`).
    .watchlistImportRefused: "چیزی از {path} وارد نشد: {problems}",
    .watchlistImportNext: "{earlier}؛ {next}",
    .watchlistImportMore: "{problems} (و {count} مورد دیگر)",
    .watchlistImportNotJSON: "پرونده JSON درستی نیست",
    .watchlistImportNoObject: "پرونده برون‌بری فهرست تماشای Reel نیست (شیء JSON ندارد)",
    .watchlistImportWrongFormat:
      "پرونده برون‌بری فهرست تماشای Reel نیست (\"format\" برابر \"{format}\" نیست)",
    .watchlistImportVersionMissing: "\"version\" نیست یا عدد صحیح نیست",
    .watchlistImportVersionOlder:
      "پرونده نسخهٔ {version} قالب برون‌بری است؛ این Reel نسخهٔ {reads} را می‌خواند",
    .watchlistImportVersionNewer:
      "پرونده نسخهٔ {version} قالب برون‌بری است؛ این Reel نسخهٔ {reads} را می‌خواند (برای واردکردنش Reel را به‌روز کنید)",
    .watchlistImportExportedAt: "\"exported_at\" تاریخ ISO 8601 نیست",
    .watchlistImportEntriesMissing: "\"entries\" نیست یا فهرست نیست",
    .watchlistImportEntry: "entries[{index}]: {problem}",
    .watchlistImportEntryNotObject: "شیء JSON نیست",
    .watchlistImportEntryID: "\"id\" باید عددی صحیح از 1 تا {max} باشد",
    .watchlistImportEntryTitle: "\"title\" نیست یا متن نیست",
    .watchlistImportEntryAddedAt: "\"added_at\" تاریخ ISO 8601 نیست",
    .watchlistImportEntryAddedAtText: "\"added_at\" تاریخ ISO 8601 نیست: «{text}»",
    .watchlistImportEntryText: "\"{member}\" باید متن یا null باشد",
    .watchlistImportEntryYear: "\"year\" باید سالی چهاررقمی یا null باشد",
    .watchlistImportEntryNumber: "\"{member}\" باید عدد یا null باشد",
    // Reading a file or standard input whole (an import, a key script).
    .readCannotRead: "{name} خوانده نمی‌شود: {reason}",
    .readTooLargeImport:
      "{name} بزرگ‌تر از {size} مگابایت است و برای برون‌بری فهرست تماشا بیش از اندازه بزرگ است؛ چیزی وارد نشد",
    .readTooLargeScript:
      "{name} بزرگ‌تر از {size} مگابایت است و برای اسکریپت کلیدها بیش از اندازه بزرگ است؛ چیزی اجرا نشد",
    .readStandardInput: "ورودی استاندارد",
    .readScript: "اسکریپت {path}",
    .readReasonIsFolder: "یک پوشه است",
    // A credential TMDB refused, and where it came from (a flag, a variable, config.toml).
    .credentialAPIKeyFrom: "کلید API از {origin}",
    .credentialAccessTokenFrom: "توکن دسترسی از {origin}",
    .commandPageRange: "--page باید از 1 تا {max} باشد",
    .commandYearFourDigits: "--year باید سالی چهاررقمی باشد، مانند 1999",
  ]
}
