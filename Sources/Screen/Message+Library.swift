import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Message {
  /// A failure of the watchlist database or the response cache in the user's language: the
  /// file, what is wrong and what to do. In English the words are exactly `LibraryFault.english`;
  /// paths stay as they are, and the system's words Reel has no value for are quoted as given.
  public init(libraryFault fault: LibraryFault) {
    switch fault {
    case .homeMissing(let path): self.init(.libraryHomeMissing, ["path": .text(path)])
    case .fileNotFolder(let path): self.init(.libraryFileNotFolder, ["path": .text(path)])
    case .cannotCreateFolder(let path, let reason):
      self.init(.libraryCannotCreateFolder, Self.at(path, reason))
    case .folderMissing(let path, .watchlist):
      self.init(.libraryFolderMissingWatchlist, ["path": .text(path)])
    case .folderMissing(let path, let file):
      self.init(.libraryFolderMissing, ["path": .text(path), "file": Self.file(file)])
    case .folderNotDatabase(let path): self.init(.libraryFolderNotDatabase, ["path": .text(path)])
    case .notOrdinaryFile(let path, let special, let file):
      self.init(
        .libraryNotOrdinaryFile,
        ["path": .text(path), "kind": Self.special(special), "file": Self.file(file)])
    case .cannotMoveAside(let path, let reason):
      self.init(.libraryCannotMoveAside, Self.at(path, reason))
    case .cannotOpenFolder(let path, let reason):
      self.init(.libraryCannotOpenFolder, Self.at(path, reason))
    case .cannotLockFolder(let path, let reason):
      self.init(.libraryCannotLockFolder, Self.at(path, reason))
    case .lockTimedOut(let seconds, let file, let path, let folder):
      self.init(
        .libraryLockTimedOut,
        [
          "seconds": .number(seconds), "file": Self.file(file), "path": .text(path),
          "folder": .text(folder),
        ])
    case .unreadable(let path): self.init(.libraryUnreadable, ["path": .text(path)])
    case .cannotReadFile(let path, let reason):
      self.init(.libraryCannotReadFile, Self.at(path, reason))
    case .notReadyToRead(let file, let path):
      self.init(.libraryNotReadyToRead, ["file": Self.file(file), "path": .text(path)])
    case .damagedReadOnly(let file, let path, let reason):
      self.init(.libraryDamagedReadOnly, Self.at(path, reason, file: file))
    case .cannotOpen(let file, let path, let reason):
      self.init(.libraryCannotOpen, Self.at(path, reason, file: file))
    case .newerVersion(let file, let path):
      self.init(.libraryNewerVersion, ["file": Self.file(file), "path": .text(path)])
    case .notADatabase(let path, let reason):
      self.init(.libraryNotADatabase, Self.at(path, reason))
    case .foreign(let path, let file):
      self.init(.libraryForeign, ["path": .text(path), "file": Self.file(file)])
    case .cannotReadWatchlist(let reason):
      self.init(.libraryCannotRead, ["reason": .message(Message(libraryReason: reason))])
    case .cannotSaveWatchlist(let reason):
      self.init(.libraryCannotSave, ["reason": .message(Message(libraryReason: reason))])
    case .notAMovieID(let id): self.init(.libraryNotAMovieID, ["id": .text(String(id))])
    case .readOnly(let path): self.init(.libraryReadOnly, ["path": .text(path)])
    case .busy: self.init(.libraryBusy)
    case .diskFull(let path): self.init(.libraryDiskFull, ["path": .text(path)])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  /// What opening the watchlist or the cache had to do, in the user's language. In English the
  /// words are exactly `LibraryNotice.english`.
  public init(libraryNotice notice: LibraryNotice) {
    switch notice {
    case .readOnly(let file, let path):
      self.init(.libraryNoticeReadOnly, ["file": Self.file(file), "path": .text(path)])
    case .movedAside(let file, let path):
      self.init(.libraryNoticeMovedAside, ["file": Self.file(file), "path": .text(path)])
    case .cleared(let file): self.init(.libraryNoticeCleared, ["file": Self.file(file)])
    }
  }

  /// The system's or SQLite's reason: the ones a user can act on in the language's words,
  /// any other as the system gave it.
  public init(libraryReason reason: LibraryFault.Reason) {
    switch reason {
    case .system(let code, let words):
      switch code {
      case EACCES, EPERM: self.init(.writePermissionDenied)
      case EROFS: self.init(.writeReadOnly)
      case ENOSPC, EDQUOT: self.init(.writeDiskFull)
      case ENOENT: self.init(.libraryReasonNoSuchFile)
      default: self.init(.errorOther, ["detail": .text(words)])
      }
    case .sqlite(let code, let words):
      // SQLite's primary result codes (sqlite3.h), fixed by its file format promise.
      switch code {
      case 3, 23: self.init(.writePermissionDenied)  // SQLITE_PERM, SQLITE_AUTH
      case 5, 6: self.init(.libraryReasonBusy)  // SQLITE_BUSY, SQLITE_LOCKED
      case 8: self.init(.writeReadOnly)  // SQLITE_READONLY
      case 10: self.init(.libraryReasonIOError)  // SQLITE_IOERR
      case 11: self.init(.libraryReasonCorrupt)  // SQLITE_CORRUPT
      case 13: self.init(.writeDiskFull)  // SQLITE_FULL
      case 14: self.init(.libraryReasonCannotOpen)  // SQLITE_CANTOPEN
      case 26: self.init(.libraryReasonNotADatabase)  // SQLITE_NOTADB
      default: self.init(.errorOther, ["detail": .text(words)])
      }
    case .fileSizeLimit(let bytes): self.init(fault: WriteFault.fileSizeLimit(bytes: bytes))
    case .limited(let inner, let bytes):
      self.init(
        .libraryReasonLimited,
        [
          "reason": .message(Message(libraryReason: inner)),
          "limit": .message(Message(fault: WriteFault.fileSizeLimit(bytes: bytes))),
        ])
    case .diskFull(let inner):
      self.init(
        .libraryReasonDiskFullToo, ["reason": .message(Message(libraryReason: inner))])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  private static func at(
    _ path: String, _ reason: LibraryFault.Reason, file: LibraryFault.File? = nil
  ) -> [String: MessageArgument] {
    var arguments: [String: MessageArgument] = [
      "path": .text(path), "reason": .message(Message(libraryReason: reason)),
    ]
    if let file { arguments["file"] = Self.file(file) }
    return arguments
  }

  private static func file(_ file: LibraryFault.File) -> MessageArgument {
    switch file {
    case .watchlist: .message(Message(.libraryFileWatchlist))
    case .responseCache: .message(Message(.libraryFileResponseCache))
    }
  }

  private static func special(_ special: LibraryFault.Special) -> MessageArgument {
    switch special {
    case .fifo: .message(Message(.librarySpecialFIFO))
    case .socket: .message(Message(.librarySpecialSocket))
    case .device: .message(Message(.librarySpecialDevice))
    case .other: .message(Message(.librarySpecialOther))
    }
  }
}
