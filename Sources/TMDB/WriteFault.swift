/// Why a file Reel writes (a recording) could not be written, as a value the screen words in
/// the user's language; `english` for stderr and the log. Two faults are equal when they say
/// the same thing in English (see `AnswerFault`).
public enum WriteFault: Sendable, Equatable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  case diskFull
  case permissionDenied
  case readOnly
  /// The file size limit (`ulimit -f`) is below what the file needs; `bytes` is the limit.
  case fileSizeLimit(bytes: Int)
  /// The system's own words (Foundation's description of an error Reel does not name).
  case said(String)

  public init(stringLiteral value: String) { self = .said(value) }

  public var description: String { english }

  public static func == (lhs: WriteFault, rhs: WriteFault) -> Bool {
    lhs.english == rhs.english
  }

  public var english: String {
    switch self {
    case .diskFull: "the disk is full"
    case .permissionDenied: "permission denied"
    case .readOnly: "the disk is read-only"
    case .fileSizeLimit(let bytes):
      "the file size limit (ulimit -f: \(Self.size(bytes).english)) is too small"
    case .said(let words): words
    }
  }

  /// A size as the limit is said: whole bytes, KB or MB.
  public enum Size: Sendable, Equatable {
    case bytes(Int), kilobytes(Int), megabytes(Int)

    public var english: String {
      switch self {
      case .bytes(let count): "\(count) bytes"
      case .kilobytes(let count): "\(count) KB"
      case .megabytes(let count): "\(count) MB"
      }
    }
  }

  public static func size(_ bytes: Int) -> Size {
    bytes < 1024
      ? .bytes(bytes)
      : bytes < 1024 * 1024 ? .kilobytes(bytes / 1024) : .megabytes(bytes / 1024 / 1024)
  }
}
