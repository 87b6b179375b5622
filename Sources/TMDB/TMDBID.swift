/// TMDB's ids: positive and within 32 bits. Anything else names no film, person or collection.
public enum TMDBID {
  public static let range = 1...Int(Int32.max)
}
