extension Words {
  /// A crew job in the screen's language when it is one the detail pane names (directors and
  /// writers: `MovieDetails.writingJobs`), else as TMDB wrote it. TMDB sends jobs in English
  /// whatever language was asked, so "Director" stood under Persian and Japanese labels.
  func job(_ job: String) -> String {
    switch job {
    case "Director": self(.jobDirector)
    case "Screenplay": self(.jobScreenplay)
    case "Writer": self(.jobWriter)
    case "Story": self(.jobStory)
    default: job
    }
  }
}
