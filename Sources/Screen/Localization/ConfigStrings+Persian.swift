extension StringsTable {
  /// Persian: config.toml's warnings and errors, merged into `persian`.
  static let persianConfig: [MessageKey: Template] = [
    .configLine: "{path} سطر {line}",
    .configAt: "{place}: {text}",
    .configWarning: "هشدار: {text}",
    .configTheFile: "فایل پیکربندی {path}",
    .configMoreWarnings: "{path}: {count} هشدار دیگر نشان داده نشد",
    .configMustBeString: "{name} باید رشته‌ای در نقل‌قول باشد، نه {type}",
    .configMustBeStrings: "{name} باید یک رشته یا فهرستی از رشته‌ها باشد",
    .configMustListStrings: "{name} باید فقط رشته فهرست کند",
    .configMustBeTable: "{name} باید جدول باشد ([{name}])",
    .configUnknownHomeKey: "کلید ناشناختهٔ «{name}» در [home] نادیده گرفته شد",
    .configRowRepeated: "«{name}» از پیش یک ردیف است؛ هر ردیف یک بار نشان داده می‌شود",
    .configNotAGenre:
      "«{name}» از ژانرهای TMDB نیست؛ پس از genre: یکی از این‌ها را بنویسید: {genres}",
    .configNotAHomeRow: "«{name}» ردیف خانه نیست؛ یکی از این‌ها را به کار ببرید: {rows}",
    .configNoRows: "rows هیچ ردیفی ندارد؛ یک یا چند تا از این‌ها را فهرست کنید: {rows}",
    .configNoContext: "بافت کلیدی به نام «{name}» نیست؛ یکی از این‌ها را به کار ببرید: {contexts}",
    .configNoTheme: "پوستهٔ آماده‌ای به نام «{name}» نیست؛ یکی از این‌ها را به کار ببرید: {themes}",
    .configNoThemeRole:
      "[theme] کلیدی به نام «{name}» ندارد؛ یکی از این‌ها را به کار ببرید: name, {roles}",
    .configNotAColour:
      "«{value}» رنگ نیست؛ نام یک رنگ (cyan، bright-blue، default)، عددی از 0 تا 255 یا #rrggbb بنویسید",
    .configNotAKeyName:
      "«{name}» نام کلید نیست (مثلاً q، G، ctrl-c، enter، esc، tab، space، up، pgdn، f1)",
    .configKeyUnusable: "{why} (مثلاً q، G، ctrl-n، enter، esc، space، f1)",
    .configCtrlSameByte:
      "{key} به صورت {other} به Reel می‌رسد (ترمینال برای هر دو همان بایت را می‌فرستد)؛ {other} بنویسید",
    .configCtrlCQuits:
      "ctrl-c همیشه Reel را می‌بندد (ترمینال آن را به صورت وقفه می‌فرستد)، پس نمی‌توان آن را به {action} داد",
    .configCtrlZSuspends:
      "ctrl-z همیشه Reel را معلق می‌کند (ترمینال آن را به صورت سیگنال توقف می‌فرستد؛ fg آن را برمی‌گرداند)، پس نمی‌توان آن را به {action} داد",
    .configKeyManyScalars: "{codes} برای ترمینال {count} نویسه است و هر فشار کلید یک نویسه می‌فرستد",
    .configKeyNoMark: "{code} نام کلید نیست: در راهنما نشانه‌ای از خود ندارد",
    .configTooManyKeys:
      "به {action} بیش از {max} کلید داده شده است؛ هر کار حداکثر {max} کلید می‌گیرد",
    .configKeyTaken: "{key} پیش‌تر در سطر {line} به {action} داده شده است",
    .configKeyTakenElsewhere: "{key} پیش‌تر در سطری دیگر به {action} داده شده است",
    .configNoAction: "Reel کاری به نام «{action}» ندارد (`reel keys` آن‌ها را فهرست می‌کند)",
    .configNoActionIn: "در [keys.{context}] کاری به نام «{action}» نیست",
    .configInspectorKeys: "کلیدهای بازرس هنوز جابه‌جاشدنی نیستند؛ [keys.inspector] نادیده گرفته شد",
    .configMustBeColour:
      "{name} باید رنگ باشد (نامی در نقل‌قول یا #rrggbb، یا عددی از 0 تا 255)، نه {type}",
    .configDanglingLink:
      "فایل پیکربندی {path} پیوندی به {target} است که وجود ندارد (یا خوانده نمی‌شود)",
    .configCannotRead: "فایل پیکربندی {path} خوانده نمی‌شود: {reason}",
    .configNotRegular: "فایل پیکربندی {path} فایل معمولی نیست",
    .configTooLarge: "فایل پیکربندی {path} بزرگ‌تر از ۱ MB است؛ فقط پنج تنظیم دارد",
    .configCannotReadPlain: "فایل پیکربندی {path} خوانده نمی‌شود",
    .configNotUTF8: "{place} متن UTF-8 نیست؛ آن را با UTF-8 ذخیره کنید",
    .configCredentialReadable:
      "{path} اعتبارنامهٔ TMDB شما را دارد و کاربران دیگر می‌توانند آن را بخوانند؛ chmod 600 {path} را اجرا کنید",
    .configNotTOML: "فایل TOML نیست",
    .configNoTable: "Reel جدول [{name}] ندارد؛ کلیدهایش نادیده گرفته شد",
    .configUnknownKey: "کلید ناشناختهٔ «{name}» نادیده گرفته شد",
    .configCarriageReturn: "پس از نویسهٔ بازگشت (CR) باید پایان سطر بیاید",
    .configControlCharacter:
      "نویسهٔ کنترلی (U+{code}) در TOML مجاز نیست؛ آن را با گریزی مانند \\u001B بنویسید",
    .configTableName: "نام جدول باید از حروف، رقم‌ها، _ و - باشد، یا در نقل‌قول",
    .configUnknownStart: "start = \"{name}\" هیچ‌یک از {choices} نیست؛ با خانه باز می‌شود",
    .configImagesChoice: "images = \"{value}\" هیچ‌یک از این‌ها نیست: {choices}",
    .configNotALanguage:
      "language «{value}» برچسب زبان نیست؛ چیزی مانند en-US، fa-IR، ar-SA یا ja-JP به کار ببرید",
    .configNotARegion: "region باید کد دوحرفی کشور باشد، مانند US، DE یا IR، نه «{value}»",
    .configQuitKeyless: "خروج (quit) کلیدی ندارد ({contexts})؛ ctrl-c همچنان خارج می‌شود",
    .configValueMissing: "پس از = مقداری نیامده است",
    .configElementMissing: "عنصری از آرایه جا افتاده است",
    .configKeyMissing: "کلیدی در جدول درون‌خطی جا افتاده است",
    .configBracketsMismatch: "کروشه‌ها با هم جور نیستند",
    .configNoDates: "در config.toml تاریخ به کار نمی‌رود",
    .configStringNotEnded: "رشته باید در همان سطری که آغاز می‌شود پایان یابد",
    .configStringNotClosed: "رشته بسته نشده است",
    .configExpectedEquals: "پس از کلید = نیامده است («{saw}» آمده است)",
    .configSetTwice: "این کلید یا جدول پیش‌تر تعیین شده است؛ هر کدام یک بار تعیین می‌شود",
    .configNotAValue: "مقدار باید متنی در گیومه (\"…\")، عدد، true، false یا فهرستی در [ ] باشد",
    .configAfterValue: "پس از مقدار «{saw}» آمده است؛ هر سطر یک کلید = مقدار دارد",
    .configExpectedKey: "اینجا کلید می‌آید، نه «{saw}»",
    .configListComma: "اقلام فهرست با ویرگول از هم جدا می‌شوند و فهرست با ] بسته می‌شود",
    .configInlineTableComma:
      "کلیدهای جدول درون‌خطی با ویرگول از هم جدا می‌شوند، بی ویرگول پس از آخری، و جدول با آکولاد بسته می‌شود",
    .configUnknownEscape:
      "{escape} گریزی نیست که TOML بشناسد (\\\\ برای بک‌اسلش، \\\" برای گیومه، \\u00E9 برای هر نویسه)",
    .configNulEscape: "\\u0000 (نویسهٔ NUL) را نمی‌توان در config.toml به کار برد",
    .configBadUnicodeEscape:
      "گریز \\u چهار رقم مبنای ۱۶ است و \\U هشت رقم، و نویسه‌ای را نام می‌برد (نه U+D800 تا U+DFFF، نه فراتر از U+10FFFF)",
    .configNumberTooLarge: "{number} عددی بیش از اندازه بزرگ است",
    .configBadNumber:
      "این عدد آن‌گونه که TOML می‌نویسد نوشته نشده است (_ فقط میان رقم‌ها، بی 0 در آغاز، رقم در دو سوی .)",
    .configEndOfFile:
      "پرونده پیش از پایان این بخش تمام می‌شود (کروشه، آکولاد یا گیومهٔ بسته نیامده است)",
    .configTooDeep: "فهرست‌ها و جدول‌ها بیش از اندازه تودرتو هستند",
    .configSyntax: "این TOMLی نیست که Reel بخواند (toml++: {detail})",
    .configUnexpected: "«{character}» بیرون از رشتهٔ نقل‌قول‌شده غیرمنتظره است",
    .configUnexpectedCurly:
      "{character} ({code}) بیرون از رشتهٔ نقل‌قول‌شده غیرمنتظره است؛ نقل‌قول‌های TOML صاف‌اند: \" یا '",
    .configUnexpectedCode: "{code} بیرون از رشتهٔ نقل‌قول‌شده غیرمنتظره است",
    .configUnexpectedShown: "{character} ({code}) بیرون از رشتهٔ نقل‌قول‌شده غیرمنتظره است",
  ]
}
