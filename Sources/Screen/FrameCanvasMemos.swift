import Browser

/// Everything about a frame that every region's cells depend on: when any of it differs from
/// the last frame's, nothing drawn then can be kept.
struct FrameLook: Equatable {
  var size: Size
  var language: LanguageTag
  var direction: TextDirection
  var theme: Theme
  var keys: KeyLabels
  /// A narrow screen shows the detail pane in the list's place: another layout.
  var showsDetailAlone: Bool
}

/// What each region of the last frame was drawn from, for a frame of the list and detail panes
/// (the results and the watchlist screens without an overlay), the screen a key press redraws
/// most: a region whose inputs are the same as then is left as it is.
///
/// The keys are those of the render caches (`BarCache`, `ListHeaderCache`, `ListRowCache`):
/// values a region's cells are a function of, so equal keys mean equal cells.
struct RegionMemo {
  var look: FrameLook?
  var topBar: BarCache.TopBarKey?
  /// Where the top bar put the cursor (in the search field while it has focus).
  var topBarCursor: Point?
  var statusBar: BarCache.StatusBarKey?
  /// What the status bar's model was made from (see `StatusBarModel.Inputs`).
  var statusInputs: StatusBarModel.Inputs?
  /// The status bar's models made lately, with what each was made from. The bar comes back
  /// to a few states over and over (a `j` shows the spinner while the film's details are on
  /// their way, the next frame hides it, the spinner turns), and its model is worded and its
  /// hints fitted each time it is made. Inputs that are the same make the same model in frames
  /// of one look (the language and keys included): the memo holds only such frames.
  private(set) var recentStatusModels: [RecentStatusModel] = []
  /// Each recent model's spinner frame, kept apart: looked through first (a few bytes each,
  /// in two cache lines), so that only a model with the frame asked for has its inputs
  /// compared, where it is stored.
  private var recentSpinnerFrames: [Int?] = []
  /// The recent model to replace next, once there are `recentStatusCapacity`: in turn, so
  /// that none is moved (each is a few hundred bytes).
  private var nextRecentStatus = 0

  struct RecentStatusModel {
    var inputs: StatusBarModel.Inputs
    var model: StatusBarModel
  }

  static let recentStatusCapacity = 12

  /// The model made lately from `inputs`, if any.
  func recentStatusModel(for inputs: StatusBarModel.Inputs) -> StatusBarModel? {
    recentStatusIndex(of: inputs).map { recentStatusModels[$0].model }
  }

  private func recentStatusIndex(of inputs: StatusBarModel.Inputs) -> Int? {
    for index in recentSpinnerFrames.indices
    where recentSpinnerFrames[index] == inputs.spinnerFrame
      && recentStatusModels[index].inputs == inputs
    {
      return index
    }
    return nil
  }

  /// Keeps `model`, made from `inputs`, unless it is kept already.
  mutating func rememberStatusModel(_ model: StatusBarModel, from inputs: StatusBarModel.Inputs) {
    guard recentStatusIndex(of: inputs) == nil else { return }
    let recent = RecentStatusModel(inputs: inputs, model: model)
    if recentStatusModels.count < Self.recentStatusCapacity {
      recentStatusModels.append(recent)
      recentSpinnerFrames.append(inputs.spinnerFrame)
      return
    }
    recentStatusModels[nextRecentStatus] = recent
    recentSpinnerFrames[nextRecentStatus] = inputs.spinnerFrame
    nextRecentStatus = (nextRecentStatus + 1) % Self.recentStatusCapacity
  }
  var separator: Style?
  /// The detail pane; nil when it is drawn every frame (a poster may arrive for it).
  var detail: DetailPaneMemo?
  /// The list's title row and rows; nil when the list pane was drawn another way (a message,
  /// a narrowed or sorted list, the watchlist), which is then drawn whole again.
  var list: ListPaneMemo?
  /// The home screen's rows and cards (home3); nil on any other screen.
  var home: HomePaneMemo?
}

/// The detail pane as last drawn: what it showed, and what drawing it gave besides its cells.
struct DetailPaneMemo {
  var model: DetailModel
  var scrollLimit: Int
  var hyperlinks: [Hyperlink]
  var images: [ImagePlacement]

  /// Whether the pane was drawn from `model`. A `j` asks it of the next film's model: told
  /// apart by the films' ids first, read in place (the derived `==` copies both films, with a
  /// retain of each of their strings, to compare them as a pair).
  func shows(_ model: DetailModel) -> Bool {
    self.model.movieID == model.movieID && self.model == model
  }
}
