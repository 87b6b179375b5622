#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the watchlist database or the response cache failed, as a value: which file, what is
/// wrong with it and what the user can do. `english` is the sentence Reel has always said; the
/// screen and the printing commands word the same value in the user's language. It lives here,
/// beside `WriteFault`, because Library throws it and Browser carries it (Browser cannot see
/// Library).
public enum LibraryFault: Sendable, Equatable {
  /// Which of Reel's files.
  public enum File: Sendable, Equatable {
    case watchlist, responseCache

    public var english: String {
      switch self {
      case .watchlist: "the watchlist database"
      case .responseCache: "the response cache"
      }
    }
  }

  /// What a path that should be an ordinary file is instead.
  public enum Special: Sendable, Equatable {
    case fifo, socket, device, other

    public var english: String {
      switch self {
      case .fifo: "a named pipe (FIFO)"
      case .socket: "a socket"
      case .device: "a device"
      case .other: "a special file"
      }
    }
  }

  /// The home folder does not exist.
  case homeMissing(path: String)
  /// A path that should be a folder is a file.
  case fileNotFolder(path: String)
  case cannotCreateFolder(path: String, Reason)
  /// The folder of a path the user named does not exist (and is not created for them).
  case folderMissing(path: String, File)
  case folderNotDatabase(path: String)
  case notOrdinaryFile(path: String, Special, File)
  case cannotMoveAside(path: String, Reason)
  case cannotOpenFolder(path: String, Reason)
  case cannotLockFolder(path: String, Reason)
  /// Another Reel held the folder's lock past the wait.
  case lockTimedOut(seconds: Int, File, path: String, folder: String)
  case unreadable(path: String)
  case cannotReadFile(path: String, Reason)
  case notReadyToRead(File, path: String)
  case damagedReadOnly(File, path: String, Reason)
  case cannotOpen(File, path: String, Reason)
  case newerVersion(File, path: String)
  case notADatabase(path: String, Reason)
  case foreign(path: String, File)
  case cannotReadWatchlist(Reason)
  case cannotSaveWatchlist(Reason)
  case notAMovieID(Int)
  case readOnly(path: String)
  /// Another program is writing to the watchlist.
  case busy
  case diskFull(path: String)
  /// Words Reel has no value for.
  case said(String)

  /// A lower layer's reason (the system's, SQLite's), with its English words as it gave them.
  public indirect enum Reason: Sendable, Equatable {
    /// `errno`, said as strerror says it (lower case).
    case system(code: Int32, words: String)
    /// SQLite's primary result code and message.
    case sqlite(code: Int32, words: String)
    /// The file size limit (`ulimit -f`) is below what the file needs.
    case fileSizeLimit(bytes: Int)
    /// A reason, then the file size limit that explains it.
    case limited(Reason, bytes: Int)
    /// A reason, and the disk holding the file is full.
    case diskFull(Reason)
    case said(String)

    public var english: String {
      switch self {
      case .system(_, let words), .sqlite(_, let words), .said(let words): words
      case .fileSizeLimit(let bytes): WriteFault.fileSizeLimit(bytes: bytes).english
      case .limited(let reason, let bytes):
        "\(reason.english): \(WriteFault.fileSizeLimit(bytes: bytes).english)"
      case .diskFull(let reason):
        "\(reason.english) (the disk holding it is full: free some space and try again)"
      }
    }

    /// strerror's words, lower case, for `code`.
    public static func system(_ code: Int32) -> Reason {
      .system(code: code, words: String(cString: strerror(code)).lowercased())
    }
  }

  public var english: String {
    switch self {
    case .homeMissing(let path):
      "the home folder \(path) does not exist; set HOME (or the XDG_*_HOME variables) "
        + "to a folder that does"
    case .fileNotFolder(let path): "\(path) is a file, not a folder"
    case .cannotCreateFolder(let path, let reason):
      "cannot create the folder \(path): \(reason.english)"
    case .folderMissing(let path, let file):
      "the folder \(path) for \(file.english) does not exist"
        + (file == .watchlist
          ? " (REEL_WATCHLIST_DB names a file in it); create the folder or fix the path" : "")
    case .folderNotDatabase(let path): "\(path) is a folder, not a database"
    case .notOrdinaryFile(let path, let special, let file):
      "\(path) is \(special.english), not a file; \(file.english) must be an ordinary file"
    case .cannotMoveAside(let path, let reason):
      "the database \(path) is damaged and could not be moved aside: \(reason.english)"
    case .cannotOpenFolder(let path, let reason):
      "cannot open the folder \(path): \(reason.english)"
    case .cannotLockFolder(let path, let reason):
      "cannot lock the folder \(path): \(reason.english)"
    case .lockTimedOut(let seconds, let file, let path, let folder):
      "gave up after \(seconds) s waiting for another program that is opening "
        + "\(file.english) \(path) (it holds a lock on \(folder)); nothing was changed"
    case .unreadable(let path): "\(path) cannot be read (permission denied)"
    case .cannotReadFile(let path, let reason): "cannot read \(path): \(reason.english)"
    case .notReadyToRead(let file, let path):
      "\(file.english) \(path) cannot be written, and is not ready to be read yet"
    case .damagedReadOnly(let file, let path, let reason):
      "\(file.english) \(path) is damaged (\(reason.english)) and cannot be written, so it was "
        + "left as it is"
    case .cannotOpen(let file, let path, let reason):
      "cannot open \(file.english) \(path): \(reason.english)"
    case .newerVersion(let file, let path):
      "\(file.english) \(path) was written by a newer version of Reel; "
        + "update Reel to use it (the file was left as it is)"
    case .notADatabase(let path, let reason):
      "\(path) is not an SQLite database (\(reason.english)), so Reel left it as it is; if it "
        + "is an old or damaged watchlist, move it away (mv \(path) \(path).old) and Reel starts "
        + "a new one"
    case .foreign(let path, let file):
      "\(path) is another program's SQLite database, not \(file.english); Reel left "
        + "it as it is (choose another file)"
    case .cannotReadWatchlist(let reason): "cannot read the watchlist: \(reason.english)"
    case .cannotSaveWatchlist(let reason): "cannot save the watchlist: \(reason.english)"
    case .notAMovieID(let id): "\(id) is not a TMDB movie id (the row was damaged); not saved"
    case .readOnly(let path): "the watchlist database \(path) is read-only; nothing was saved"
    case .busy: "the watchlist is busy (another program is writing to it); nothing was saved"
    case .diskFull(let path): "the disk holding \(path) is full; nothing was saved"
    case .said(let words): words
    }
  }
}

/// What opening the watchlist database or the response cache had to do that the user should
/// hear about, as a value; `english` is the sentence Reel has always said.
public enum LibraryNotice: Sendable, Equatable {
  /// The file can be read but not written.
  case readOnly(LibraryFault.File, path: String)
  /// A damaged file was renamed aside, byte for byte, and a new one started.
  case movedAside(LibraryFault.File, to: String)
  /// A damaged file was deleted and a new one started (the cache: all of it can be fetched again).
  case cleared(LibraryFault.File)

  public var english: String {
    switch self {
    case .readOnly(let file, let path):
      "\(Self.capitalized(file.english)) \(path) is read-only: it can be read, but changes "
        + "cannot be saved."
    case .movedAside(let file, let path):
      "\(Self.capitalized(file.english)) was damaged; it was moved to \(path) and a new one "
        + "started."
    case .cleared(let file):
      "\(Self.capitalized(file.english)) was damaged; it was cleared and a new one started."
    }
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension LibraryFault {
  /// The same failure with each path it names given by `shown`: a printed line writes out what
  /// cannot be seen in a path (`\u202E`), which the sentence's own cleaning would take out in
  /// the languages worded from the tables, naming a path that is not there.
  public func mappingPaths(_ shown: (String) -> String) -> LibraryFault {
    switch self {
    case .homeMissing(let path): .homeMissing(path: shown(path))
    case .fileNotFolder(let path): .fileNotFolder(path: shown(path))
    case .cannotCreateFolder(let path, let reason): .cannotCreateFolder(path: shown(path), reason)
    case .folderMissing(let path, let file): .folderMissing(path: shown(path), file)
    case .folderNotDatabase(let path): .folderNotDatabase(path: shown(path))
    case .notOrdinaryFile(let path, let special, let file):
      .notOrdinaryFile(path: shown(path), special, file)
    case .cannotMoveAside(let path, let reason): .cannotMoveAside(path: shown(path), reason)
    case .cannotOpenFolder(let path, let reason): .cannotOpenFolder(path: shown(path), reason)
    case .cannotLockFolder(let path, let reason): .cannotLockFolder(path: shown(path), reason)
    case .lockTimedOut(let seconds, let file, let path, let folder):
      .lockTimedOut(seconds: seconds, file, path: shown(path), folder: shown(folder))
    case .unreadable(let path): .unreadable(path: shown(path))
    case .cannotReadFile(let path, let reason): .cannotReadFile(path: shown(path), reason)
    case .notReadyToRead(let file, let path): .notReadyToRead(file, path: shown(path))
    case .damagedReadOnly(let file, let path, let reason):
      .damagedReadOnly(file, path: shown(path), reason)
    case .cannotOpen(let file, let path, let reason): .cannotOpen(file, path: shown(path), reason)
    case .newerVersion(let file, let path): .newerVersion(file, path: shown(path))
    case .notADatabase(let path, let reason): .notADatabase(path: shown(path), reason)
    case .foreign(let path, let file): .foreign(path: shown(path), file)
    case .readOnly(let path): .readOnly(path: shown(path))
    case .diskFull(let path): .diskFull(path: shown(path))
    case .cannotReadWatchlist, .cannotSaveWatchlist, .notAMovieID, .busy, .said: self
    }
  }
}

extension LibraryNotice {
  /// The same notice with its path given by `shown` (see `LibraryFault.mappingPaths`).
  public func mappingPaths(_ shown: (String) -> String) -> LibraryNotice {
    switch self {
    case .readOnly(let file, let path): .readOnly(file, path: shown(path))
    case .movedAside(let file, let path): .movedAside(file, to: shown(path))
    case .cleared: self
    }
  }
}
