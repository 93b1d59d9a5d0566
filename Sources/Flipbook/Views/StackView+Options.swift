extension StackView {
  /// The direction a stack view lines up its arranged views in (UIKit's `NSLayoutConstraint.Axis`).
  ///
  /// ```swift
  /// stack.axis = .vertical   // top to bottom
  /// ```
  public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Where arranged views go across the axis (UIKit's `UIStackView.Alignment`, without the baselines).
  ///
  /// ```swift
  /// row.alignment = .center   // each view keeps its height, centred vertically
  /// ```
  public enum Alignment: Sendable, Hashable, CaseIterable {
    /// Each view is stretched to the stack's width (vertical axis) or height (horizontal axis), less the
    /// insets.
    case fill
    /// Each view keeps its size across the axis and lines up with the left edge (vertical axis) or the top
    /// edge (horizontal axis).
    case leading
    /// Each view keeps its size across the axis and is centred.
    case center
    /// Each view keeps its size across the axis and lines up with the right (vertical) or bottom
    /// (horizontal) edge.
    case trailing

    /// The top edge, for a horizontal stack: the same as `leading`, as in UIKit.
    public static let top = Alignment.leading
    /// The bottom edge, for a horizontal stack: the same as `trailing`, as in UIKit.
    public static let bottom = Alignment.trailing
  }

  /// How arranged views share the length of the axis (UIKit's `UIStackView.Distribution`).
  ///
  /// Flipbook has no hugging priorities: a view's length along the axis is its bounds size (its
  /// `intrinsicContentSize` where it gave none), which `fill`, `equalSpacing` and `equalCentering` keep.
  ///
  /// ```swift
  /// tabs.distribution = .fillEqually
  /// ```
  public enum Distribution: Sendable, Hashable, CaseIterable {
    /// Views keep their lengths and follow one another `spacing` apart from the start; extra room stays
    /// after the last view, and content longer than the stack runs past its end (a UIKit stack with no
    /// length constraint is exactly as long as this content).
    case fill
    /// Every view gets the same length: the room left after the spacing, shared equally.
    case fillEqually
    /// Views are resized in proportion to their lengths so that together, with the spacing, they fill the
    /// stack.
    case fillProportionally
    /// Views keep their lengths; the first starts at the start, the last ends at the end, and the gaps
    /// between them are equal, never below `spacing` (a longer content runs past the end).
    case equalSpacing
    /// Views keep their lengths; the first starts at the start, the last ends at the end, and their
    /// centers are equally far apart, no two views closer than `spacing` (a longer content runs past the
    /// end).
    case equalCentering
  }
}
