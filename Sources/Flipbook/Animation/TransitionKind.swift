/// The kinds of view transition UIKit offers, with their `UIViewAnimationOptions` values (the raw value is
/// the three-bit field at bit 20). The case names are the timeline format's transition types.
///
/// ```swift
/// TransitionKind.crossDissolve.option     // .transitionCrossDissolve
/// TransitionKind(name: "curlUp")          // .curlUp
/// ```
public enum TransitionKind: Int, Sendable, Hashable, CaseIterable {
  case flipFromLeft = 1
  case flipFromRight = 2
  case curlUp = 3
  case curlDown = 4
  case crossDissolve = 5
  case flipFromTop = 6
  case flipFromBottom = 7

  /// The `AnimationOptions.transition…` value.
  public var option: AnimationOptions { AnimationOptions(rawValue: UInt(rawValue) << 20) }

  /// The name the timeline format uses: the case name (`"flipFromLeft"`).
  public var name: String { "\(self)" }

  /// The kind with the format name `name`, if any.
  public init?(name: String) {
    guard let kind = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = kind
  }
}
