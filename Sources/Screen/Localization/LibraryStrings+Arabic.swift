extension StringsTable {
  /// Arabic: the watchlist database's and the response cache's failures and notices
  /// (`LibraryFault`, `LibraryNotice`), merged into `arabic`.
  static let arabicLibrary: [MessageKey: Template] = [
    .libraryHomeMissing:
      "مجلد المنزل {path} غير موجود؛ اضبط HOME (أو متغيرات XDG_*_HOME) على مجلد موجود",
    .libraryFileNotFolder: "{path} ملف وليس مجلدًا",
    .libraryCannotCreateFolder: "تعذّر إنشاء المجلد {path}: {reason}",
    .libraryFolderMissing: "المجلد {path} الخاص بـ{file} غير موجود",
    .libraryFolderMissingWatchlist:
      "المجلد {path} الخاص بقاعدة بيانات قائمة المشاهدة غير موجود (يسمّي REEL_WATCHLIST_DB ملفًا فيه)؛ أنشئ المجلد أو صحّح المسار",
    .libraryFolderNotDatabase: "{path} مجلد وليس قاعدة بيانات",
    .libraryNotOrdinaryFile: "{path} {kind} وليس ملفًا؛ يجب أن تكون {file} ملفًا عاديًا",
    .libraryCannotMoveAside: "قاعدة البيانات {path} تالفة وتعذّر نقلها جانبًا: {reason}",
    .libraryCannotOpenFolder: "تعذّر فتح المجلد {path}: {reason}",
    .libraryCannotLockFolder: "تعذّر قفل المجلد {path}: {reason}",
    .libraryLockTimedOut:
      "توقّف الانتظار بعد {seconds} ثانية لبرنامج آخر يفتح {file} {path} (يقفل {folder})؛ لم يتغيّر شيء",
    .libraryUnreadable: "تعذّرت قراءة {path} (الإذن مرفوض)",
    .libraryCannotReadFile: "تعذّرت قراءة {path}: {reason}",
    .libraryNotReadyToRead: "لا يمكن الكتابة في {file} {path}، وليست جاهزة للقراءة بعد",
    .libraryDamagedReadOnly: "{file} {path} تالفة ({reason}) ولا يمكن الكتابة فيها، فتُركت كما هي",
    .libraryCannotOpen: "تعذّر فتح {file} {path}: {reason}",
    .libraryNewerVersion:
      "كتب {file} {path} إصدارٌ أحدث من Reel؛ حدّث Reel لاستخدامها (تُرك الملف كما هو)",
    .libraryNotADatabase:
      "{path} ليس قاعدة بيانات SQLite ({reason})، فتركه Reel كما هو؛ إن كان قائمة مشاهدة قديمة أو تالفة فانقله بعيدًا (mv {path} {path}.old) وسيبدأ Reel قائمة جديدة",
    .libraryForeign:
      "{path} قاعدة بيانات SQLite لبرنامج آخر، وليس {file}؛ تركه Reel كما هو (اختر ملفًا آخر)",
    .libraryCannotRead: "تعذّرت قراءة قائمة المشاهدة: {reason}",
    .libraryCannotSave: "تعذّر حفظ قائمة المشاهدة: {reason}",
    .libraryNotAMovieID: "{id} ليس معرّف فيلم في TMDB (الصف تالف)؛ لم يُحفظ",
    .libraryReadOnly: "قاعدة بيانات قائمة المشاهدة {path} للقراءة فقط؛ لم يُحفظ شيء",
    .libraryBusy: "قائمة المشاهدة مشغولة (برنامج آخر يكتب فيها)؛ لم يُحفظ شيء",
    .libraryDiskFull: "القرص الذي يحمل {path} ممتلئ؛ لم يُحفظ شيء",
    .libraryFileWatchlist: "قاعدة بيانات قائمة المشاهدة",
    .libraryFileResponseCache: "ذاكرة الردود المؤقتة",
    .librarySpecialFIFO: "أنبوب مسمّى (FIFO)",
    .librarySpecialSocket: "مقبس",
    .librarySpecialDevice: "جهاز",
    .librarySpecialOther: "ملف خاص",
    .libraryReasonDiskFullToo: "{reason} (القرص الذي يحمله ممتلئ: أفرغ بعض المساحة وأعد المحاولة)",
    .libraryReasonLimited: "{reason}: {limit}",
    .libraryReasonNoSuchFile: "لا يوجد ملف أو مجلد بهذا الاسم",
    .libraryReasonCorrupt: "ملف قاعدة البيانات تالف",
    .libraryReasonNotADatabase: "الملف ليس قاعدة بيانات",
    .libraryReasonIOError: "فشلت قراءة القرص أو الكتابة فيه",
    .libraryReasonCannotOpen: "تعذّر فتح ملف قاعدة البيانات",
    .libraryReasonBusy: "قاعدة البيانات مقفلة",
    .libraryNoticeReadOnly: "{file} {path} للقراءة فقط: يمكن قراءتها، لكن لا يمكن حفظ التغييرات.",
    .libraryNoticeMovedAside: "كانت {file} تالفة؛ نُقلت إلى {path} وبدأت واحدة جديدة.",
    .libraryNoticeCleared: "كانت {file} تالفة؛ مُسحت وبدأت واحدة جديدة.",
    .libraryCacheCannotOpen:
      "تعذّر فتح ذاكرة الردود المؤقتة ({reason})؛ لن تُحفظ الردود للاستخدام دون اتصال هذه المرة",
  ]
}
