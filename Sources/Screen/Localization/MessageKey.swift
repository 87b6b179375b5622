/// Every word Reel shows, by key. Each language's strings table has a template per key;
/// `parameters` names the placeholders (`{title}`) a template may use, and tests check that
/// every table uses exactly these.
public enum MessageKey: String, CaseIterable, Sendable {
  // lead: the detail pane's sections in the user's language.
  case paneWhereToWatch, paneNoOffers, paneMoreLikeThis, paneCastAndCrew, paneChooseHint
  case paneSectionFailed, paneSectionFailedPlain
  // Status messages, in the browser's own words.
  case cancelled, addedToWatchlist, removedFromWatchlist, removedFromWatchlistUndoable
  case restoredToWatchlist, skippedUnreadable, noMoviesMatch, categoryHasNoMovies
  case watchlistSorted, watchlistUnreadable, watchlistNotSaved
  // Whole-screen messages.
  case cannotReachTMDB, configurationDidNotLoad, configurationUnreadable, genresUnreadable
  case terminalTooSmall
  // Loading and empty states.
  case connectingToTMDB, loadingSource, loadingPage, loading, loadingDetails, loadingMore
  case rowLoading, rowPageFailed, pageDidNotLoad, selectMovie, nothingToShow, listCouldNotLoad
  case detailsFailed, detailsFailedPlain, pressKeyToRetry, watchlistEmpty, watchlistEmptyHint
  case untitled, noOverview, noRatingsYet, onYourWatchlist, votes, position
  // Search.
  case searchQuery, searchPlaceholder, searchPlaceholderShort
  // Headers and labels.
  case directorLabel, trailerLabel, tmdbLabel, castLabel, characterRole, watchlistTitle
  case orderNewestFirst, orderByTitle, orderByYear, orderByRating
  case categoryPopular, categoryTopRated, categoryNowPlaying, categoryUpcoming, categoryTrending
  case categoryShortPopular, categoryShortTopRated, categoryShortNowPlaying
  case categoryShortUpcoming, categoryShortTrending
  case modeLive, modeReplay
  // Key hints in the status bar: the action word beside a key.
  case hintRetry, hintQuit, hintHelp, hintClose, hintSearch, hintBack, hintResults, hintOpen
  case hintRemove, hintOrder, hintUndo, hintWatch, hintScroll, hintCategories
  // The help overlay.
  case helpTitle, helpFooter, helpNoKeys
  case helpSectionMove, helpSectionBrowse, helpSectionWatchlist, helpSectionSearchField
  case helpSectionInspector
  case actionDown, actionUp, actionPageDown, actionPageUp, actionHalfPageDown, actionHalfPageUp
  case actionFirstResult, actionLastResult, actionSearch, actionOpenDetail, actionBack
  case actionCancelOrBack, actionNextPane, actionToggleWatchlist, actionWatchlistView
  case actionRefresh, actionHelp, actionQuit, actionNextOrder, actionUndoRemoval
  case actionSearchNow, actionLeaveSearch, actionDeleteCharacter, actionDeleteWord
  case actionClear, actionGoToResults
  // The printing commands (`reel show`, `reel search`, `reel list`).
  case printedUntitled, printedOriginalTitle, printedReleased, printedUnknown, printedRuntime
  case printedGenres, printedRating, printedRatingValue, printedCertificate, printedStatus
  case printedDirector, printedCast, printedCastAs, printedNoOverview, printedTrailer
  case printedTMDB, printedListHeading, printedNoResults, printedRange
  case printedColumnID, printedColumnTitle, printedColumnYear, printedColumnRating
  case printedUnreadableSkipped, printedUnreadableLeftOut, printedCollection
  // Errors, by kind; the detail TMDB sends back stays in its own words.
  case errorNotFound, errorCredentialsRefused, errorCredentialRefused, errorCredentialRefusedSaying
  case errorRejected, errorRateLimitedRetryIn, errorRateLimited, errorServer, errorServerSaying
  case errorUnexpectedStatus, errorBadResponse, errorDamagedRecord, errorNetwork, errorTimedOut,
    errorCannotConnect
  case errorCannotResolveHost, errorConnectionLost, errorNetworkCancelled, errorOther
  case errorRateLimitedGaveUp, errorRateLimitedGaveUpWait, errorGaveUp, errorRecordingFailed

  // l10n2: the person screen and printer, the discover form and its filters in words, the
  // network inspector, where to watch and the other printing commands.
  case personPageFailed, personPageFailedPlain, personKnownFor, personBorn, personBornIn
  case personDied, personFilms, personFilmsSortKey, orderMostPopularFirst, personNoFilms
  case departmentActing, departmentDirecting, departmentWriting, departmentProduction
  case departmentSound, departmentCamera, departmentEditing, departmentArt
  case departmentCostumeMakeUp, departmentCrew, departmentVisualEffects, departmentLighting
  case discoverTitle, discoverFieldGenre, discoverFieldExcludedGenre, discoverFieldYears
  case discoverFieldMinimumRating, discoverFieldMinimumVotes, discoverFieldLanguage
  case discoverFieldRuntime, discoverFieldCertification, discoverFieldSort, discoverAny
  case discoverNone, discoverGenreNumber, discoverCertificationIn, discoverHintField
  case discoverHintChange, discoverHintType, discoverProblemYears, discoverProblemRating
  case discoverProblemVotes, discoverProblemRuntime, discoverHeading
  case sortPopularityDescending, sortPopularityAscending, sortRatingDescending
  case sortRatingAscending, sortDateDescending, sortDateAscending, sortRevenueDescending
  case sortRevenueAscending, sortTitleAscending, sortTitleDescending
  case filterAnd, filterOr, filterNot, filterFrom, filterUntil, filterMinutes
  case filterRatingAtLeast, filterVotesAtLeast, filterOriginalLanguage, filterRated
  case filterAllMovies
  case inspectorTitle, inspectorTitleMatching, inspectorRequestTitle, inspectorBreakpointsTitle
  case hintFilter, hintBreak, hintBreakpoints, hintFind, hintNext, hintAdd, hintDelete
  case inspectorFilterLabel, inspectorBreakOnLabel, inspectorFindLabel, inspectorAbortWith
  case inspectorAbortChoices, inspectorPaused, inspectorPausedChoices, inspectorColumns
  case inspectorNoRequests, inspectorNoRequestMatches, inspectorLeftRecord, inspectorFindNoMatch
  case inspectorNoBreakpoints, inspectorRetried, inspectorStale, inspectorOutcomeContinued
  case inspectorOutcomeEdited, inspectorOutcomeAutoContinued, inspectorOutcomeAborted
  case printedUnnamed, printedKnownFor, printedBorn, printedDied, printedBornIn
  case printedBornPlace, printedNoBiography, printedFilmsNone, printedFilmsHeading
  case printedColumnName, printedPeopleHeading, printedUnnamedCollection
  case printedCollectionFilms, printedWhereToWatch, printedWhereToWatchUnavailable
  case printedWhereToWatchNone, printedOfferStream, printedOfferFree, printedOfferAds
  case printedOfferRent, printedOfferBuy, printedOfferMore, printedJustWatch
  case printedRecommendations, printedSimilar, noMoviesMatchFilters, inspectorOutcomePaused
  case inspectorNoteLeftRecord, inspectorNoteCopiedCurl, inspectorNoteBreakpointSet
  case inspectorNoteBreakpointNotSet, inspectorNoteBreakpointDeleted
  case inspectorNoteContinuedOriginal, inspectorNoteNotPaused, inspectorNoteContinuedNoEdit
  case inspectorNoteContinuedEdited, inspectorNoteAborted, inspectorAbort503
  case inspectorAbortTimeout, inspectorAbortDrop, inspectorNoteEditedInvalid, inspectorNoteEdited
  case inspectorNoteHARWritten, inspectorNoteCannotCreate, inspectorEditorCannotWrite
  case inspectorEditorNotNamed
  case inspectorNoteWritingHAR
  case inspectorEditorCannotStart, inspectorEditorExited, inspectorEditorCannotRead
  case inspectorEditorNotAFile, inspectorEditorTooLarge
  case inspectorDetailFrom, inspectorDetailMilliseconds, inspectorDetailBytes
  case inspectorDetailBytesCut, inspectorDetailRetried, inspectorDetailTaken
  case inspectorDetailDropped, inspectorDetailBreakpoint, inspectorDetailNoAnswer
  case inspectorDetailWaiting, inspectorDetailEditedBody, inspectorDetailOriginalBody
  case noticeRateLimitedWaiting, noticeServerErrorWaiting, noticeConnectionLostWaiting
  case noticeCachedAfterServerError, noticeCachedAfterTimeout, noticeCachedOffline, noticeLiveAgain
  case noticeTerminalBeyondBound
  case ageUnderAMinute, ageMinutes, ageHours, ageDays
  case printedPagesOne, printedPagesRange, printedPagesHeading, printedRepeatedSkipped
  case printedPlayed, statusPausedAtBreakpoint

  // Screens wired to the tables: busy watchlist, failures by kind, home rows, more help.
  case watchlistBusyNotSaved, watchlistBusyNotRead, watchlistCouldNotBeRead, failureOffline,
    failureTimedOut
  case failureNotFound, failureUnauthorized, failureRateLimited, failureServer, failureBadResponse
  case failureBusy, failureStorage, failureOther, rowPageFailedPlain, pageDidNotLoadPlain
  case homeRowFailed, homeRowFailedSaying, retrySuffix, homeNothingHere, cardDidNotLoad
  case homeTrendingThisWeek, homeYourWatchlist, hintReload, helpSectionHome, actionHome
  case actionNextCard, actionPreviousCard, actionNextRow, actionPreviousRow, actionFirstRow
  case actionLastRow, actionReloadRow, actionShowPopular, actionShowTopRated, actionShowNowPlaying
  case actionShowUpcoming, actionShowTrending
  case nothingLeftToUndo  // watchwin: `u` with every removal already put back
  // helper "detail": the complete detail pane, o/y/n, the collection screen.
  case collectionFilmsHeading, collectionNoFilms, collectionFailed
  case writersLabel, detailCollectionLabel, originalLanguageLabel, countriesLabel, budgetLabel
  case revenueLabel, imdbLabel, homepageLabel, noteLabel, noteEditHint
  case openedInBrowser, noBrowser, browserFailed, copiedLink, helpSectionDetail
  case actionOpenInBrowser, actionCopyLink, noteSaved, actionEditNote
  // keys2: the offline badge, the message history (`M`), help sections for the form and person.
  case badgeOffline, messagesTitle, messagesEmpty, actionMessages, helpSectionDiscover
  case helpSectionPerson
  // keys2: `s` and `f` over what is loaded.
  case orderAsTMDB, loadedSorted, filterHeader, filterPrompt
  // lead (session 18): the help's words that were English in every language.
  case helpDiscoverWithFilters, helpFilterLoaded, helpSortLoaded, helpSortFilms, helpEarlierQuery
  case helpLaterQuery, helpCursorLeft, helpCursorRight, helpCursorStart, helpCursorEnd
  case helpWordLeft, helpWordRight, helpDeleteToEnd, helpNextField, helpPreviousField
  case helpNextChoice, helpPreviousChoice, helpRunDiscover, helpClose, helpClearField
  case helpNetworkInspector, helpNextRequest, helpPreviousRequest, helpOldest, helpNewestFollow
  case helpShowRequest, helpFilter, helpBreakOnEndpoint, helpBreakOnPattern, helpBreakpoints
  case helpScrollDown, helpScrollUp, helpTop, helpFind, helpNextMatch, helpPreviousMatch
  case helpSendEdited, helpCopyCurl, helpWriteHAR, helpEditPaused, helpContinueUnchanged
  case helpAbortPaused, helpBackOrClose, helpNext, helpPrevious, helpDelete, helpAddPattern
  case helpAbort503, helpAbortTimeout, helpAbortDropped, helpCancel
  case discoverProblemYearsBackwards, discoverProblemRuntimeBackwards
  // fix37: an editor that returned at once; why a HAR file could not be written.
  case inspectorEditorUnchanged, harCannotWrite, harReasonFolder, harReasonNobodyReads
  case harReasonOwnInput, harReasonNoDescriptor, harReasonPermissionDenied
  case harReasonFolderMissing, harReasonNoSpace, harReasonReadOnly
  // review42: the reasons inside TMDB's failures, and the failures naming two ids.
  case reasonEmptyBody, reasonBodyTooLarge, reasonNestedTooDeep, reasonTooManyEntries
  case reasonHTMLPage, reasonPlainText, reasonInvalidJSON, reasonTruncatedJSON
  case reasonNumberTooLarge, reasonValueNumberTooLarge, reasonBareWord, reasonValueBareWord
  case reasonNotWholeNumber, reasonMissing, reasonMissingIn, reasonWrongKind, reasonNull
  case reasonMalformed, reasonUndecodable, reasonTooManyFilms, reasonTooManyPeople
  case reasonPageBelowOne, reasonPageBeyondLast, reasonNotAnID, reasonNotARegularFile
  case reasonFileTooLarge, reasonUnreadableFile, reasonRecordNestedTooDeep, reasonNotUTF8
  case reasonBodyUnusable, reasonRecordBodyTooLarge, reasonTopLevel, kindList, kindObject
  case kindText, kindNumber, kindTrueOrFalse, netProxyUnresolved, netProxyRefused, netHeadTooLarge
  case netNotHTTP, netNoAnswer, netRedirectLoop, netInvalidBaseURL, netNotTLS, netCertificates
  case netOutOfMemory, netExchangeFailed, netCurlUnavailable, netNotOverHTTP, netHeaderControl
  case netTooLarge, netRedirectRefused, errorTooLarge, errorRedirectRefused, errorWrongMovie
  case errorWrongPerson, errorWrongCollection, errorWrongProviders, errorWrongPage
  case writeDiskFull, writePermissionDenied, writeReadOnly, writeFileSizeLimit, sizeBytes
  case sizeKilobytes, sizeMegabytes
  case jobDirector, jobScreenplay, jobWriter, jobStory
  // fix44: why the inspector's request was tried again.
  case retryReasonRateLimited, retryReasonServerError, retryReasonConnectionLost
  case endpointConfiguration, endpointGenres, endpointPopular, endpointTopRated
  case endpointNowPlaying, endpointUpcoming, endpointTrending, endpointSearch, endpointDetails
  case endpointDiscover, endpointRecommendations, endpointSimilar, endpointPerson
  case endpointSearchPeople, endpointWatchProviders, endpointCollection
  // fix45: Reel's own words that reached localised screens and printed output in English.
  case errorAbortedAtBreakpoint, inspectorMarkAbort503, inspectorMarkAbortTimeout
  case inspectorMarkAbortDrop, statusReleased, statusPostProduction, statusInProduction
  case statusPlanned, statusRumored, statusCanceled
  case commandUnknownCategory, commandUnknownOrder, commandUnknownGenre, commandPastLastPage
  case commandPageFailed, commandPrintedPageOnly, commandPrintedPages
  case watchlistPrintedEmpty, watchlistPrintedHeading, watchlistPrintedMovies
  case watchlistPrintedByAdded, watchlistPrintedByTitle, watchlistPrintedByYear
  case watchlistPrintedByRating, watchlistPrintedColumnAdded, watchlistPrintedNote
  case watchlistPrintedName, watchlistPrintedNameNoYear, watchlistPrintedAdded
  case watchlistPrintedAlreadyThere, watchlistPrintedNoteRemoved, watchlistPrintedNoteNow
  case watchlistPrintedNotThere, watchlistPrintedRemoved
  case commandNotAMovieID, commandNotAPersonID, commandNotACollectionID, commandYearNotRange
  case commandRuntimeNotRange, commandRangeBackwards, commandSortUnknown, commandGenreNameMissing
  case watchlistPrintedImported, watchlistPrintedImportedRepeated
  // fix48: why `reel watchlist import` refused a file (`WatchlistImportProblem`), and what
  // reading a file or standard input whole refused.
  case watchlistImportRefused, watchlistImportNext, watchlistImportMore, watchlistImportNotJSON
  case watchlistImportNoObject, watchlistImportWrongFormat, watchlistImportVersionMissing
  case watchlistImportVersionOlder, watchlistImportVersionNewer, watchlistImportExportedAt
  case watchlistImportEntriesMissing, watchlistImportEntry, watchlistImportEntryNotObject
  case watchlistImportEntryID, watchlistImportEntryTitle, watchlistImportEntryAddedAt
  case watchlistImportEntryAddedAtText, watchlistImportEntryText, watchlistImportEntryYear
  case watchlistImportEntryNumber, readCannotRead, readTooLargeImport, readTooLargeScript
  case readStandardInput, readScript, readReasonIsFolder
  // fix49: a key script's refusals (`reel --script`): a line Reel cannot read, and a line that
  // failed as it ran. The script's own words (`wait`, `expect`, key names) stay as written.
  case scriptLine, scriptLineNotUTF8, scriptSizeRule, scriptUnknownKey, scriptRepeatCount
  case scriptTypeEmpty, scriptTypeTooLong, scriptWaitTakes, scriptUnknownPhase, scriptExpectTakes
  case scriptUnknownCommand, scriptNothingAfter, scriptTakesNothing, scriptNeedsText
  case scriptAfterQuote, scriptMissingQuote, scriptBreakNeedsPattern, scriptAbortTakes
  case scriptPhaseIs, scriptTextMissing, scriptTextPresent, scriptNothingLoading, scriptTimedOut
  case scriptWaitIdle, scriptWaitText, scriptWaitNoText, scriptWaitPaused, scriptNoInspector
  case scriptNothingPaused, scriptQuitBefore, scriptFailedLine
  case credentialAPIKeyFrom, credentialAccessTokenFrom
  case commandPageRange, commandYearFourDigits
  case optionPagesWithPage, optionJSONWithLines, optionYearWithPerson, optionPagesWithPerson
  case optionPagesNotASelection, optionPagesRange
  case optionEmptyQuery, optionPageWithoutSimilar, optionSizeWithoutScript, optionSizeRule
  case optionStartChoices, optionTimeoutRange, optionUnknownCommandNear, optionUnknownSubcommandNear
  case optionUnknownCommandList, optionUnknownSubcommandList, optionNeedsValue, optionIsEmpty
  case optionNotUTF8, parserUnknownOption, parserUnknownOptionNear, parserInvalidValue
  case parserMissingArgument, parserMissingValue, parserNoValue, parserUnexpected
  case servicesReplayMissing, servicesReplayIsFile, servicesReplayEmpty, servicesRecordFolder
  case servicesBaseURLNotHTTP, servicesBaseURLPort, regionNotACode
  case servicesUnknownStart, servicesUnknownGenre
  case outputCannotWrite
  // fix46: the watchlist database's and the response cache's failures and notices.
  case libraryHomeMissing, libraryFileNotFolder, libraryCannotCreateFolder, libraryFolderMissing
  case libraryFolderMissingWatchlist, libraryFolderNotDatabase, libraryNotOrdinaryFile
  case libraryCannotMoveAside, libraryCannotOpenFolder, libraryCannotLockFolder
  case libraryLockTimedOut, libraryUnreadable, libraryCannotReadFile, libraryNotReadyToRead
  case libraryDamagedReadOnly, libraryCannotOpen, libraryNewerVersion, libraryNotADatabase
  case libraryForeign, libraryCannotRead, libraryCannotSave, libraryNotAMovieID, libraryReadOnly
  case libraryBusy, libraryDiskFull, libraryFileWatchlist, libraryFileResponseCache
  case librarySpecialFIFO, librarySpecialSocket, librarySpecialDevice, librarySpecialOther
  case libraryReasonDiskFullToo, libraryReasonLimited, libraryReasonNoSuchFile
  case libraryReasonCorrupt, libraryReasonNotADatabase, libraryReasonIOError
  case libraryReasonCannotOpen, libraryReasonBusy, libraryNoticeReadOnly
  case libraryNoticeMovedAside, libraryNoticeCleared, libraryCacheCannotOpen
  // fix46: config.toml's warnings and errors.
  case configLine, configAt, configWarning, configTheFile, configMoreWarnings, configMustBeString
  case configMustBeStrings, configMustListStrings, configMustBeTable, configUnknownHomeKey
  case configRowRepeated, configNotAGenre, configNotAHomeRow, configNoRows, configNoContext
  case configNoTheme, configNoThemeRole, configNotAColour, configNotAKeyName, configKeyUnusable
  case configCtrlSameByte, configCtrlCQuits, configCtrlZSuspends, configKeyManyScalars
  case configKeyNoMark, configTooManyKeys, configKeyTaken, configKeyTakenElsewhere, configNoAction
  case configNoActionIn
  case configInspectorKeys, configMustBeColour, configDanglingLink, configCannotRead
  case configNotRegular, configTooLarge, configCannotReadPlain, configNotUTF8
  case configCredentialReadable, configNotTOML, configNoTable, configUnknownKey
  case configCarriageReturn, configControlCharacter, configTableName, configUnknownStart
  case configImagesChoice, configQuitKeyless, configNotALanguage, configNotARegion
  case configValueMissing, configElementMissing, configKeyMissing, configBracketsMismatch
  case configNoDates, configStringNotEnded, configStringNotClosed, configUnexpected
  case configExpectedEquals, configSetTwice, configNotAValue, configAfterValue, configExpectedKey
  case configListComma, configInlineTableComma, configUnknownEscape, configNumberTooLarge
  case configNulEscape, configBadUnicodeEscape
  case configBadNumber, configEndOfFile, configTooDeep, configSyntax
  case configUnexpectedCurly, configUnexpectedCode, configUnexpectedShown

  /// The placeholders this key's templates fill, in no particular order.
  public var parameters: Set<String> {
    switch self {
    case .discoverProblemYearsBackwards, .discoverProblemRuntimeBackwards: ["range"]
    case .addedToWatchlist, .removedFromWatchlist, .restoredToWatchlist: ["title"]
    case .removedFromWatchlistUndoable: ["title", "key"]
    case .skippedUnreadable, .votes, .directorLabel, .printedUnreadableSkipped,
      .printedUnreadableLeftOut,
      .errorRateLimitedGaveUp:
      ["count"]
    case .errorRateLimitedGaveUpWait: ["count", "seconds"]
    case .errorGaveUp: ["reason", "count"]
    case .noMoviesMatch, .searchQuery: ["query"]
    case .categoryHasNoMovies: ["category"]
    case .watchlistSorted: ["order"]
    case .loadedSorted: ["order", "count"]
    case .filterHeader: ["query", "shown", "loaded"]
    case .watchlistUnreadable, .watchlistNotSaved, .detailsFailed, .homeRowFailedSaying: ["reason"]
    case .collectionFailed: ["reason"]
    case .noteEditHint: ["save", "cancel"]
    case .browserFailed: ["reason"]
    case .copiedLink: ["address"]
    case .noteSaved: ["title"]
    case .loadingSource, .loadingMore: ["source"]
    case .loadingPage, .rowPageFailedPlain, .pageDidNotLoadPlain: ["page"]
    case .rowPageFailed, .pageDidNotLoad: ["page", "key"]
    case .pressKeyToRetry, .watchlistEmptyHint, .helpFooter, .retrySuffix: ["key"]
    case .position: ["row", "total"]
    case .characterRole, .printedCastAs: ["name", "character"]
    case .printedOriginalTitle: ["title"]
    case .printedRatingValue: ["rating", "count"]
    case .printedListHeading: ["heading", "page", "pages", "range"]
    case .printedRange: ["first", "last", "total"]
    case .errorNotFound: ["what"]
    case .errorBadResponse: ["what", "reason"]
    case .errorDamagedRecord: ["file", "reason"]
    case .errorRecordingFailed: ["path", "reason"]
    case .errorCredentialsRefused, .errorRejected, .errorOther: ["detail"]
    case .errorCredentialRefused: ["credential"]
    case .errorCredentialRefusedSaying: ["credential", "detail"]
    case .errorRateLimitedRetryIn: ["seconds"]
    case .errorServer: ["status"]
    case .errorServerSaying: ["status", "detail"]
    case .errorUnexpectedStatus: ["status", "what"]
    case .errorNetwork: ["what", "reason"]
    case .errorCannotConnect, .errorCannotResolveHost: ["host"]
    // l10n2
    case .personPageFailed, .inspectorOutcomeAborted: ["reason"]
    case .personKnownFor: ["department"]
    case .personBorn, .personDied: ["date"]
    case .personBornIn, .printedBornIn: ["date", "place"]
    case .printedBornPlace: ["place"]
    case .personFilms: ["order"]
    case .personFilmsSortKey: ["order", "key"]
    case .discoverGenreNumber: ["number"]
    case .discoverCertificationIn, .filterRated: ["certification", "country"]
    case .discoverHeading: ["filters"]
    case .filterAnd, .filterOr: ["first", "second"]
    case .filterNot: ["genres"]
    case .filterFrom, .filterUntil, .filterMinutes: ["value"]
    case .filterRatingAtLeast: ["rating"]
    case .filterVotesAtLeast, .inspectorTitle, .inspectorRetried: ["count"]
    case .filterOriginalLanguage: ["code"]
    case .inspectorTitleMatching: ["count", "filter"]
    case .inspectorRequestTitle: ["number"]
    case .retryReasonServerError: ["status"]
    case .inspectorPaused: ["pattern", "seconds"]
    case .inspectorFindNoMatch: ["text"]
    case .printedFilmsHeading: ["count", "order"]
    case .printedPeopleHeading: ["query"]
    case .printedWhereToWatch, .printedWhereToWatchNone: ["region"]
    case .printedWhereToWatchUnavailable: ["region", "reason"]
    case .printedRecommendations, .printedSimilar: ["number"]
    case .inspectorNoteBreakpointSet, .inspectorNoteBreakpointDeleted: ["pattern"]
    case .inspectorNoteAborted, .inspectorDetailNoAnswer: ["failure"]
    case .inspectorNoteEditedInvalid: ["reason"]
    case .inspectorNoteHARWritten, .inspectorNoteCannotCreate, .inspectorEditorCannotWrite,
      .inspectorNoteWritingHAR:
      ["path"]
    case .inspectorEditorCannotStart, .inspectorEditorUnchanged: ["command"]
    case .harCannotWrite: ["path", "reason"]
    case .harReasonNoDescriptor: ["number"]
    case .inspectorEditorExited: ["command", "status"]
    case .inspectorEditorTooLarge: ["size"]
    case .inspectorDetailFrom: ["source"]
    case .inspectorDetailMilliseconds, .inspectorDetailBytes: ["count"]
    case .inspectorDetailBytesCut: ["count", "cut"]
    case .inspectorDetailRetried: ["reason", "count"]
    case .inspectorDetailBreakpoint: ["outcome"]
    case .noticeRateLimitedWaiting, .noticeConnectionLostWaiting:
      ["seconds", "attempt", "attempts"]
    case .noticeServerErrorWaiting: ["status", "seconds", "attempt", "attempts"]
    case .noticeCachedAfterServerError: ["status", "age"]
    case .noticeCachedAfterTimeout, .noticeCachedOffline: ["age"]
    case .noticeTerminalBeyondBound: ["columns", "rows", "shownColumns", "shownRows"]
    case .ageMinutes, .ageHours, .ageDays, .printedRepeatedSkipped: ["count"]
    case .printedPagesOne: ["page"]
    case .printedPlayed: ["character"]
    case .paneWhereToWatch: ["region"]
    case .paneChooseHint: ["key"]
    case .paneSectionFailed: ["reason"]
    case .statusPausedAtBreakpoint: ["endpoint", "seconds"]
    case .printedPagesRange: ["first", "last"]
    case .printedPagesHeading: ["heading", "pages", "total", "shown", "results"]
    // review42
    case .endpointPopular, .endpointTopRated, .endpointNowPlaying, .endpointUpcoming,
      .endpointTrending, .endpointDiscover:
      ["page"]
    case .endpointSearch, .endpointSearchPeople: ["query", "page"]
    case .endpointDetails, .endpointPerson, .endpointWatchProviders, .endpointCollection: ["id"]
    case .endpointRecommendations, .endpointSimilar: ["id", "page"]
    case .writeFileSizeLimit: ["size"]
    case .sizeBytes, .sizeKilobytes, .sizeMegabytes: ["count"]
    case .reasonBodyTooLarge: ["bytes", "limit"]
    case .reasonNestedTooDeep: ["levels"]
    case .reasonTooManyEntries, .netTooLarge: ["limit"]
    case .reasonPlainText: ["bytes"]
    case .reasonNumberTooLarge, .reasonMissing: ["field"]
    case .reasonBareWord: ["field", "word"]
    case .reasonValueBareWord: ["word"]
    case .reasonNotWholeNumber: ["field", "value"]
    case .reasonMissingIn: ["field", "path"]
    case .reasonWrongKind, .reasonNull: ["kind", "path"]
    case .reasonMalformed: ["path"]
    case .reasonTooManyFilms, .reasonTooManyPeople: ["listed", "size"]
    case .reasonPageBelowOne: ["page"]
    case .reasonPageBeyondLast: ["last", "page"]
    case .reasonNotAnID: ["id"]
    case .reasonFileTooLarge, .reasonRecordBodyTooLarge: ["size"]
    case .netProxyRefused, .netHeadTooLarge, .netNotHTTP, .netNoAnswer, .netRedirectLoop,
      .netNotTLS, .netCertificates, .netOutOfMemory, .netExchangeFailed:
      ["host"]
    case .netHeaderControl: ["name"]
    case .netRedirectRefused: ["target"]
    case .errorTooLarge: ["limit", "what"]
    case .errorRedirectRefused: ["target", "what"]
    case .errorWrongMovie, .errorWrongPerson, .errorWrongCollection, .errorWrongProviders:
      ["answered", "asked"]
    case .errorWrongPage: ["answered", "what"]
    case .commandUnknownCategory, .commandUnknownOrder, .commandUnknownGenre: ["word", "choices"]
    case .commandPastLastPage: ["page", "last"]
    case .commandPageFailed: ["page", "reason", "kept"]
    case .commandPrintedPageOnly: ["page"]
    case .commandPrintedPages: ["first", "last"]
    case .watchlistPrintedHeading: ["movies", "order"]
    case .watchlistPrintedMovies: ["count"]
    case .watchlistPrintedNote: ["note"]
    case .watchlistPrintedName: ["title", "year"]
    case .watchlistPrintedNameNoYear: ["title"]
    case .watchlistPrintedAdded, .watchlistPrintedAlreadyThere, .watchlistPrintedNoteRemoved,
      .watchlistPrintedRemoved:
      ["name"]
    case .watchlistPrintedNoteNow: ["name", "note"]
    case .watchlistPrintedNotThere: ["id"]
    case .commandNotAMovieID, .commandNotAPersonID, .commandNotACollectionID: ["max", "typed"]
    case .commandRangeBackwards: ["option", "range", "written"]
    case .commandSortUnknown: ["choices"]
    case .credentialAPIKeyFrom, .credentialAccessTokenFrom: ["origin"]
    case .commandPageRange: ["max"]
    case .optionStartChoices: ["choices", "typed"]
    case .optionUnknownCommandNear: ["word", "near"]
    case .optionUnknownSubcommandNear: ["command", "word", "near"]
    case .optionUnknownCommandList: ["word", "names"]
    case .optionUnknownSubcommandList: ["command", "word", "names"]
    case .optionNeedsValue, .optionIsEmpty: ["option", "example"]
    case .optionNotUTF8: ["argument"]
    case .optionPagesNotASelection: ["value"]
    case .optionPagesRange: ["max"]
    case .parserUnknownOption, .parserMissingValue: ["option"]
    case .parserUnknownOptionNear: ["option", "near"]
    case .parserInvalidValue: ["value", "option"]
    case .parserNoValue: ["option", "value"]
    case .parserMissingArgument: ["argument"]
    case .parserUnexpected: ["arguments"]
    case .servicesReplayMissing, .servicesReplayIsFile, .servicesReplayEmpty, .servicesRecordFolder:
      ["path"]
    case .servicesBaseURLNotHTTP: ["url", "origin"]
    case .servicesBaseURLPort: ["url", "origin", "port"]
    case .regionNotACode: ["origin", "value"]
    case .servicesUnknownStart: ["path", "name", "choices"]
    case .servicesUnknownGenre: ["path", "name", "genres"]
    case .outputCannotWrite: ["reason"]
    case .watchlistPrintedImported: ["added", "there"]
    case .watchlistPrintedImportedRepeated: ["added", "there", "count"]
    case .watchlistImportRefused: ["path", "problems"]
    case .watchlistImportNext: ["earlier", "next"]
    case .watchlistImportMore: ["problems", "count"]
    case .watchlistImportWrongFormat: ["format"]
    case .watchlistImportVersionOlder, .watchlistImportVersionNewer: ["version", "reads"]
    case .watchlistImportEntry: ["index", "problem"]
    case .watchlistImportEntryID: ["max"]
    case .watchlistImportEntryAddedAtText: ["text"]
    case .watchlistImportEntryText, .watchlistImportEntryNumber: ["member"]
    case .readCannotRead: ["name", "reason"]
    case .readTooLargeImport, .readTooLargeScript: ["name", "size"]
    case .readScript: ["path"]
    case .scriptLine: ["line", "problem"]
    case .scriptLineNotUTF8: ["line"]
    case .scriptUnknownKey: ["key"]
    case .scriptRepeatCount: ["max"]
    case .scriptTypeTooLong: ["max", "count"]
    case .scriptUnknownPhase: ["phase", "phases"]
    case .scriptUnknownCommand, .scriptTakesNothing, .scriptNeedsText: ["command"]
    case .scriptNothingAfter: ["command", "rest"]
    case .scriptAfterQuote, .scriptTextMissing, .scriptTextPresent, .scriptWaitText,
      .scriptWaitNoText:
      ["text"]
    case .scriptPhaseIs: ["actual", "expected"]
    case .scriptNothingLoading: ["what"]
    case .scriptTimedOut: ["seconds", "what"]
    case .scriptFailedLine: ["line", "source", "reason"]
    case .libraryHomeMissing, .libraryFileNotFolder, .libraryFolderMissingWatchlist,
      .libraryFolderNotDatabase, .libraryUnreadable, .libraryReadOnly, .libraryDiskFull:
      ["path"]
    case .libraryCannotCreateFolder, .libraryCannotMoveAside, .libraryCannotOpenFolder,
      .libraryCannotLockFolder, .libraryCannotReadFile, .libraryNotADatabase:
      ["path", "reason"]
    case .libraryFolderMissing, .libraryNotReadyToRead, .libraryNewerVersion, .libraryForeign,
      .libraryNoticeReadOnly, .libraryNoticeMovedAside:
      ["path", "file"]
    case .libraryNotOrdinaryFile: ["path", "kind", "file"]
    case .libraryLockTimedOut: ["seconds", "file", "path", "folder"]
    case .libraryDamagedReadOnly, .libraryCannotOpen: ["file", "path", "reason"]
    case .libraryCannotRead, .libraryCannotSave, .libraryReasonDiskFullToo: ["reason"]
    case .libraryNotAMovieID: ["id"]
    case .libraryReasonLimited: ["reason", "limit"]
    case .libraryNoticeCleared: ["file"]
    case .libraryCacheCannotOpen: ["reason"]
    case .configLine: ["path", "line"]
    case .configAt: ["place", "text"]
    case .configWarning: ["text"]
    case .configTheFile, .configNotRegular, .configTooLarge, .configCannotReadPlain,
      .configCredentialReadable:
      ["path"]
    case .configMoreWarnings: ["path", "count"]
    case .configMustBeString, .configMustBeColour: ["name", "type"]
    case .configMustBeStrings, .configMustListStrings, .configMustBeTable, .configUnknownHomeKey,
      .configRowRepeated, .configNoTable, .configUnknownKey:
      ["name"]
    case .configNotAGenre: ["name", "genres"]
    case .configNotAHomeRow: ["name", "rows"]
    case .configNoRows: ["rows"]
    case .configNoContext: ["name", "contexts"]
    case .configNoTheme: ["name", "themes"]
    case .configNoThemeRole: ["name", "roles"]
    case .configNotAColour: ["value"]
    case .configNotAKeyName: ["name"]
    case .configKeyUnusable: ["why"]
    case .configCtrlSameByte: ["key", "other"]
    case .configCtrlCQuits, .configCtrlZSuspends, .configNoAction: ["action"]
    case .configKeyManyScalars: ["codes", "count"]
    case .configKeyNoMark: ["code"]
    case .configTooManyKeys: ["action", "max"]
    case .configKeyTaken: ["key", "action", "line"]
    case .configKeyTakenElsewhere: ["key", "action"]
    case .configNoActionIn: ["action", "context"]
    case .configDanglingLink: ["path", "target"]
    case .configCannotRead: ["path", "reason"]
    case .configNotUTF8: ["place"]
    case .configControlCharacter: ["code"]
    case .configUnknownStart: ["name", "choices"]
    case .configImagesChoice: ["value", "choices"]
    case .configNotALanguage, .configNotARegion: ["value"]
    case .configQuitKeyless: ["contexts"]
    case .configUnexpected: ["character"]
    case .configUnexpectedCurly, .configUnexpectedShown: ["character", "code"]
    case .configUnexpectedCode: ["code"]
    case .configExpectedEquals, .configAfterValue, .configExpectedKey: ["saw"]
    case .configUnknownEscape: ["escape"]
    case .configNumberTooLarge: ["number"]
    case .configSyntax: ["detail"]
    default: []
    }
  }
}
