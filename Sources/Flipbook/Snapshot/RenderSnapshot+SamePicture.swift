extension RenderSnapshot {
  /// Whether this snapshot draws exactly the picture `other` draws: everything but ``time`` is equal (the
  /// renderer does not read the time). A frame renderer reuses the last frame's encoded bytes when this holds.
  ///
  /// ```swift
  /// window.step(to: 2)   // after every animation has ended
  /// let a = window.renderSnapshot()
  /// window.step(to: 3)
  /// a.drawsSamePicture(as: window.renderSnapshot())   // true
  /// ```
  public func drawsSamePicture(as other: RenderSnapshot) -> Bool {
    // Equality with the time set aside, so that a field added to the snapshot is compared too (the layers
    // once were not, and a frame whose layers alone moved reused the frame before it).
    var other = other
    other.time = time
    return self == other
  }
}
