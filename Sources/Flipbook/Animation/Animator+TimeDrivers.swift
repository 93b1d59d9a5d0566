/// A value kept a function of the clock until `end`: see ``Animator/drive(until:_:)``.
struct TimeDriver {
  var end: Double
  var body: @MainActor (Double) -> Void
}

extension Animator {
  /// Runs `body` with the clock's time before every event that runs before `end` and before every
  /// evaluation before `end`: wherever the time is observed, and nowhere else.
  ///
  /// This keeps a value a function of time without an event per frame: a scripted drag over a million
  /// frames costs what the frames actually rendered and the events in between cost. Between two calls no
  /// state changes (state changes only in events, and `body` runs before each of them), so `body` may treat
  /// the whole interval since its last call as seen now. An event at `end` (schedule one) sets the final value.
  ///
  /// ```swift
  /// window.animator.drive(until: 2) { time in dial.alpha = time / 2 }
  /// window.animator.schedule(at: 2) { dial.alpha = 1 }
  /// ```
  public func drive(until end: Double, _ body: @escaping @MainActor (Double) -> Void) {
    guard end > now else { return }
    timeDrivers.append(TimeDriver(end: end, body: body))
  }

  /// Calls each driver whose end is still ahead with `now`; drops the others.
  func runTimeDrivers() {
    var i = 0
    while i < timeDrivers.count {
      if timeDrivers[i].end <= now {
        timeDrivers.remove(at: i)
      } else {
        timeDrivers[i].body(now)
        i += 1
      }
    }
  }
}
