/// One kind of value of a view at each frame of a recording, each distinct run of values stored once: a view
/// that keeps still costs a byte a frame however large its values are, so that recording many views over many
/// frames stays small.
///
/// ```swift
/// var alpha = FrameSeries<Double?>(repeating: nil, count: 60)
/// alpha[3] = 0.5
/// alpha[4] = 0.5     // the same run: nothing stored
/// alpha[4]           // 0.5
/// ```
struct FrameSeries<Value: Equatable> {
  /// The values, in the order first set (a value equal to the last one set is not stored again).
  private var values: [Value]
  /// Each frame's index into `values`: a byte each while there are at most 256 values, 4 bytes after.
  private var slots: Slots

  private enum Slots {
    case small([UInt8])
    case large([UInt32])
  }

  /// `count` frames of `value`.
  init(repeating value: Value, count: Int) {
    values = [value]
    slots = .small(Array(repeating: 0, count: count))
  }

  /// The number of frames.
  var count: Int {
    switch slots {
    case .small(let small): small.count
    case .large(let large): large.count
    }
  }

  private func slot(_ frame: Int) -> Int {
    switch slots {
    case .small(let small): Int(small[frame])
    case .large(let large): Int(large[frame])
    }
  }

  private mutating func setSlot(_ frame: Int, _ slot: Int) {
    switch slots {
    case .small(var small) where slot <= Int(UInt8.max):
      slots = .large([])  // lets `small` be the array's only reference while it changes
      small[frame] = UInt8(slot)
      slots = .small(small)
    case .small(let small):
      var large = small.map(UInt32.init)
      large[frame] = UInt32(slot)
      slots = .large(large)
    case .large(var large):
      slots = .small([])
      large[frame] = UInt32(slot)
      slots = .large(large)
    }
  }

  subscript(frame: Int) -> Value {
    get { values[slot(frame)] }
    set {
      if values[slot(frame)] == newValue { return }
      if values[values.count - 1] != newValue { values.append(newValue) }
      setSlot(frame, values.count - 1)
    }
  }
}
