import FlipbookTiming

/// Options for keyframe animations, with UIKit's raw values (`UIView.KeyframeAnimationOptions`): the block
/// options of ``AnimationOptions`` (same bits) and the calculation mode, a three-bit field at bit 10.
///
/// UIKit's keyframe options have no curve constants, yet the whole animation observably runs on ease-in-out,
/// and the ``AnimationOptions`` curve bits (at bit 16) work when cast in. Flipbook reads
/// them the same way and names them here (`curveLinear` …) so that no cast is needed.
///
/// ```swift
/// View.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic, .curveLinear]) {
///   View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.center = Point(x: 200, y: 40) }
///   View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.center = Point(x: 40, y: 200) }
/// }
/// ```
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

  public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  /// The overall curve (a Flipbook name for ``AnimationOptions``' curve bits; ease-in-out is the default).
  public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: 0 << 16)
  public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

  /// The calculation modes in the order of their values in bits 10–12.
  private static let modes: [KeyframeCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]

  /// The option naming `mode`.
  ///
  /// ```swift
  /// KeyframeAnimationOptions(calculationMode: .cubic) == .calculationModeCubic  // true
  /// ```
  public init(calculationMode mode: KeyframeCalculationMode) {
    self.init(rawValue: UInt(Self.modes.firstIndex(of: mode) ?? 0) << 10)
  }

  /// The calculation mode encoded in bits 10–12 (linear for 0 and for the unused values 5–7).
  public var calculationMode: KeyframeCalculationMode {
    let value = Int((rawValue >> 10) & 7)
    return value < Self.modes.count ? Self.modes[value] : .linear
  }

  /// The block options: every bit but the calculation mode.
  public var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
}
