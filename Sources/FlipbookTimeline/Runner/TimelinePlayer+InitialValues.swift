import Flipbook

extension TimelinePlayer {
  /// Gives a new view (not yet in any window, so nothing animates) the spec's non-geometry animatable values,
  /// through the views' public setters, skipping each value the view already holds bit for bit (UIKit's
  /// default, for most properties of most views): a plain read instead of a setter call per property.
  ///
  /// The switch names every ``AnimatableProperty``, so a new property does not compile until it is set here.
  ///
  /// ```swift
  /// let view = View(frame: spec.frame ?? .zero)
  /// TimelinePlayer.applyInitialValues(spec.values, to: view)
  /// ```
  static func applyInitialValues(_ values: AnimatableValues, to view: View) {
    for property in AnimatableProperty.namedByKey {
      switch property {
      case .center, .bounds: break  // the geometry, set from frame, center and bounds first
      case .transform: if !same(view.transform, values.transform) { view.transform = values.transform }
      case .alpha: if !same(view.alpha, values.alpha) { view.alpha = values.alpha }
      case .backgroundColor:
        if !same(view.backgroundColor, values.backgroundColor) {
          view.backgroundColor = values.backgroundColor
        }
      case .contentStretch:
        if !same(view.contentStretch, values.contentStretch) { view.contentStretch = values.contentStretch }
      case .cornerRadius:
        if !same(view.cornerRadius, values.style.cornerRadius) {
          view.cornerRadius = values.style.cornerRadius
        }
      case .borderWidth:
        if !same(view.borderWidth, values.style.borderWidth) { view.borderWidth = values.style.borderWidth }
      case .borderColor:
        if !same(view.borderColor, values.style.borderColor) { view.borderColor = values.style.borderColor }
      case .shadowColor:
        if !same(view.shadowColor, values.style.shadowColor) { view.shadowColor = values.style.shadowColor }
      case .shadowOpacity:
        if !same(view.shadowOpacity, values.style.shadowOpacity) {
          view.shadowOpacity = values.style.shadowOpacity
        }
      case .shadowOffset:
        if !same(view.shadowOffset, values.style.shadowOffset) {
          view.shadowOffset = values.style.shadowOffset
        }
      case .shadowRadius:
        if !same(view.shadowRadius, values.style.shadowRadius) {
          view.shadowRadius = values.style.shadowRadius
        }
      }
    }
  }

  /// Whether `a` and `b` have the same bits (so that setting one over the other changes nothing, `-0.0`
  /// over `0.0` included); values made of `Double`s only, or an optional colour (which may compare unequal
  /// when both are `nil`, and is then set as before).
  private static func same<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
  }
}
