import TMDB

extension Message {
  /// Why an answer or a replay record could not be used, in the user's language. In English
  /// the words are exactly `AnswerFault.english`; what came from the body (a field's name, a
  /// bare word, a path) stays as it was written.
  public init(fault: AnswerFault) {
    switch fault {
    case .emptyBody: self.init(.reasonEmptyBody)
    case .bodyTooLarge(let bytes, let limit):
      self.init(.reasonBodyTooLarge, ["bytes": .number(bytes), "limit": .number(limit)])
    case .nestedTooDeep(let levels): self.init(.reasonNestedTooDeep, ["levels": .number(levels)])
    case .tooManyEntries(let limit): self.init(.reasonTooManyEntries, ["limit": .number(limit)])
    case .htmlPage: self.init(.reasonHTMLPage)
    case .plainText(let bytes): self.init(.reasonPlainText, ["bytes": .number(bytes)])
    case .invalidJSON: self.init(.reasonInvalidJSON)
    case .truncatedJSON: self.init(.reasonTruncatedJSON)
    case .numberTooLarge(let field?): self.init(.reasonNumberTooLarge, ["field": .text(field)])
    case .numberTooLarge(nil): self.init(.reasonValueNumberTooLarge)
    case .bareWord(let field?, let word):
      self.init(.reasonBareWord, ["field": .text(field), "word": .text(word)])
    case .bareWord(nil, let word): self.init(.reasonValueBareWord, ["word": .text(word)])
    case .notWholeNumber(let field, let value):
      self.init(.reasonNotWholeNumber, ["field": .text(field), "value": .text("\(value)")])
    case .missing(let field, nil): self.init(.reasonMissing, ["field": .text(field)])
    case .missing(let field, let within?):
      self.init(.reasonMissingIn, ["field": .text(field), "path": .text(within)])
    case .wrongKind(let path, let expected):
      self.init(.reasonWrongKind, ["path": Self.path(path), "kind": Self.kind(expected)])
    case .null(let path, let expected):
      self.init(.reasonNull, ["path": Self.path(path), "kind": Self.kind(expected)])
    case .malformed(let path): self.init(.reasonMalformed, ["path": Self.path(path)])
    case .undecodable: self.init(.reasonUndecodable)
    case .tooManyOnOnePage(let listed, let items, let size):
      self.init(
        items == .films ? .reasonTooManyFilms : .reasonTooManyPeople,
        ["listed": .number(listed), "size": .number(size)])
    case .pageBelowOne(let page): self.init(.reasonPageBelowOne, ["page": .number(page)])
    case .pageBeyondLast(let page, let last):
      self.init(.reasonPageBeyondLast, ["page": .number(page), "last": .number(last)])
    case .notAnID(let id): self.init(.reasonNotAnID, ["id": .number(id)])
    case .notARegularFile: self.init(.reasonNotARegularFile)
    case .fileTooLarge(let size): self.init(.reasonFileTooLarge, ["size": .number(size)])
    case .unreadableFile: self.init(.reasonUnreadableFile)
    case .recordNestedTooDeep: self.init(.reasonRecordNestedTooDeep)
    case .notUTF8: self.init(.reasonNotUTF8)
    case .bodyUnusable: self.init(.reasonBodyUnusable)
    case .recordBodyTooLarge(let size):
      self.init(.reasonRecordBodyTooLarge, ["size": .number(size)])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  /// A network problem `NetworkFailure`'s own cases do not name, in the user's language.
  public init(problem: NetworkProblem) {
    switch problem {
    case .proxyUnresolved: self.init(.netProxyUnresolved)
    case .proxyRefused(let host): self.init(.netProxyRefused, ["host": .text(host)])
    case .headTooLarge(let host): self.init(.netHeadTooLarge, ["host": .text(host)])
    case .notHTTP(let host): self.init(.netNotHTTP, ["host": .text(host)])
    case .noAnswer(let host): self.init(.netNoAnswer, ["host": .text(host)])
    case .redirectLoop(let host): self.init(.netRedirectLoop, ["host": .text(host)])
    case .invalidBaseURL: self.init(.netInvalidBaseURL)
    case .notTLS(let host): self.init(.netNotTLS, ["host": .text(host)])
    case .certificates(let host): self.init(.netCertificates, ["host": .text(host)])
    case .outOfMemory(let host): self.init(.netOutOfMemory, ["host": .text(host)])
    case .exchangeFailed(let host): self.init(.netExchangeFailed, ["host": .text(host)])
    case .curlUnavailable: self.init(.netCurlUnavailable)
    case .notOverHTTP: self.init(.netNotOverHTTP)
    case .headerControlCharacter(let name): self.init(.netHeaderControl, ["name": .text(name)])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }

  /// A JSON path from the body as it is; the top level in the language's words.
  private static func path(_ path: String?) -> MessageArgument {
    path.map(MessageArgument.text) ?? .message(Message(.reasonTopLevel))
  }

  private static func kind(_ kind: AnswerFault.ValueKind) -> MessageArgument {
    switch kind {
    case .list: .message(Message(.kindList))
    case .object: .message(Message(.kindObject))
    case .text: .message(Message(.kindText))
    case .number: .message(Message(.kindNumber))
    case .trueOrFalse: .message(Message(.kindTrueOrFalse))
    }
  }
}

extension Message {
  /// Why a recording could not be written, in the user's language; the system's own words
  /// (Foundation's, for a failure Reel does not name) stay as they are.
  public init(fault: WriteFault) {
    switch fault {
    case .diskFull: self.init(.writeDiskFull)
    case .permissionDenied: self.init(.writePermissionDenied)
    case .readOnly: self.init(.writeReadOnly)
    case .fileSizeLimit(let bytes):
      let size: Message =
        switch WriteFault.size(bytes) {
        case .bytes(let count): Message(.sizeBytes, ["count": .number(count)])
        case .kilobytes(let count): Message(.sizeKilobytes, ["count": .number(count)])
        case .megabytes(let count): Message(.sizeMegabytes, ["count": .number(count)])
        }
      self.init(.writeFileSizeLimit, ["size": .message(size)])
    case .said(let words): self.init(.errorOther, ["detail": .text(words)])
    }
  }
}
