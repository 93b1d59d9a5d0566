import FlipbookTiming
import Testing

/// `MediaTiming`: CAMediaTiming's rules (Apple's CAMediaTiming reference and "Time Warp in Animation").
@Suite struct MediaTimingTests {
  /// Active duration: duration × repeatCount, doubled by autoreverses; repeatDuration wins when positive.
  @Test func activeDuration() {
    var t = MediaTiming(duration: 2)
    #expect(t.activeDuration == 2)
    t.repeatCount = 2.5
    #expect(t.activeDuration == 5)
    t.autoreverses = true
    #expect(t.activeDuration == 10)
    t.repeatDuration = 3
    #expect(t.activeDuration == 3)
  }

  /// Outside the active time an animation has no effect unless its fill mode covers that side.
  @Test func fillModesCoverBeforeAndAfter() {
    var t = MediaTiming(duration: 1)
    t.beginTime = 1
    #expect(t.phase(atParentTime: 0.5) == nil)
    #expect(t.phase(atParentTime: 2.5) == nil)
    t.fillMode = .backwards
    #expect(t.phase(atParentTime: 0.5)! == (0, 0))
    #expect(t.phase(atParentTime: 2.5) == nil)
    t.fillMode = .forwards
    #expect(t.phase(atParentTime: 0.5) == nil)
    #expect(t.phase(atParentTime: 2.5)! == (1, 0))
    t.fillMode = .both
    #expect(t.phase(atParentTime: 1.5)! == (0.5, 0))
  }

  /// Each repeat restarts the pass; with autoreverses the second half of each repeat runs backward.
  @Test func repeatsAndAutoreverses() {
    var t = MediaTiming(duration: 2)
    t.repeatCount = 2
    #expect(t.phase(atParentTime: 3)! == (0.5, 1))
    t.autoreverses = true
    #expect(t.phase(atParentTime: 3)! == (0.5, 0), "on the way back of the first repeat")
    #expect(t.phase(atParentTime: 5)! == (0.5, 1))
    t.fillMode = .forwards
    #expect(t.phase(atParentTime: 8)! == (0, 1), "ends where a way back ends: at the start")
  }

  /// The end of the active time shows the last pass's end (with a forwards fill), not the next start.
  @Test func theEndIsInclusive() {
    var t = MediaTiming(duration: 1)
    t.repeatCount = 3
    t.fillMode = .forwards
    #expect(t.phase(atParentTime: 3)! == (1, 2))
  }

  /// speed scales the animation's time; a time offset shifts it, wrapping within the active duration.
  @Test func speedAndTimeOffset() {
    var t = MediaTiming(duration: 4)
    t.speed = 2
    #expect(t.phase(atParentTime: 1)! == (0.5, 0))
    t.speed = 1
    t.timeOffset = 3
    #expect(t.phase(atParentTime: 0.5)! == (0.875, 0))
    #expect(t.phase(atParentTime: 2)! == (0.25, 0), "3 + 2 = 5 wraps to 1 of the 4-second active time")
  }

  /// QA1673: speed 0 with the paused time as offset holds a layer's local time; resuming with
  /// beginTime = (now − pausedTime) continues from there.
  @Test func qa1673PauseAndResume() {
    #expect(MediaTiming.localTime(parentTime: 9, beginTime: 0, speed: 0, timeOffset: 4) == 4)
    // Resumed at parent time 9 with speed 1, timeOffset 0, beginTime 9 − 4 = 5: local time 4 at 9.
    #expect(MediaTiming.localTime(parentTime: 9, beginTime: 5, speed: 1, timeOffset: 0) == 4)
    #expect(MediaTiming.localTime(parentTime: 10, beginTime: 5, speed: 1, timeOffset: 0) == 5)
  }
}
