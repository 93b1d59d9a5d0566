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

  var timing: [AnimationTiming] = []
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
    eased.append(0)
    state.append(.recording)
    trackCount.append(0)
    wasCancelled.append(false)
    generation.append(0)
    options.append([])
    completion.append(nil)
    return Int32(timing.count - 1)
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
}
