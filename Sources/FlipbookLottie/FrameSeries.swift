/// One kind of value of a view at each frame of a recording, each distinct run of values stored once: a view
/// that keeps still costs 4 bytes a frame however large its values are, so that recording many views over
/// many frames stays small.
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
  /// Each frame's index into `values`.
  private var slots: [UInt32]

  /// `count` frames of `value`.
  init(repeating value: Value, count: Int) {
    values = [value]
    slots = Array(repeating: 0, count: count)
  }

  /// The number of frames.
  var count: Int { slots.count }

  subscript(frame: Int) -> Value {
    get { values[Int(slots[frame])] }
    set {
      if values[Int(slots[frame])] == newValue { return }
      if values[values.count - 1] != newValue { values.append(newValue) }
      slots[frame] = UInt32(values.count - 1)
    }
  }
}
