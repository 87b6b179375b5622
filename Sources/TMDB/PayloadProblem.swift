import Foundation

/// A payload that parsed as JSON but says something impossible (page 0, a negative total).
/// Thrown from a model's decoder; `PayloadDecoder` puts `fault` into the error as it is.
struct PayloadProblem: Error, Sendable, Equatable {
  var fault: AnswerFault
  init(_ fault: AnswerFault) { self.fault = fault }
}
