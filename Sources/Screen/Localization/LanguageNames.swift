/// The names of the languages films are most often made in, by ISO 639-1 code (TMDB's
/// `original_language`, with its own "cn" for Cantonese and "xx" for no language), in the
/// languages Reel has words for other than English (English keeps TMDB's own names).
public enum LanguageNames {
  /// `code`'s name in `language` ("ja", "fa", "ar"); nil when Reel has none.
  public static func name(of code: String, in language: String) -> String? {
    guard let names = table[code.lowercased()] else { return nil }
    switch language {
    case "ja": return names.japanese
    case "fa": return names.persian
    case "ar": return names.arabic
    default: return nil
    }
  }

  private struct Names {
    let japanese: String
    let persian: String
    let arabic: String
    init(_ japanese: String, _ persian: String, _ arabic: String) {
      self.japanese = japanese
      self.persian = persian
      self.arabic = arabic
    }
  }

  private static let table: [String: Names] = [
    "en": Names("英語", "انگلیسی", "الإنجليزية"),
    "ja": Names("日本語", "ژاپنی", "اليابانية"),
    "fr": Names("フランス語", "فرانسوی", "الفرنسية"),
    "de": Names("ドイツ語", "آلمانی", "الألمانية"),
    "es": Names("スペイン語", "اسپانیایی", "الإسبانية"),
    "it": Names("イタリア語", "ایتالیایی", "الإيطالية"),
    "pt": Names("ポルトガル語", "پرتغالی", "البرتغالية"),
    "ru": Names("ロシア語", "روسی", "الروسية"),
    "zh": Names("中国語", "چینی", "الصينية"),
    "cn": Names("広東語", "کانتونی", "الكانتونية"),
    "ko": Names("韓国語", "کره‌ای", "الكورية"),
    "hi": Names("ヒンディー語", "هندی", "الهندية"),
    "te": Names("テルグ語", "تلوگو", "التيلوغوية"),
    "ta": Names("タミル語", "تامیلی", "التاميلية"),
    "ml": Names("マラヤーラム語", "مالایالم", "المالايالامية"),
    "bn": Names("ベンガル語", "بنگالی", "البنغالية"),
    "fa": Names("ペルシア語", "فارسی", "الفارسية"),
    "ar": Names("アラビア語", "عربی", "العربية"),
    "he": Names("ヘブライ語", "عبری", "العبرية"),
    "tr": Names("トルコ語", "ترکی", "التركية"),
    "ur": Names("ウルドゥー語", "اردو", "الأردية"),
    "sv": Names("スウェーデン語", "سوئدی", "السويدية"),
    "da": Names("デンマーク語", "دانمارکی", "الدنماركية"),
    "no": Names("ノルウェー語", "نروژی", "النرويجية"),
    "nb": Names("ノルウェー語", "نروژی", "النرويجية"),
    "fi": Names("フィンランド語", "فنلاندی", "الفنلندية"),
    "is": Names("アイスランド語", "ایسلندی", "الآيسلندية"),
    "nl": Names("オランダ語", "هلندی", "الهولندية"),
    "pl": Names("ポーランド語", "لهستانی", "البولندية"),
    "cs": Names("チェコ語", "چکی", "التشيكية"),
    "hu": Names("ハンガリー語", "مجاری", "المجرية"),
    "ro": Names("ルーマニア語", "رومانیایی", "الرومانية"),
    "el": Names("ギリシャ語", "یونانی", "اليونانية"),
    "uk": Names("ウクライナ語", "اوکراینی", "الأوكرانية"),
    "th": Names("タイ語", "تایلندی", "التايلاندية"),
    "vi": Names("ベトナム語", "ویتنامی", "الفيتنامية"),
    "id": Names("インドネシア語", "اندونزیایی", "الإندونيسية"),
    "tl": Names("タガログ語", "تاگالوگ", "التاغالوغية"),
    "ga": Names("アイルランド語", "ایرلندی", "الأيرلندية"),
    "la": Names("ラテン語", "لاتین", "اللاتينية"),
    "xx": Names("言語なし", "بدون زبان", "بلا لغة"),
  ]
}
