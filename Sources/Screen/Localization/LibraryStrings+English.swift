extension StringsTable {
  /// English: the watchlist database's and the response cache's failures and notices
  /// (`LibraryFault`, `LibraryNotice`), merged into `english`. The screen and the printing
  /// commands say English through `LibraryFault.english`; these are the same sentences.
  static let englishLibrary: [MessageKey: Template] = [
    .libraryHomeMissing:
      "the home folder {path} does not exist; set HOME (or the XDG_*_HOME variables) to a folder that does",
    .libraryFileNotFolder: "{path} is a file, not a folder",
    .libraryCannotCreateFolder: "cannot create the folder {path}: {reason}",
    .libraryFolderMissing: "the folder {path} for {file} does not exist",
    .libraryFolderMissingWatchlist:
      "the folder {path} for the watchlist database does not exist (REEL_WATCHLIST_DB names a file in it); create the folder or fix the path",
    .libraryFolderNotDatabase: "{path} is a folder, not a database",
    .libraryNotOrdinaryFile: "{path} is {kind}, not a file; {file} must be an ordinary file",
    .libraryCannotMoveAside:
      "the database {path} is damaged and could not be moved aside: {reason}",
    .libraryCannotOpenFolder: "cannot open the folder {path}: {reason}",
    .libraryCannotLockFolder: "cannot lock the folder {path}: {reason}",
    .libraryLockTimedOut:
      "gave up after {seconds} s waiting for another program that is opening {file} {path} (it holds a lock on {folder}); nothing was changed",
    .libraryUnreadable: "{path} cannot be read (permission denied)",
    .libraryCannotReadFile: "cannot read {path}: {reason}",
    .libraryNotReadyToRead: "{file} {path} cannot be written, and is not ready to be read yet",
    .libraryDamagedReadOnly:
      "{file} {path} is damaged ({reason}) and cannot be written, so it was left as it is",
    .libraryCannotOpen: "cannot open {file} {path}: {reason}",
    .libraryNewerVersion:
      "{file} {path} was written by a newer version of Reel; update Reel to use it (the file was left as it is)",
    .libraryNotADatabase:
      "{path} is not an SQLite database ({reason}), so Reel left it as it is; if it is an old or damaged watchlist, move it away (mv {path} {path}.old) and Reel starts a new one",
    .libraryForeign:
      "{path} is another program's SQLite database, not {file}; Reel left it as it is (choose another file)",
    .libraryCannotRead: "cannot read the watchlist: {reason}",
    .libraryCannotSave: "cannot save the watchlist: {reason}",
    .libraryNotAMovieID: "{id} is not a TMDB movie id (the row was damaged); not saved",
    .libraryReadOnly: "the watchlist database {path} is read-only; nothing was saved",
    .libraryBusy: "the watchlist is busy (another program is writing to it); nothing was saved",
    .libraryDiskFull: "the disk holding {path} is full; nothing was saved",
    .libraryFileWatchlist: "the watchlist database",
    .libraryFileResponseCache: "the response cache",
    .librarySpecialFIFO: "a named pipe (FIFO)",
    .librarySpecialSocket: "a socket",
    .librarySpecialDevice: "a device",
    .librarySpecialOther: "a special file",
    .libraryReasonDiskFullToo:
      "{reason} (the disk holding it is full: free some space and try again)",
    .libraryReasonLimited: "{reason}: {limit}",
    .libraryReasonNoSuchFile: "no such file or directory",
    .libraryReasonCorrupt: "database disk image is malformed",
    .libraryReasonNotADatabase: "file is not a database",
    .libraryReasonIOError: "disk I/O error",
    .libraryReasonCannotOpen: "unable to open database file",
    .libraryReasonBusy: "database is locked",
    .libraryNoticeReadOnly:
      "{file} {path} is read-only: it can be read, but changes cannot be saved.",
    .libraryNoticeMovedAside: "{file} was damaged; it was moved to {path} and a new one started.",
    .libraryNoticeCleared: "{file} was damaged; it was cleared and a new one started.",
    .libraryCacheCannotOpen:
      "the response cache cannot be opened ({reason}); answers are not kept for use offline this time",
  ]
}
