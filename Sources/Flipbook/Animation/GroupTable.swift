import FlipbookTiming

/// Animation groups (one per animation block), stored as flat arrays indexed by group number.
///
/// A group's timing is evaluated once per step and shared by every track it drives. Its timing is kept
/// whole (`timing`, cold) and, when it plays once on a Bézier, in a hot column a step streams instead: begin
/// and duration (16 bytes) with the curve's index for linear and named curves, or the whole single-play
/// timing (64 bytes) for a curve with its own control points.
struct GroupTable {
  /// Where a step reads a group's timing (a byte, so that four neighbours compare at once).
  struct Lane: Equatable {
    let raw: UInt8

    /// Not single-play (repeats, autoreverses, springs): the whole timing, one group at a time.
    static let whole = Lane(raw: 0)
    /// Single-play on a curve with its own 8-entry table: `singlePlay`, four neighbours solved at once.
    static let ownCurve = Lane(raw: 1)
    /// Single-play on the linear curve `curves[0]`: `span`, four neighbours at once (progress is the phase).
    static let linear = Lane(raw: 2)

    /// Single-play on `curves[k]` (linear or named): `span` and the curve.
    static func sharedCurve(_ k: Int) -> Lane { Lane(raw: UInt8(k + 2)) }

    /// The index in `curves` of a `sharedCurve` lane.
    var curveIndex: Int { Int(raw &- 2) }
  }

  /// A single-play timing's begin and duration, the hot column of timings on shared curves.
  struct Span {
    var begin: Double
    var duration: Double
  }

  /// `paused`: a property animator's group held at a fixed eased progress (`eased` is not recomputed).
  enum State: UInt8 {
    case free, recording, live, paused, ended

    /// Whether a group in this state has not ended: its tracks' step values show.
    var showsStepValues: Bool { self == .live || self == .recording || self == .paused }
  }

  /// At most this many shared curves get an index; timings on others read the whole timing.
  private static var maximumSharedCurves: Int { 64 }

  /// Each group's timing; set with `setTiming(_:of:)`, which keeps the hot columns below in step.
  private(set) var timing: [AnimationTiming] = []
  /// The hot part of each `ownCurve` group's timing, else a placeholder.
  private(set) var singlePlay: [SinglePlayTiming] = []
  /// The begin and duration of each `sharedCurve` group's timing, else a placeholder.
  private(set) var span: [Span] = []
  /// The linear and named curves (without an 8-entry table) of single-play timings, `curves[0]` linear.
  private(set) var curves: [CubicBezier] = [.linear]
  /// Which column a step reads group `g`'s timing from.
  private(set) var lane: [Lane] = []
  var eased: [Double] = []
  var state: [State] = []
  var trackCount: [Int32] = []
  var wasCancelled: [Bool] = []
  var generation: [UInt32] = []
  var options: [AnimationOptions] = []
  var completion: [GroupCompletion?] = []
  private var freeList: [Int32] = []
  /// Number of groups not free.
  private(set) var liveCount = 0

  /// Takes a free group slot (or grows the table) in the `recording` state.
  @MainActor
  mutating func allocate() -> Int32 {
    liveCount += 1
    if let g = freeList.popLast() {
      let i = Int(g)
      state[i] = .recording
      trackCount[i] = 0
      wasCancelled[i] = false
      generation[i] &+= 1
      options[i] = []
      completion[i] = nil
      eased[i] = 0
      return g
    }
    timing.append(AnimationTiming(begin: 0, duration: 1, repeatCount: 0, autoreverses: false, curve: .linear))
    singlePlay.append(SinglePlayTiming(timing[timing.count - 1])!)
    span.append(Span(begin: 0, duration: 1))
    lane.append(.whole)
    eased.append(0)
    state.append(.recording)
    trackCount.append(0)
    wasCancelled.append(false)
    generation.append(0)
    options.append([])
    completion.append(nil)
    return Int32(timing.count - 1)
  }

  /// Sets group `g`'s timing and its hot column.
  mutating func setTiming(_ newTiming: AnimationTiming, of g: Int) {
    timing[g] = newTiming
    guard let hot = SinglePlayTiming(newTiming) else {
      lane[g] = .whole
      return
    }
    if CubicBezier.haveEightEntryTables((hot.curve, hot.curve, hot.curve, hot.curve)) {
      singlePlay[g] = hot
      lane[g] = .ownCurve
      return
    }
    guard let k = sharedCurveIndex(hot.curve) else {
      lane[g] = .whole
      return
    }
    span[g] = Span(begin: hot.begin, duration: hot.duration)
    lane[g] = .sharedCurve(k)
  }

  /// The index of `curve` in `curves`, added if new, or nil when the list is full.
  private mutating func sharedCurveIndex(_ curve: CubicBezier) -> Int? {
    if let k = curves.firstIndex(of: curve) { return k }
    guard curves.count < Self.maximumSharedCurves else { return nil }
    curves.append(curve)
    return curves.count - 1
  }

  @MainActor
  mutating func free(_ g: Int32) {
    let i = Int(g)
    state[i] = .free
    completion[i] = nil
    liveCount -= 1
    freeList.append(g)
  }

  var capacity: Int { timing.count }

  /// Whether the four groups from `state` on are live (one predictable branch).
  @inline(__always)
  private static func allLive(_ state: UnsafePointer<State>) -> Bool {
    // Four bytes, compared at once; the byte of `.live` is read from the enum, not assumed.
    let live = UInt32(unsafeBitCast(State.live, to: UInt8.self)) &* 0x0101_0101
    return UnsafeRawPointer(state).loadUnaligned(as: UInt32.self) == live
  }

  /// Writes the progress of `hot[0 ..< 4]` at `t` to `eased[0 ..< 4]` and returns true, or returns false (and
  /// writes nothing) when they are off the solver's common path. Not inlined: kept out of the group loop, the
  /// loop stays small enough for the scalar `AnimationTiming.progress(at:)` to be inlined there.
  @inline(never)
  private static func easeFour(
    _ hot: UnsafePointer<SinglePlayTiming>, into eased: UnsafeMutablePointer<Double>, at t: Double
  ) -> Bool {
    guard let four = SinglePlayTiming.progress(of: hot, at: t) else { return false }
    for k in 0..<4 { eased[k] = four[k] }
    return true
  }

  /// `easeFour` for four timings on the linear curve, whose progress inside the first leg is the phase.
  @inline(__always)
  private static func easeFourLinear(
    _ span: UnsafePointer<Span>, into eased: UnsafeMutablePointer<Double>, at t: Double
  ) -> Bool {
    let begin = SIMD4(span[0].begin, span[1].begin, span[2].begin, span[3].begin)
    let duration = SIMD4(span[0].duration, span[1].duration, span[2].duration, span[3].duration)
    guard let four = SinglePlayTiming.firstLegPhase(begin: begin, duration: duration, at: t) else {
      return false
    }
    for k in 0..<4 { eased[k] = four[k] }
    return true
  }

  /// Sets `eased[g]` of every live group to its timing's progress at `t` (1 once over); returns the number
  /// of ended groups. Each timing is read from its lane's column, four live neighbours at a time when all are
  /// on curves with their own tables or all on the linear curve, and on the common path (see
  /// ``SinglePlayTiming/progress(of:at:)`` and ``SinglePlayTiming/firstLegPhase(begin:duration:at:)``).
  ///
  /// A large table is eased in ranges at once (``TableSplit``): each group's progress depends on its
  /// timing alone, and four neighbours solved together give each one's own progress bit for bit.
  mutating func ease(at t: Double) -> Int {
    let n = capacity
    return timing.withUnsafeBufferPointer { timing in
      singlePlay.withUnsafeBufferPointer { hot in
        span.withUnsafeBufferPointer { span in
          curves.withUnsafeBufferPointer { curves in
            lane.withUnsafeBufferPointer { lane in
              state.withUnsafeBufferPointer { state in
                eased.withUnsafeMutableBufferPointer { eased in
                  guard n > 0 else { return 0 }
                  let work = EaseRanges(
                    timing: SplitColumn(timing.baseAddress!), hot: SplitColumn(hot.baseAddress!),
                    span: SplitColumn(span.baseAddress!), curves: SplitColumn(curves.baseAddress!),
                    lane: SplitColumn(lane.baseAddress!), state: SplitColumn(state.baseAddress!),
                    eased: SplitColumn(eased.baseAddress!), t: t)
                  return TableSplit.sum(over: n, work)
                }
              }
            }
          }
        }
      }
    }
  }

  /// `ease(at:)` over a range of groups, for ``TableSplit``: the columns it reads and writes, and the time.
  private struct EaseRanges: SplitRanges {
    let timing: SplitColumn<AnimationTiming>
    let hot: SplitColumn<SinglePlayTiming>
    let span: SplitColumn<Span>
    let curves: SplitColumn<CubicBezier>
    let lane: SplitColumn<Lane>
    let state: SplitColumn<State>
    let eased: SplitColumn<Double>
    let t: Double

    /// Eases the groups of `range`; returns the number of ended groups among them.
    func callAsFunction(_ range: Range<Int>) -> Int {
      let (timing, hot, span) = (timing.base, hot.base, span.base)
      let (curves, lane, state, eased) = (curves.base, lane.base, state.base, eased.base)
      let n = range.upperBound
      var endedGroups = 0
      var g = range.lowerBound
      while g < n {
        // Four at once; a quad off the common path (rare) goes on one group at a time below.
        if g &+ 4 <= n && GroupTable.allLive(state + g) {
          let l = lane + g
          let lowest = min(min(l[0].raw, l[1].raw), min(l[2].raw, l[3].raw))
          let highest = max(max(l[0].raw, l[1].raw), max(l[2].raw, l[3].raw))
          // Named curves are left to the scalar path: solved in lanes they cost as much.
          let solved =
            lowest == Lane.linear.raw && highest == Lane.linear.raw
            ? GroupTable.easeFourLinear(span + g, into: eased + g, at: t)
            : lowest == Lane.ownCurve.raw && highest == Lane.ownCurve.raw
              && GroupTable.easeFour(hot + g, into: eased + g, at: t)
          if solved {
            g &+= 4
            continue
          }
        }
        switch state[g] {
        case .live:
          let l = lane[g]
          if l.raw >= Lane.linear.raw {
            let s = span[g]
            let timing = AnimationTiming(begin: s.begin, duration: s.duration, curve: curves[l.curveIndex])
            eased[g] = timing.progress(at: t) ?? 1
          } else if l == .ownCurve {
            eased[g] = hot[g].progress(at: t) ?? 1
          } else {
            eased[g] = timing[g].progress(at: t) ?? 1
          }
        case .ended: endedGroups &+= 1
        case .free, .recording, .paused: break
        }
        g &+= 1
      }
      return endedGroups
    }
  }
}
