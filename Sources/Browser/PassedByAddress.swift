/// A stored property that makes the struct holding it address-only, so that the struct is
/// always handed to functions by its address, never as a copy.
///
/// The state is a plain struct of 1.6 KB. A plain struct that large is still passed "by value"
/// as far as the compiler's middle end is concerned, and its back end then turns each such
/// hand-over into a copy to the stack: `state.currentList` inside a reducer, or lending the
/// state to the key map, copied all 1.6 KB first (memcpy, 26 cache lines read and 26 written),
/// about ten times a `j`. An address-only struct (one with an existential in it) is never
/// loaded as a value: getters, `borrowing` parameters and `inout` all take its address.
///
/// It holds nothing (an empty tuple, stored inline: no allocation) and every two are equal.
struct PassedByAddress: Sendable, Equatable {
  private let opaque: any Sendable = ()

  static func == (_: PassedByAddress, _: PassedByAddress) -> Bool { true }
}
