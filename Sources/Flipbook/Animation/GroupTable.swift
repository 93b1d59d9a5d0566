import FlipbookTiming

/// Animation groups (one per animation block), stored as flat arrays indexed by group number.
///
/// A group's timing is evaluated once per step and shared by every track it drives.
struct GroupTable {
  /// `paused`: a property animator's group held at a fixed eased progress (`eased` is not recomputed).
  enum State: UInt8 {
    case free, recording, live, paused, ended

    /// Whether a group in this state has not ended: its tracks' step values show.
    var showsStepValues: Bool { self == .live || self == .recording || self == .paused }
  }

  /// Each group's timing; set with `setTiming(_:of:)`, which keeps the hot columns below in step.
  private(set) var timing: [AnimationTiming] = []
  /// The hot part of each group's timing that plays once on a curve with its own 8-entry table, else a
  /// placeholder.
  private(set) var singlePlay: [SinglePlayTiming] = []
  /// Whether `singlePlay[g]` is group `g`'s timing: a step then solves it with its neighbours, four at a time
  /// when all four are; otherwise (named and linear curves are cheap there, and repeats, autoreverse and
  /// springs need it) and for a quad off the solver's common path it reads `timing[g]`, one group at a time.
  private(set) var inLanes: [Bool] = []
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
    inLanes.append(false)
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
    if let hot = SinglePlayTiming(newTiming),
      CubicBezier.haveEightEntryTables((hot.curve, hot.curve, hot.curve, hot.curve))
    {
      singlePlay[g] = hot
      inLanes[g] = true
    } else {
      inLanes[g] = false
    }
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

  /// Whether the four groups from `state` on are live and solved in lanes (one predictable branch).
  @inline(__always)
  private static func allLiveInLanes(_ state: UnsafePointer<State>, _ inLanes: UnsafePointer<Bool>) -> Bool {
    // Four bytes each, compared at once; the byte of `.live` is read from the enum, not assumed.
    let live = UInt32(unsafeBitCast(State.live, to: UInt8.self)) &* 0x0101_0101
    return UnsafeRawPointer(state).loadUnaligned(as: UInt32.self) == live
      && UnsafeRawPointer(inLanes).loadUnaligned(as: UInt32.self) == 0x0101_0101
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

  /// Sets `eased[g]` of every live group to its timing's progress at `t` (1 once over); returns the number
  /// of ended groups. Timings in lanes are read from their hot column, four neighbours at a time when all
  /// are on the solver's common path (see ``SinglePlayTiming/progress(of:at:)``).
  mutating func ease(at t: Double) -> Int {
    let n = capacity
    var endedGroups = 0
    timing.withUnsafeBufferPointer { timing in
      singlePlay.withUnsafeBufferPointer { hot in
        inLanes.withUnsafeBufferPointer { inLanes in
          state.withUnsafeBufferPointer { state in
            eased.withUnsafeMutableBufferPointer { eased in
              var g = 0
              while g < n {
                // Four at once; a quad off the solver's common path (rare) goes on one group at a time below.
                if g &+ 4 <= n && Self.allLiveInLanes(state.baseAddress! + g, inLanes.baseAddress! + g)
                  && Self.easeFour(hot.baseAddress! + g, into: eased.baseAddress! + g, at: t)
                {
                  g &+= 4
                  continue
                }
                switch state[g] {
                case .live: eased[g] = timing[g].progress(at: t) ?? 1
                case .ended: endedGroups &+= 1
                case .free, .recording, .paused: break
                }
                g &+= 1
              }
            }
          }
        }
      }
    }
    return endedGroups
  }
}
