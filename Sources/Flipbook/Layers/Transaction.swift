import FlipbookTiming

/// `CATransaction`: the settings of the implicit animations that layer changes make — duration, timing
/// function, and whether changes apply at once — and a completion run when the animations added while it
/// was open have all stopped.
///
/// A setting made outside `begin()`…`commit()` opens an implicit transaction, which commits when the
/// current event of the window's clock ends (Core Animation's end of the run loop turn).
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(1)
/// Transaction.setCompletionBlock { print("arrived") }
/// dot.position = Point(x: 200, y: 50)   // moves over 1 s
/// Transaction.commit()
/// ```
@MainActor
public enum Transaction {
  /// Core Animation's duration of implicit animations outside any transaction that sets one: 0.25 s.
  public nonisolated static let defaultDuration = 0.25

  /// One open transaction's settings.
  struct Settings {
    var duration = Transaction.defaultDuration
    /// Core Animation's default action curve, `default`: (0.25, 0.1, 0.25, 1).
    var timingFunction: CubicBezier? = .default
    var disableActions = false
    /// Its own completion (not inherited by nested transactions).
    var completion: Completion?
  }

  /// A transaction's completion and the animations it waits for.
  @MainActor final class Completion {
    var block: (@MainActor () -> Void)?
    var pending = 0
    var committed = false

    init(_ block: @escaping @MainActor () -> Void) { self.block = block }

    /// An animation added in the transaction stopped.
    func animationStopped() {
      pending -= 1
      runIfDone()
    }

    func commit() {
      committed = true
      runIfDone()
    }

    private func runIfDone() {
      guard committed, pending == 0, let block else { return }
      self.block = nil
      block()
    }
  }

  static var stack: [Settings] = []
  /// Whether `stack[0]` is an implicit transaction (opened by a setting outside `begin()`).
  static var implicitOpen = false

  /// The innermost open transaction's settings, or the defaults.
  static var current: Settings { stack.last ?? Settings() }

  /// Opens a transaction inheriting the enclosing one's settings (but not its completion).
  public static func begin() {
    var settings = current
    settings.completion = nil
    stack.append(settings)
  }

  /// Closes the innermost transaction; its completion runs once its animations have stopped (at once when
  /// it added none).
  public static func commit() { stack.popLast()?.completion?.commit() }

  /// The duration of implicit animations in this transaction, in seconds.
  public static func setAnimationDuration(_ duration: Double) { edit { $0.duration = duration } }

  /// The timing function of implicit animations in this transaction.
  public static func setAnimationTimingFunction(_ function: CubicBezier?) {
    edit { $0.timingFunction = function }
  }

  /// Whether changes in this transaction apply at once, without implicit animations.
  public static func setDisableActions(_ disable: Bool) { edit { $0.disableActions = disable } }

  /// Runs `block` when every animation added from now until this transaction commits has stopped
  /// (`setCompletionBlock(_:)`).
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    edit { $0.completion = block.map(Completion.init) }
  }

  /// The current transaction's duration (0.25 s outside any).
  public static func animationDuration() -> Double { current.duration }

  /// The completions an animation added now counts for: every open transaction's.
  static var openCompletions: [Completion] { stack.compactMap(\.completion) }

  /// Commits the implicit transaction, if a setting opened one: the clock calls it after each event.
  static func endImplicit() {
    guard implicitOpen else { return }
    implicitOpen = false
    if !stack.isEmpty { stack.removeFirst().completion?.commit() }
  }

  private static func edit(_ change: (inout Settings) -> Void) {
    if stack.isEmpty {
      stack.append(Settings())
      implicitOpen = true
    }
    change(&stack[stack.count - 1])
  }
}
