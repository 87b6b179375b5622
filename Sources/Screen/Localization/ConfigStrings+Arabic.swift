extension StringsTable {
  /// Arabic: config.toml's warnings and errors, merged into `arabic`.
  static let arabicConfig: [MessageKey: Template] = [
    .configLine: "{path} السطر {line}",
    .configAt: "{place}: {text}",
    .configWarning: "تحذير: {text}",
    .configTheFile: "ملف الإعدادات {path}",
    .configMoreWarnings: .plural(
      count: "count",
      forms: [
        .zero: "{path}: لا تحذيرات أخرى", .one: "{path}: تحذير آخر لم يُعرض",
        .two: "{path}: تحذيران آخران لم يُعرضا", .few: "{path}: {count} تحذيرات أخرى لم تُعرض",
        .many: "{path}: {count} تحذيرًا آخر لم يُعرض", .other: "{path}: {count} تحذير آخر لم يُعرض",
      ]),
    .configMustBeString: "يجب أن يكون {name} نصًا بين علامتي اقتباس، لا {type}",
    .configMustBeStrings: "يجب أن يكون {name} نصًا أو قائمة نصوص",
    .configMustListStrings: "يجب أن يسرد {name} نصوصًا فقط",
    .configMustBeTable: "يجب أن يكون {name} جدولًا ([{name}])",
    .configUnknownHomeKey: "تم تجاهل المفتاح المجهول «{name}» في [home]",
    .configRowRepeated: "«{name}» صف موجود من قبل؛ يُعرض كل صف مرة واحدة",
    .configNotAGenre: "«{name}» ليس من أنواع TMDB؛ اكتب بعد genre: أحد هذه: {genres}",
    .configNotAHomeRow: "«{name}» ليس صفًا في الصفحة الرئيسية؛ استخدم أحد هذه: {rows}",
    .configNoRows: "لا تسرد rows أي صف؛ اسرد واحدًا أو أكثر من هذه: {rows}",
    .configNoContext: "لا يوجد سياق مفاتيح باسم «{name}»؛ استخدم أحد هذه: {contexts}",
    .configNoTheme: "لا توجد سمة مدمجة باسم «{name}»؛ استخدم إحدى هذه: {themes}",
    .configNoThemeRole: "لا يحوي [theme] مفتاحًا باسم «{name}»؛ استخدم أحد هذه: name, {roles}",
    .configNotAColour:
      "«{value}» ليس لونًا؛ اكتب اسم لون (cyan، bright-blue، default) أو رقمًا من 0 إلى 255 أو #rrggbb",
    .configNotAKeyName:
      "«{name}» ليس اسم مفتاح (جرّب q، G، ctrl-c، enter، esc، tab، space، up، pgdn، f1)",
    .configKeyUnusable: "{why} (جرّب q، G، ctrl-n، enter، esc، space، f1)",
    .configCtrlSameByte:
      "يصل {key} إلى Reel على أنه {other} (ترسل الطرفية البايت نفسه لكليهما)؛ اكتب {other}",
    .configCtrlCQuits:
      "ctrl-c ينهي Reel دائمًا (ترسله الطرفية إشارةَ مقاطعة)، فلا يمكن إسناده إلى {action}",
    .configCtrlZSuspends:
      "ctrl-z يعلّق Reel دائمًا (ترسله الطرفية إشارةَ إيقاف؛ ويعيده fg)، فلا يمكن إسناده إلى {action}",
    .configKeyManyScalars: "عدد محارف {codes} عند الطرفية {count}، وضغطة المفتاح ترسل محرفًا واحدًا",
    .configKeyNoMark: "{code} ليس اسم مفتاح: لا علامة له تظهر في المساعدة",
    .configTooManyKeys:
      "أُسند إلى {action} أكثر من {max} مفتاح؛ يأخذ الإجراء {max} مفتاح على الأكثر",
    .configKeyTaken: "{key} مُسند من قبل إلى {action} في السطر {line}",
    .configKeyTakenElsewhere: "{key} مُسند من قبل إلى {action} في سطر آخر",
    .configNoAction: "ليس في Reel إجراء باسم «{action}» (يسردها `reel keys`)",
    .configNoActionIn: "لا يوجد «{action}» في [keys.{context}]",
    .configInspectorKeys: "لا يمكن بعدُ تغيير مفاتيح المفتش؛ تم تجاهل [keys.inspector]",
    .configMustBeColour:
      "يجب أن يكون {name} لونًا (اسمًا بين علامتي اقتباس أو #rrggbb، أو رقمًا من 0 إلى 255)، لا {type}",
    .configDanglingLink: "ملف الإعدادات {path} رابط إلى {target}، وهو غير موجود (أو تتعذّر قراءته)",
    .configCannotRead: "تعذّرت قراءة ملف الإعدادات {path}: {reason}",
    .configNotRegular: "ملف الإعدادات {path} ليس ملفًا عاديًا",
    .configTooLarge: "ملف الإعدادات {path} أكبر من 1 MB؛ وهو يحمل خمسة إعدادات فقط",
    .configCannotReadPlain: "تعذّرت قراءة ملف الإعدادات {path}",
    .configNotUTF8: "{place} ليس نصًا بترميز UTF-8؛ احفظه بترميز UTF-8",
    .configCredentialReadable:
      "يحمل {path} بيانات اعتماد TMDB الخاصة بك ويستطيع مستخدمون آخرون قراءته؛ نفّذ chmod 600 {path}",
    .configNotTOML: "ليس ملف TOML",
    .configNoTable: "ليس لدى Reel جدول [{name}]؛ تم تجاهل مفاتيحه",
    .configUnknownKey: "تم تجاهل المفتاح المجهول «{name}»",
    .configCarriageReturn: "يجب أن تتبع محرفَ الإرجاع (CR) نهايةُ سطر",
    .configControlCharacter:
      "محرف التحكم (U+{code}) غير مسموح به في TOML؛ اكتبه بتهريب مثل \\u001B",
    .configTableName: "يجب أن يتكون اسم الجدول من حروف وأرقام و_ و-، أو أن يكون بين علامتي اقتباس",
    .configUnknownStart: "start = \"{name}\" ليس أحد {choices}؛ يُفتح على الصفحة الرئيسية",
    .configImagesChoice: "images = \"{value}\" ليس أحد هذه: {choices}",
    .configNotALanguage:
      "language «{value}» ليس وسم لغة؛ استخدم وسمًا مثل en-US أو fa-IR أو ar-SA أو ja-JP",
    .configNotARegion: "يجب أن يكون region رمز بلد من حرفين مثل US أو DE أو IR، لا «{value}»",
    .configQuitKeyless: "لم يبقَ للخروج (quit) مفتاح ({contexts})؛ ما زال ctrl-c يُخرج",
    .configValueMissing: "تنقص قيمة بعد =",
    .configElementMissing: "ينقص عنصر في المصفوفة",
    .configKeyMissing: "ينقص مفتاح في جدول مضمّن",
    .configBracketsMismatch: "الأقواس غير متطابقة",
    .configNoDates: "لا تُستخدم التواريخ في config.toml",
    .configStringNotEnded: "يجب أن ينتهي النص في السطر الذي يبدأ فيه",
    .configStringNotClosed: "النص غير مغلق",
    .configExpectedEquals: "لا توجد = بعد المفتاح (وُجد «{saw}»)",
    .configSetTwice: "هذا المفتاح أو الجدول مُعيَّن من قبل؛ يُعيَّن كلٌّ منها مرة واحدة",
    .configNotAValue:
      "القيمة نص بين علامتي اقتباس (\"…\") أو رقم أو true أو false أو قائمة بين [ ]",
    .configAfterValue: "بعد القيمة «{saw}»؛ في كل سطر مفتاح = قيمة واحد",
    .configExpectedKey: "يُنتظر هنا مفتاح، لا «{saw}»",
    .configListComma: "تُفصل عناصر القائمة بفواصل وتنتهي القائمة بـ ]",
    .configInlineTableComma:
      "تُفصل مفاتيح الجدول المضمَّن بفواصل، بلا فاصلة بعد الأخير، وينتهي بقوس معقوف إغلاق",
    .configUnknownEscape:
      "{escape} ليس تسلسل هروب يعرفه TOML (\\\\ للشرطة المائلة العكسية، \\\" لعلامة الاقتباس، \\u00E9 لأي محرف)",
    .configNulEscape: "لا يمكن استخدام \\u0000 (محرف NUL) في config.toml",
    .configBadUnicodeEscape:
      "تهريب \\u أربعة أرقام ست عشرية و\\U ثمانية، ويسمّي محرفًا (لا U+D800 إلى U+DFFF، ولا ما بعد U+10FFFF)",
    .configNumberTooLarge: "{number} رقم أكبر مما ينبغي",
    .configBadNumber:
      "هذا ليس رقمًا مكتوبًا كما يكتبه TOML (_ بين الأرقام فقط، بلا 0 في أوله، وأرقام على جانبي .)",
    .configEndOfFile: "ينتهي الملف قبل أن ينتهي هذا (ينقص قوس أو علامة اقتباس إغلاق)",
    .configTooDeep: "القوائم والجداول متداخلة أكثر من اللازم",
    .configSyntax: "ليس هذا TOML كما يقرؤه Reel (toml++: {detail})",
    .configUnexpected: "«{character}» غير متوقع خارج نص بين علامتي اقتباس",
    .configUnexpectedCurly:
      "{character} ({code}) غير متوقع خارج نص بين علامتي اقتباس؛ علامات الاقتباس في TOML مستقيمة: \" أو '",
    .configUnexpectedCode: "{code} غير متوقع خارج نص بين علامتي اقتباس",
    .configUnexpectedShown: "{character} ({code}) غير متوقع خارج نص بين علامتي اقتباس",
  ]
}
