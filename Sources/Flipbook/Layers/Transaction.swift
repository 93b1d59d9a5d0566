import FlipbookTiming

/// `CATransaction`: the settings of the implicit animations that layer changes make — duration, timing
/// function, and whether changes apply at once.
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(1)
/// dot.position = Point(x: 200, y: 50)   // moves over 1 s
/// Transaction.commit()
/// ```
@MainActor
public enum Transaction {
  /// One open transaction's settings.
  struct Settings {
    /// Core Animation's default: 0.25 s.
    var duration = 0.25
    /// Core Animation's default action curve, `default`: (0.25, 0.1, 0.25, 1).
    var timingFunction: CubicBezier? = .default
    var disableActions = false
  }

  static var stack: [Settings] = []

  /// The innermost open transaction's settings, or the defaults.
  static var current: Settings { stack.last ?? Settings() }

  /// Opens a transaction inheriting the enclosing one's settings.
  public static func begin() { stack.append(current) }

  /// Closes the innermost transaction.
  public static func commit() { _ = stack.popLast() }

  /// The duration of implicit animations in this transaction, in seconds.
  public static func setAnimationDuration(_ duration: Double) { edit { $0.duration = duration } }

  /// The timing function of implicit animations in this transaction.
  public static func setAnimationTimingFunction(_ function: CubicBezier?) {
    edit { $0.timingFunction = function }
  }

  /// Whether changes in this transaction apply at once, without implicit animations.
  public static func setDisableActions(_ disable: Bool) { edit { $0.disableActions = disable } }

  /// The current transaction's duration (0.25 s outside any).
  public static func animationDuration() -> Double { current.duration }

  private static func edit(_ change: (inout Settings) -> Void) {
    if stack.isEmpty { stack.append(Settings()) }
    change(&stack[stack.count - 1])
  }
}
