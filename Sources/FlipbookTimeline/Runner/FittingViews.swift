import Flipbook

/// The label a view with `text` and `"sizeToFit": true` makes: UIKit's `sizeToFit()` when it joins a window
/// (whose text measurer it needs) and each time its text, font or line count changes, keeping the frame's
/// origin.
///
/// ```swift
/// let name = FittingLabel(frame: Rect(x: 20, y: 300, width: 0, height: 0))
/// window.addSubview(name)   // fitted to its text
/// ```
final class FittingLabel: Label {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { sizeToFit() }
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    if window != nil { sizeToFit() }
  }
}

/// The image view a view with `image` and `"sizeToFit": true` makes: its bounds size is its image's size
/// in points, whenever the image changes (UIKit's `sizeToFit()`, keeping the frame's origin).
final class FittingImageView: ImageView {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { sizeToFit() }
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    sizeToFit()
  }
}
