import Flipbook
import FlipbookTiming

extension TimelinePlayer {
  /// `{"animator": {...}}`: makes the property animator, adds its animations and completion, starts it
  /// unless `start` is false.
  func runAnimator(_ spec: AnimatorSpec) {
    if let existing = animators[spec.id], existing.state != .inactive {
      report("animator '\(spec.id)' already exists and has not finished", at: spec.source)
      return
    }
    let animator = PropertyAnimator(duration: spec.duration, timingParameters: spec.timing)
    animator.scrubsLinearly = spec.scrubsLinearly
    animator.pausesOnCompletion = spec.pausesOnCompletion
    animator.addAnimations { self.runItems(spec.changes) }
    animator.addCompletion { [weak self] position in self?.animatorEnded(spec, position: position) }
    animators[spec.id] = animator
    animatorEnds[spec.id] = nil
    if spec.start { animator.startAnimation() }
  }

  /// A control step: the UIKit call, or (for a call UIKit would reject with an exception) a diagnostic
  /// located at the step.
  func runControl(_ control: AnimatorControl, of reference: AnimatorReference, _ step: Step) {
    guard let animator = animators[reference.id] else {
      // Only the first problems get a hint, so thousands of bad references stay linear to check.
      let hint =
        diagnostics.count < TimelineErrors.limit
        ? Suggestions.hint(for: reference.id, in: animators.keys.sorted()) : ""
      report("unknown animator '\(reference.id)'\(hint)", at: reference.source)
      return
    }
    func reject(_ why: String) {
      report("\(control.kind.rawValue): animator '\(reference.id)' \(why)", at: step.source)
    }
    switch control {
    case .start(let delay):
      guard animator.state != .stopped else { return reject("is stopped: stop steps finish it") }
      animator.startAnimation(afterDelay: delay)
    case .pause:
      guard animator.state != .stopped else { return reject("is stopped") }
      animator.pauseAnimation()
    case .scrub(let fraction, let over, let curve):
      guard animator.state != .stopped else { return reject("is stopped") }
      guard !animator.isRunning else { return reject("is running: pause it before scrubbing") }
      if let over, over > 0 {
        drag(animator, to: fraction, over: over, curve: curve)
      } else {
        animator.fractionComplete = fraction
      }
    case .reverse(let reversed):
      guard animator.state != .stopped else { return reject("is stopped") }
      animator.isReversed = reversed
    case .resume(let timing, let factor):
      guard animator.state == .active else { return reject("is not active: start or pause it first") }
      animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
    case .stop(let withoutFinishing, let position):
      if animator.state == .stopped {
        guard let position, !withoutFinishing else {
          return reject("is stopped: give a finalPosition to finish it")
        }
        animator.finishAnimation(at: position)
        return
      }
      guard animator.state == .active else { return reject("is not active: there is nothing to stop") }
      animator.stopAnimation(withoutFinishing)
      if !withoutFinishing, let position { animator.finishAnimation(at: position) }
    case .addAnimations(let changes, let delayFactor):
      guard animator.state != .stopped else { return reject("is stopped") }
      animator.addAnimations({ self.runItems(changes) }, delayFactor: delayFactor)
    }
  }

  /// A scripted drag: `fractionComplete` moves from its value now to `target` over `duration` seconds, eased
  /// by `curve`, set at every frame time inside the drag and to exactly `target` at its end.
  ///
  /// The frame updates are not events: the drag is a time driver (``Animator/drive(until:every:_:)``), whose
  /// ticks at the frame times and at the end come before anything else due at their time, whichever frames
  /// are computed. A step at a frame's exact time, or at the drag's end, sees the drag's value there, and a
  /// tick does nothing while the animator runs or is stopped.
  private func drag(
    _ animator: PropertyAnimator, to target: Double, over duration: Double, curve: TimingCurve
  ) {
    let start = now
    let end = start + duration
    let from = animator.fractionComplete
    window.animator.drive(until: end, every: frameRate) { time in
      guard animator.state != .stopped, !animator.isRunning else { return }
      let u = min(max((time - start) / duration, 0), 1)
      animator.fractionComplete = time >= end ? target : from + (target - from) * curve.value(at: u)
    }
  }

  /// An animator ended: its completion steps run, unless it ended less than a frame after its last end. Its
  /// completion then restarted it with nothing that takes time (a duration of 0, or a start delay shorter
  /// than a frame), which would repeat without end at one instant, or without a frame between; that is an
  /// error at the animator's step, and its completion steps do not run again.
  func animatorEnded(_ spec: AnimatorSpec, position: AnimatingPosition) {
    let frame = frameRate.time(ofFrame: 1)
    if let last = animatorEnds[spec.id], now - last < frame - AnimationTiming.timeTolerance {
      report(
        "animator '\(spec.id)' ended again \(JSONWriter.formatNumber(now - last)) s after it last ended, "
          + "within one frame: something restarts it with no time passing, which would never stop, so its "
          + "completion steps do not run again; give it a duration (or its start a delay) of at least one frame",
        at: spec.source)
      return
    }
    animatorEnds[spec.id] = now
    complete(spec.completion, position: position)
  }

  /// An animator's completion steps, at the moment it ended plus their `at`, if their `if` names `position`.
  func complete(_ steps: [Step], position: AnimatingPosition) {
    for step in steps where step.condition?.matches(position: position) ?? true {
      window.animator.schedule(at: now + step.at) { [weak self] in self?.run(step) }
    }
  }
}
