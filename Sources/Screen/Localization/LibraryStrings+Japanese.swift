extension StringsTable {
  /// Japanese: the watchlist database's and the response cache's failures and notices
  /// (`LibraryFault`, `LibraryNotice`), merged into `japanese`.
  static let japaneseLibrary: [MessageKey: Template] = [
    .libraryHomeMissing:
      "ホームフォルダ {path} がありません。HOME（または XDG_*_HOME 変数）を存在するフォルダに設定してください",
    .libraryFileNotFolder: "{path} はファイルで、フォルダではありません",
    .libraryCannotCreateFolder: "フォルダ {path} を作成できません：{reason}",
    .libraryFolderMissing: "{file}のフォルダ {path} がありません",
    .libraryFolderMissingWatchlist:
      "ウォッチリストのデータベースのフォルダ {path} がありません（REEL_WATCHLIST_DB がその中のファイルを指しています）。フォルダを作成するか、パスを直してください",
    .libraryFolderNotDatabase: "{path} はフォルダで、データベースではありません",
    .libraryNotOrdinaryFile: "{path} は{kind}で、ファイルではありません。{file}は通常のファイルでなければなりません",
    .libraryCannotMoveAside: "データベース {path} は壊れていて、別の場所に移せませんでした：{reason}",
    .libraryCannotOpenFolder: "フォルダ {path} を開けません：{reason}",
    .libraryCannotLockFolder: "フォルダ {path} をロックできません：{reason}",
    .libraryLockTimedOut:
      "{file} {path} を開いている別のプログラムを{seconds}秒待ちましたが、あきらめました（{folder} をロックしています）。何も変更していません",
    .libraryUnreadable: "{path} を読み込めません（権限がありません）",
    .libraryCannotReadFile: "{path} を読み込めません：{reason}",
    .libraryNotReadyToRead: "{file} {path} は書き込めず、まだ読み込める状態でもありません",
    .libraryDamagedReadOnly: "{file} {path} は壊れていて（{reason}）書き込めないため、そのままにしました",
    .libraryCannotOpen: "{file} {path} を開けません：{reason}",
    .libraryNewerVersion:
      "{file} {path} は新しいバージョンの Reel が書いたものです。使うには Reel を更新してください（ファイルはそのままです）",
    .libraryNotADatabase:
      "{path} は SQLite データベースではない（{reason}）ため、そのままにしました。古いか壊れたウォッチリストなら、別の場所に移すと（mv {path} {path}.old）Reel が新しく作ります",
    .libraryForeign:
      "{path} は別のプログラムの SQLite データベースで、{file}ではありません。そのままにしました（別のファイルを選んでください）",
    .libraryCannotRead: "ウォッチリストを読み込めません：{reason}",
    .libraryCannotSave: "ウォッチリストを保存できません：{reason}",
    .libraryNotAMovieID: "{id} は TMDB の映画 ID ではありません（行が壊れています）。保存していません",
    .libraryReadOnly: "ウォッチリストのデータベース {path} は読み取り専用です。何も保存していません",
    .libraryBusy: "ウォッチリストは使用中です（別のプログラムが書き込んでいます）。何も保存していません",
    .libraryDiskFull: "{path} のあるディスクがいっぱいです。何も保存していません",
    .libraryFileWatchlist: "ウォッチリストのデータベース",
    .libraryFileResponseCache: "応答キャッシュ",
    .librarySpecialFIFO: "名前付きパイプ（FIFO）",
    .librarySpecialSocket: "ソケット",
    .librarySpecialDevice: "デバイス",
    .librarySpecialOther: "特殊ファイル",
    .libraryReasonDiskFullToo: "{reason}（このファイルのあるディスクがいっぱいです。空きを作ってからやり直してください）",
    .libraryReasonLimited: "{reason}：{limit}",
    .libraryReasonNoSuchFile: "そのようなファイルやフォルダはありません",
    .libraryReasonCorrupt: "データベースのファイルが壊れています",
    .libraryReasonNotADatabase: "データベースのファイルではありません",
    .libraryReasonIOError: "ディスクの読み書きに失敗しました",
    .libraryReasonCannotOpen: "データベースのファイルを開けません",
    .libraryReasonBusy: "データベースがロックされています",
    .libraryNoticeReadOnly: "{file} {path} は読み取り専用です。読み込めますが、変更は保存できません。",
    .libraryNoticeMovedAside: "{file}が壊れていたため、{path} に移して新しく作りました。",
    .libraryNoticeCleared: "{file}が壊れていたため、消去して新しく作りました。",
    .libraryCacheCannotOpen:
      "応答キャッシュを開けません（{reason}）。今回はオフライン用に応答を保存しません",
  ]
}
