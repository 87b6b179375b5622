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
    // `reel watchlist`.
    .watchlistPrintedEmpty:
      "قائمة المشاهدة فارغة. أضف فيلمًا بالأمر `reel watchlist add ID` أو بالمفتاح `w` في المتصفح.",
    .watchlistPrintedHeading: "قائمة المشاهدة · {movies} · {order}",
    .watchlistPrintedMovies: .plural(
      count: "count",
      forms: [
        .zero: "لا أفلام", .one: "فيلم واحد", .two: "فيلمان", .few: "{count} أفلام",
        .many: "{count} فيلمًا", .other: "{count} فيلم",
      ]),
    .watchlistPrintedByAdded: "حسب تاريخ الإضافة",
    .watchlistPrintedByTitle: "حسب العنوان",
    .watchlistPrintedByYear: "حسب السنة",
    .watchlistPrintedByRating: "حسب التقييم",
    .watchlistPrintedColumnAdded: "أُضيف",
    .watchlistPrintedNote: "ملاحظة: {note}",
    .watchlistPrintedName: "«{title}» ({year})",
    .watchlistPrintedNameNoYear: "«{title}»",
    .watchlistPrintedAdded: "أُضيف {name} إلى قائمة المشاهدة.",
    .watchlistPrintedAlreadyThere: "{name} في قائمة المشاهدة من قبل.",
    .watchlistPrintedNoteRemoved: "{name} في قائمة المشاهدة من قبل؛ حُذفت ملاحظته.",
    .watchlistPrintedNoteNow: "{name} في قائمة المشاهدة من قبل؛ ملاحظته الآن «{note}».",
    .watchlistPrintedNotThere: "الفيلم {id} ليس في قائمة المشاهدة.",
    .watchlistPrintedRemoved: "أُزيل {name} من قائمة المشاهدة.",
    // What the check of the command line says of a value Reel refuses.
    .commandNotAMovieID: "مُعرّف الفيلم عدد صحيح من 1 إلى {max}، وليس {typed}",
    .commandNotAPersonID: "مُعرّف الشخص عدد صحيح من 1 إلى {max}، وليس {typed}",
    .commandNotACollectionID: "مُعرّف السلسلة عدد صحيح من 1 إلى {max}، وليس {typed}",
    .commandYearNotRange: "يأخذ --year سنة أو نطاقًا مثل 1990-1999",
    .commandRuntimeNotRange: "يأخذ --runtime دقائق أو نطاقًا مثل 90-150",
    .commandRangeBackwards: "النطاق {option} {range} معكوس؛ اكتب {written}",
    .commandSortUnknown: "يجب أن يكون --sort واحدًا من: {choices}",
    .commandGenreNameMissing: "يحتاج --genre و--without-genre إلى اسم نوع",
    .watchlistPrintedImported: "استُورد {added} جديد، و{there} موجود من قبل.",
    .watchlistPrintedImportedRepeated:
      "استُورد {added} جديد، و{there} موجود من قبل؛ دُمج {count} مكرر في الملف في واحد.",
    // Why `reel watchlist import` refused a file (`WatchlistImportProblem`).
    .watchlistImportRefused: "لم يُستورد شيء من {path}: {problems}",
    .watchlistImportNext: "{earlier}؛ {next}",
    .watchlistImportMore: "{problems} (و{count} غيرها)",
    .watchlistImportNotJSON: "الملف ليس JSON صالحًا",
    .watchlistImportNoObject: "الملف ليس تصديرًا لقائمة مشاهدة Reel (لا كائن JSON فيه)",
    .watchlistImportWrongFormat:
      "الملف ليس تصديرًا لقائمة مشاهدة Reel (قيمة \"format\" ليست \"{format}\")",
    .watchlistImportVersionMissing: "\"version\" مفقود أو ليس عددًا صحيحًا",
    .watchlistImportVersionOlder:
      "الملف بالإصدار {version} من صيغة التصدير؛ وهذا الإصدار من Reel يقرأ الإصدار {reads}",
    .watchlistImportVersionNewer:
      "الملف بالإصدار {version} من صيغة التصدير؛ وهذا الإصدار من Reel يقرأ الإصدار {reads} (حدّث Reel لاستيراده)",
    .watchlistImportExportedAt: "\"exported_at\" ليس تاريخًا بصيغة ISO 8601",
    .watchlistImportEntriesMissing: "\"entries\" مفقود أو ليس قائمة",
    .watchlistImportEntry: "entries[{index}]: {problem}",
    .watchlistImportEntryNotObject: "ليس كائن JSON",
    .watchlistImportEntryID: "قيمة \"id\" عدد صحيح من 1 إلى {max} لا غير",
    .watchlistImportEntryTitle: "\"title\" مفقود أو ليس نصًا",
    .watchlistImportEntryAddedAt: "\"added_at\" ليس تاريخًا بصيغة ISO 8601",
    .watchlistImportEntryAddedAtText: "\"added_at\" ليس تاريخًا بصيغة ISO 8601: «{text}»",
    .watchlistImportEntryText: "قيمة \"{member}\" نص أو null لا غير",
    .watchlistImportEntryYear: "قيمة \"year\" سنة من أربعة أرقام أو null لا غير",
    .watchlistImportEntryNumber: "قيمة \"{member}\" عدد أو null لا غير",
    // Reading a file or standard input whole (an import, a key script).
    .readCannotRead: "تعذّرت قراءة {name}: {reason}",
    .readTooLargeImport:
      "{name} أكبر من {size} ميغابايت، وهذا كبير جدًا على تصدير قائمة مشاهدة؛ لم يُستورد شيء",
    .readTooLargeScript:
      "{name} أكبر من {size} ميغابايت، وهذا كبير جدًا على سكربت مفاتيح؛ لم يُشغَّل شيء",
    .readStandardInput: "الإدخال القياسي",
    .readScript: "السكربت {path}",
    .readReasonIsFolder: "إنه مجلد",
    // A credential TMDB refused, and where it came from (a flag, a variable, config.toml).
    .credentialAPIKeyFrom: "مفتاح API من {origin}",
    .credentialAccessTokenFrom: "رمز الوصول من {origin}",
    .commandPageRange: "يجب أن يكون --page بين 1 و{max}",
    .commandYearFourDigits: "يجب أن يكون --year سنة من أربعة أرقام، مثل 1999",
  ]
}
