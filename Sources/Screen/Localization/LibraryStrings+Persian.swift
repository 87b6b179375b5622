extension StringsTable {
  /// Persian: the watchlist database's and the response cache's failures and notices
  /// (`LibraryFault`, `LibraryNotice`), merged into `persian`.
  static let persianLibrary: [MessageKey: Template] = [
    .libraryHomeMissing:
      "پوشهٔ خانه {path} وجود ندارد؛ HOME (یا متغیرهای XDG_*_HOME) را روی پوشه‌ای بگذارید که وجود دارد",
    .libraryFileNotFolder: "{path} فایل است، نه پوشه",
    .libraryCannotCreateFolder: "پوشهٔ {path} ساخته نمی‌شود: {reason}",
    .libraryFolderMissing: "پوشهٔ {path} برای {file} وجود ندارد",
    .libraryFolderMissingWatchlist:
      "پوشهٔ {path} برای پایگاه دادهٔ فهرست تماشا وجود ندارد (REEL_WATCHLIST_DB فایلی در آن را نام می‌برد)؛ پوشه را بسازید یا مسیر را درست کنید",
    .libraryFolderNotDatabase: "{path} پوشه است، نه پایگاه داده",
    .libraryNotOrdinaryFile: "{path} {kind} است، نه فایل؛ {file} باید فایل معمولی باشد",
    .libraryCannotMoveAside: "پایگاه دادهٔ {path} آسیب دیده و جابه‌جا نشد: {reason}",
    .libraryCannotOpenFolder: "پوشهٔ {path} باز نمی‌شود: {reason}",
    .libraryCannotLockFolder: "پوشهٔ {path} قفل نمی‌شود: {reason}",
    .libraryLockTimedOut:
      "پس از {seconds} ثانیه انتظار برای برنامهٔ دیگری که {file} {path} را باز می‌کند، منصرف شد (آن برنامه {folder} را قفل کرده است)؛ چیزی تغییر نکرد",
    .libraryUnreadable: "{path} خوانده نمی‌شود (اجازه داده نشد)",
    .libraryCannotReadFile: "{path} خوانده نمی‌شود: {reason}",
    .libraryNotReadyToRead: "در {file} {path} نمی‌توان نوشت و هنوز برای خواندن آماده نیست",
    .libraryDamagedReadOnly: "{file} {path} آسیب دیده ({reason}) و نوشتنی نیست، پس دست‌نخورده ماند",
    .libraryCannotOpen: "{file} {path} باز نمی‌شود: {reason}",
    .libraryNewerVersion:
      "{file} {path} را نسخهٔ تازه‌تری از Reel نوشته است؛ برای استفاده Reel را به‌روز کنید (فایل دست‌نخورده ماند)",
    .libraryNotADatabase:
      "{path} پایگاه دادهٔ SQLite نیست ({reason})، پس Reel آن را دست‌نخورده گذاشت؛ اگر فهرست تماشای قدیمی یا آسیب‌دیده است، جابه‌جایش کنید (mv {path} {path}.old) تا Reel فهرست تازه‌ای بسازد",
    .libraryForeign:
      "{path} پایگاه دادهٔ SQLite برنامهٔ دیگری است، نه {file}؛ Reel آن را دست‌نخورده گذاشت (فایل دیگری برگزینید)",
    .libraryCannotRead: "فهرست تماشا خوانده نمی‌شود: {reason}",
    .libraryCannotSave: "فهرست تماشا ذخیره نمی‌شود: {reason}",
    .libraryNotAMovieID: "{id} شناسهٔ فیلم TMDB نیست (ردیف آسیب دیده است)؛ ذخیره نشد",
    .libraryReadOnly: "پایگاه دادهٔ فهرست تماشا {path} فقط‌خواندنی است؛ چیزی ذخیره نشد",
    .libraryBusy: "فهرست تماشا در دست برنامهٔ دیگری است (در آن می‌نویسد)؛ چیزی ذخیره نشد",
    .libraryDiskFull: "دیسکِ {path} پر است؛ چیزی ذخیره نشد",
    .libraryFileWatchlist: "پایگاه دادهٔ فهرست تماشا",
    .libraryFileResponseCache: "حافظهٔ پاسخ‌ها",
    .librarySpecialFIFO: "لولهٔ نام‌دار (FIFO)",
    .librarySpecialSocket: "سوکت",
    .librarySpecialDevice: "دستگاه",
    .librarySpecialOther: "فایل ویژه",
    .libraryReasonDiskFullToo: "{reason} (دیسکِ این فایل پر است: جا باز کنید و دوباره بکوشید)",
    .libraryReasonLimited: "{reason}: {limit}",
    .libraryReasonNoSuchFile: "چنین فایل یا پوشه‌ای نیست",
    .libraryReasonCorrupt: "فایل پایگاه داده آسیب دیده است",
    .libraryReasonNotADatabase: "فایل پایگاه داده نیست",
    .libraryReasonIOError: "خواندن یا نوشتن دیسک شکست خورد",
    .libraryReasonCannotOpen: "فایل پایگاه داده باز نمی‌شود",
    .libraryReasonBusy: "پایگاه داده قفل است",
    .libraryNoticeReadOnly:
      "{file} {path} فقط‌خواندنی است: خوانده می‌شود، ولی تغییرها ذخیره نمی‌شوند.",
    .libraryNoticeMovedAside: "{file} آسیب دیده بود؛ به {path} منتقل شد و یکی تازه ساخته شد.",
    .libraryNoticeCleared: "{file} آسیب دیده بود؛ پاک شد و یکی تازه ساخته شد.",
    .libraryCacheCannotOpen:
      "حافظهٔ پاسخ‌ها باز نمی‌شود ({reason})؛ این بار پاسخ‌ها برای استفادهٔ آفلاین نگه داشته نمی‌شوند",
  ]
}
