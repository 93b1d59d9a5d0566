import FlipbookTiming

/// The calls a staggered animation makes, worked out before any is made: target `i` starts
/// `delay + stagger.offset(of: i, among: count)` from now, and one completion runs after the last target's
/// animations end, with `finished` true only if every target's did.
///
/// ``View/animate(withDuration:delay:stagger:options:views:animations:completion:)`` and the timeline
/// runner both make their calls through ``run(completion:_:)``, so stagger sequencing is written once.
///
/// ```swift
/// let plan = StaggerPlan(delay: 0.2, stagger: Stagger(spacing: .each(0.1)), count: 3)
/// plan.delays        // [0.2, 0.3, 0.4]
/// plan.latestDelay   // 0.4
/// plan.run(completion: { finished in print(finished) }) { target, delay, done in
///   View.animate(withDuration: 1, delay: delay, animations: { cards[target ?? 0].alpha = 0 }, completion: done)
/// }
/// ```
public struct StaggerPlan: Hashable, Sendable {
  /// Each target's delay from now, in target order.
  public var delays: [Double]
  /// The delay of the block before staggering: that of the one call made when there is no target.
  public var delay: Double

  /// The plan for `count` targets of a block with `delay`.
  public init(delay: Double, stagger: Stagger, count: Int) {
    self.delay = delay
    delays = stagger.offsets(count: count).map { delay + $0 }
  }

  /// When the last target starts (the block's delay when there is none).
  public var latestDelay: Double { delays.max() ?? delay }

  /// Makes the calls: `start(i, delays[i], done)` for each target in order, or `start(nil, delay, done)`
  /// once when there is none (so that the completion still runs, as UIKit runs an empty block's). `done`
  /// joins the calls' completions: `completion` runs once, after the last, finished only if all finished;
  /// `done` is nil when `completion` is.
  public func run(
    completion: ((Bool) -> Void)?,
    _ start: (_ target: Int?, _ delay: Double, _ done: ((Bool) -> Void)?) -> Void
  ) {
    let done = Self.joined(count: max(delays.count, 1), completion)
    guard !delays.isEmpty else { return start(nil, delay, done) }
    for (target, delay) in delays.enumerated() { start(target, delay, done) }
  }

  /// A completion to give `count` calls: `completion` runs after the last of them, with `finished` true
  /// only if every call finished; nil when `completion` is.
  ///
  /// ```swift
  /// let done = StaggerPlan.joined(count: 2) { finished in print(finished) }
  /// done?(true)
  /// done?(false)  // prints false
  /// ```
  public static func joined(count: Int, _ completion: ((Bool) -> Void)?) -> ((Bool) -> Void)? {
    guard let completion else { return nil }
    var remaining = count
    var allFinished = true
    return { finished in
      allFinished = allFinished && finished
      remaining -= 1
      if remaining == 0 { completion(allFinished) }
    }
  }
}
