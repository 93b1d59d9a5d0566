import FlipbookTiming

/// A value that changes at the frame times of a rate until `end`, where it takes its final value: see
/// ``Animator/drive(until:every:_:)``.
struct TimeDriver {
  var end: Double
  var rate: FrameRate
  /// The last tick given to `body` (the time the driver was made, before its first tick).
  var applied: Double
  var body: @MainActor (Double) -> Void

  /// The latest tick at or before `t` not yet given to `body`: `end` once `t` reaches it, otherwise the last
  /// frame time of `rate` at or before `t`, if later than `applied`.
  func pendingTick(atOrBefore t: Double) -> Double? {
    if t >= end { return end }
    var k = rate.firstFrame(atOrAfter: t)
    if rate.time(ofFrame: k) > t { k -= 1 }
    let tick = rate.time(ofFrame: k)
    return tick > applied ? tick : nil
  }
}

extension Animator {
  /// Keeps a value a function of time that changes at ticks: every frame time of `rate` after now and
  /// before `end`, and `end` itself, where `body` must set the final value. `body` runs with a tick's time
  /// before anything else due at that time, as if each tick were an event scheduled ahead of all others.
  ///
  /// The ticks are not events: before each event and each evaluation, each driver is given only its latest
  /// tick not yet given (ticks of several drivers in time order, and in the order the drivers were made at
  /// equal times). Earlier ticks are skipped, since nothing ran after them that could see their value, so
  /// `body` must set what it sets completely (a later tick overwrites an earlier one). A scripted drag over a
  /// million frames thus costs what is rendered and what runs in between, and what any frame or event sees
  /// is the same whichever frames are computed.
  ///
  /// ```swift
  /// window.animator.drive(until: 2, every: window.frameRate) { time in dial.alpha = time / 2 }
  /// window.step(to: 3)  // dial.alpha is exactly 1, set at 2 s
  /// ```
  public func drive(until end: Double, every rate: FrameRate, _ body: @escaping @MainActor (Double) -> Void) {
    guard end > now else { return }
    timeDrivers.append(TimeDriver(end: end, rate: rate, applied: now, body: body))
  }

  /// Gives each driver its latest pending tick at or before `now`, in tick order, then drops the drivers
  /// that reached their end.
  func runTimeDrivers() {
    let count = timeDrivers.count
    if count == 1 {
      if let tick = timeDrivers[0].pendingTick(atOrBefore: now) { applyTick(tick, ofDriver: 0) }
    } else {
      var due: [(tick: Double, driver: Int)] = []
      for i in 0..<count {
        if let tick = timeDrivers[i].pendingTick(atOrBefore: now) { due.append((tick, i)) }
      }
      due.sort { $0.tick < $1.tick || ($0.tick == $1.tick && $0.driver < $1.driver) }
      for (tick, i) in due { applyTick(tick, ofDriver: i) }
    }
    timeDrivers.removeAll { $0.applied >= $0.end }
  }

  private func applyTick(_ tick: Double, ofDriver i: Int) {
    timeDrivers[i].applied = tick
    timeDrivers[i].body(tick)
  }
}
