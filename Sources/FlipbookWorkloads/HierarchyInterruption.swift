/// How a ``HierarchyScene`` interrupts its views' animations: after every view's move-and-fade block, a
/// second block moves each view's `center` again, in a window that replaces (iOS 7: the new animation takes
/// over from what is shown) or adds (iOS 8's additive interruption: both moves run and sum).
///
/// ```swift
/// let scene = HierarchyScene(views: 100_000, depth: 1, frames: 60, interruption: .additive)
/// ```
public enum HierarchyInterruption: String, Sendable, CaseIterable {
  /// The second move replaces the first, from the shown position (`.beginFromCurrentState`).
  case replace
  /// The window is additive: the second move is a delta track added to the first.
  case additive
}
