/// Why an answer, or a replay record, could not be used: a value, so the screen words it in
/// the user's language (`Message+TMDB`) and `english` words it for stderr and the log. A reason
/// made of English words stayed English inside Japanese, Persian and Arabic sentences.
///
/// Two faults are equal when they say the same thing in English: the words are what every
/// test and log line has always compared, and a literal ("the body was empty") still reads as
/// the fault it names.
public enum AnswerFault: Sendable, Equatable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  // The body as a whole.
  case emptyBody
  case bodyTooLarge(bytes: Int, limitMiB: Int)
  case nestedTooDeep(levels: Int)
  case tooManyEntries(limit: Int)
  case htmlPage
  case plainText(bytes: Int)
  case invalidJSON
  /// Foundation's parser failing at the top: cut short, or a bad UTF-8 sequence.
  case truncatedJSON
  // One value. `field` is the key the value belongs to, nil for a value in a list.
  case numberTooLarge(field: String?)
  case bareWord(field: String?, word: String)
  case notWholeNumber(field: String, value: Double)
  /// A required key absent; `within` is the path of the object it belongs in (nil: the top).
  case missing(field: String, within: String?)
  /// The value at `path` (nil: the whole body) is not of the kind the endpoint sends.
  case wrongKind(path: String?, expected: ValueKind)
  case null(path: String?, expected: ValueKind)
  case malformed(path: String?)
  case undecodable
  // What the values say.
  case tooManyOnOnePage(listed: Int, of: PageItems, pageSize: Int)
  case pageBelowOne(Int)
  case pageBeyondLast(Int, last: Int)
  case notAnID(Int)
  // A replay record's file.
  case notARegularFile
  case fileTooLarge(megabytes: Int)
  case unreadableFile
  case recordNestedTooDeep
  case notUTF8
  case bodyUnusable
  case recordBodyTooLarge(megabytes: Int)
  /// Words from elsewhere, kept as they are (a literal in a test, a record made by hand).
  case said(String)

  /// What a JSON value was expected to be.
  public enum ValueKind: Sendable, Equatable {
    case list, object, text, number, trueOrFalse
  }

  /// What a page lists.
  public enum PageItems: Sendable, Equatable {
    case films, people
  }

  public init(stringLiteral value: String) { self = .said(value) }

  public var description: String { english }

  public static func == (lhs: AnswerFault, rhs: AnswerFault) -> Bool {
    lhs.english == rhs.english
  }

  /// The clause in English, as it goes after "Unreadable response for …: ".
  public var english: String {
    switch self {
    case .emptyBody: "the body was empty"
    case .bodyTooLarge(let bytes, let limit):
      "the body was \(bytes) bytes, over the \(limit) MiB limit"
    case .nestedTooDeep(let levels): "the JSON is nested deeper than \(levels) levels"
    case .tooManyEntries(let limit):
      "it has a list or object of more than \(limit) entries; no TMDB answer has as many"
    case .htmlPage: "it is not JSON (an HTML page)"
    case .plainText(let bytes): "it is not JSON (\(bytes) bytes of text)"
    case .invalidJSON: "it is not valid JSON"
    case .truncatedJSON: "it is not valid JSON (truncated, or invalid UTF-8)"
    case .numberTooLarge(let field): "its \(field ?? "value") is a number too large to use"
    case .bareWord(let field, let word):
      "its \(field ?? "value") is \(word), which is not a JSON value"
    case .notWholeNumber(let field, let value): "its \(field) is \(value), not a whole number"
    case .missing(let field, nil): "missing \"\(field)\""
    case .missing(let field, let within?): "missing \"\(field)\" in \(within)"
    case .wrongKind(let path, let expected):
      "\(path ?? "the top level") is not \(expected.english)"
    case .null(let path, let expected):
      "\(path ?? "the top level") is null where \(expected.english) belongs"
    case .malformed(let path): "\(path ?? "the top level") is malformed"
    case .undecodable: "it could not be decoded"
    case .tooManyOnOnePage(let listed, let items, let size):
      "it lists \(listed) \(items == .films ? "films" : "people") on one page, where TMDB lists \(size)"
    case .pageBelowOne(let page): "its page number is \(page); pages start at 1"
    case .pageBeyondLast(let page, let last):
      "its page number is \(page), beyond TMDB's \(last) pages"
    case .notAnID(let id): "its id is \(id), not a TMDB id"
    case .notARegularFile: "it is not a regular file"
    case .fileTooLarge(let megabytes): "it is larger than \(megabytes) MB"
    case .unreadableFile: "it could not be read"
    case .recordNestedTooDeep: "its JSON is nested too deeply"
    case .notUTF8: "it is not valid UTF-8 text"
    case .bodyUnusable: "its body is unusable"
    case .recordBodyTooLarge(let megabytes): "its body is larger than \(megabytes) MB"
    case .said(let words): words
    }
  }
}

extension AnswerFault.ValueKind {
  public var english: String {
    switch self {
    case .list: "a list"
    case .object: "an object"
    case .text: "text"
    case .number: "a number"
    case .trueOrFalse: "true or false"
    }
  }
}
