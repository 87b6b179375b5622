extension StringsTable {
  /// Japanese: Reel's own words that once reached the screen and the printing commands only in
  /// English (an aborted answer's explanation, TMDB's release statuses, the printing commands'
  /// refusals), merged into `japanese`.
  static let japaneseOwnWords: [MessageKey: Template] = [
    .errorAbortedAtBreakpoint: "インスペクターのブレークポイントで中止されました。",
    .inspectorMarkAbort503: "HTTP 503",
    .inspectorMarkAbortTimeout: "タイムアウト",
    .inspectorMarkAbortDrop: "接続切断",
    // TMDB's release statuses (`reel show`).
    .statusReleased: "公開済み",
    .statusPostProduction: "ポストプロダクション",
    .statusInProduction: "製作中",
    .statusPlanned: "企画中",
    .statusRumored: "噂",
    .statusCanceled: "製作中止",
    // What a printing command says when it refuses what it was given.
    .commandUnknownCategory: "不明なカテゴリー「{word}」です。次のいずれかを指定してください: {choices}",
    .commandUnknownOrder: "不明な並び順「{word}」です。次のいずれかを指定してください: {choices}",
    .commandUnknownGenre: "不明なジャンル「{word}」です。次のいずれかを指定してください: {choices}",
    .commandPastLastPage: "{page}ページ目は最後のページ（{last}ページ目）より後です",
    .commandPageFailed: "{page}ページ目を取得できませんでした: {reason}（{kept}）",
    .commandPrintedPageOnly: "{page}ページ目のみ出力しました",
    .commandPrintedPages: "{first}–{last}ページ目を出力しました",
    // `reel watchlist`.
    .watchlistPrintedEmpty: "ウォッチリストは空です。`reel watchlist add ID` か、ブラウザーの `w` で映画を追加できます。",
    .watchlistPrintedHeading: "ウォッチリスト · {movies} · {order}",
    .watchlistPrintedMovies: "{count}本",
    .watchlistPrintedByAdded: "追加日の新しい順",
    .watchlistPrintedByTitle: "タイトル順",
    .watchlistPrintedByYear: "公開年順",
    .watchlistPrintedByRating: "評価順",
    .watchlistPrintedColumnAdded: "追加日",
    .watchlistPrintedNote: "メモ: {note}",
    .watchlistPrintedName: "「{title}」（{year}）",
    .watchlistPrintedNameNoYear: "「{title}」",
    .watchlistPrintedAdded: "{name}をウォッチリストに追加しました。",
    .watchlistPrintedAlreadyThere: "{name}はすでにウォッチリストにあります。",
    .watchlistPrintedNoteRemoved: "{name}はすでにウォッチリストにあります。メモを削除しました。",
    .watchlistPrintedNoteNow: "{name}はすでにウォッチリストにあります。メモを「{note}」にしました。",
    .watchlistPrintedNotThere: "映画{id}はウォッチリストにありません。",
    .watchlistPrintedRemoved: "{name}をウォッチリストから削除しました。",
    // What the check of the command line says of a value Reel refuses.
    .commandNotAMovieID: "映画のIDは1から{max}までの整数です（{typed} は違います）",
    .commandNotAPersonID: "人物のIDは1から{max}までの整数です（{typed} は違います）",
    .commandNotACollectionID: "シリーズのIDは1から{max}までの整数です（{typed} は違います）",
    .commandYearNotRange: "--year には年か、1990-1999 のような範囲を指定してください",
    .commandRuntimeNotRange: "--runtime には分数か、90-150 のような範囲を指定してください",
    .commandRangeBackwards: "{option} {range} は範囲が逆です。{written} と書いてください",
    .commandSortUnknown: "--sort には次のいずれかを指定してください: {choices}",
    .commandGenreNameMissing: "--genre と --without-genre にはジャンル名が必要です",
    .watchlistPrintedImported: "新たに{added}本を取り込みました（{there}本は登録済み）。",
    .watchlistPrintedImportedRepeated:
      "新たに{added}本を取り込みました（{there}本は登録済み）。ファイル内で重複していた{count}件は1件にまとめました。",
    // Why `reel watchlist import` refused a file (`WatchlistImportProblem`).
    .watchlistImportRefused: "{path} から何も取り込みませんでした：{problems}",
    .watchlistImportNext: "{earlier}；{next}",
    .watchlistImportMore: "{problems}（ほか{count}件）",
    .watchlistImportNotJSON: "ファイルは正しい JSON ではありません",
    .watchlistImportNoObject: "ファイルは Reel のウォッチリストのエクスポートではありません（JSON オブジェクトがありません）",
    .watchlistImportWrongFormat:
      "ファイルは Reel のウォッチリストのエクスポートではありません（\"format\" が \"{format}\" ではありません）",
    .watchlistImportVersionMissing: "\"version\" がないか、整数ではありません",
    .watchlistImportVersionOlder:
      "ファイルはエクスポート形式のバージョン{version}です。この Reel が読めるのはバージョン{reads}です",
    .watchlistImportVersionNewer:
      "ファイルはエクスポート形式のバージョン{version}です。この Reel が読めるのはバージョン{reads}です（取り込むには Reel を更新してください）",
    .watchlistImportExportedAt: "\"exported_at\" が ISO 8601 の日時ではありません",
    .watchlistImportEntriesMissing: "\"entries\" がないか、リストではありません",
    .watchlistImportEntry: "entries[{index}]：{problem}",
    .watchlistImportEntryNotObject: "JSON オブジェクトではありません",
    .watchlistImportEntryID: "\"id\" は1から{max}までの整数にしてください",
    .watchlistImportEntryTitle: "\"title\" がないか、テキストではありません",
    .watchlistImportEntryAddedAt: "\"added_at\" が ISO 8601 の日時ではありません",
    .watchlistImportEntryAddedAtText: "\"added_at\" が ISO 8601 の日時ではありません：「{text}」",
    .watchlistImportEntryText: "\"{member}\" はテキストか null にしてください",
    .watchlistImportEntryYear: "\"year\" は4桁の年か null にしてください",
    .watchlistImportEntryNumber: "\"{member}\" は数値か null にしてください",
    // Reading a file or standard input whole (an import, a key script).
    .readCannotRead: "{name} を読み込めません：{reason}",
    .readTooLargeImport:
      "{name} は{size} MBを超えています。ウォッチリストのエクスポートとしては大きすぎるため、何も取り込みませんでした",
    .readTooLargeScript:
      "{name} は{size} MBを超えています。キースクリプトとしては大きすぎるため、何も実行しませんでした",
    .readStandardInput: "標準入力",
    .readScript: "スクリプト {path}",
    .readReasonIsFolder: "フォルダです",
    // A credential TMDB refused, and where it came from (a flag, a variable, config.toml).
    .credentialAPIKeyFrom: "{origin} の API キー",
    .credentialAccessTokenFrom: "{origin} のアクセストークン",
    .commandPageRange: "--page には1から{max}までを指定してください",
    .commandYearFourDigits: "--year には1999のような4桁の年を指定してください",
  ]
}
