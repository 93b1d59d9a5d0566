import Flipbook

extension TimelineDecoder {
  /// `"interruption"`: `"replace"` or `"additive"`; an unknown mode is reported where it is written.
  mutating func decodeInterruption(_ field: JSONNode) -> AnimationInterruption? {
    let names = AnimationInterruption.allCases.map(\.rawValue)
    guard let text = name(field, in: names, what: "interruption mode") else { return nil }
    return AnimationInterruption(rawValue: text)
  }
}
