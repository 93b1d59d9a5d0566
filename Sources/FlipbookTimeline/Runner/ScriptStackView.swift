import Flipbook

/// The stack view a timeline's `stack` makes: a `StackView` that, while the validator checks the script,
/// reports a layout that leaves a view's geometry non-finite (spacings or sizes near 1e308 add up to
/// infinity), which no single value in the file shows.
///
/// ```swift
/// let stack = ScriptStackView(frame: .zero)
/// stack.reportNonFinite = { problem in print(problem) }  // the first problem only
/// ```
final class ScriptStackView: StackView {
  /// Called with the message of the first non-finite value a layout produces; nil when not checking.
  var reportNonFinite: (@MainActor (String) -> Void)?
  /// `"sizeToFit": true`: each layout first sizes the stack to its arranged content plus its insets
  /// (`sizeToFit()`, keeping the frame's origin), then places the views in that size.
  var sizesToFit = false

  override func layoutSubviews() {
    if sizesToFit { sizeToFit() }
    guard let reportNonFinite else { return super.layoutSubviews() }
    let before = subviews.map(\.modelValues)
    super.layoutSubviews()
    for (view, old) in zip(subviews, before) {
      if let problem = FiniteCheck.nonFiniteChange(from: old, to: view.modelValues) {
        self.reportNonFinite = nil  // once per stack: the next layouts repeat it
        reportNonFinite(problem)
        return
      }
    }
  }
}
