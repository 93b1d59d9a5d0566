import Flipbook
import FlipbookGeometry

/// The label a view with `text` and `"sizeToFit": true` makes: its bounds size becomes its intrinsic
/// content size (the text on one line, or wrapped within `maxWidth`) when it joins a window (whose text
/// measurer it needs) and each time its text, font, line count or `maxWidth` changes, keeping the frame's
/// origin, as UIKit's `sizeToFit()` does.
///
/// ```swift
/// let name = FittingLabel(frame: Rect(x: 20, y: 300, width: 0, height: 0))
/// window.addSubview(name)   // fitted to its text
/// ```
final class FittingLabel: Label {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    fitToIntrinsicSize(self)
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    fitToIntrinsicSize(self)
  }
}

/// The image view a view with `image` and `"sizeToFit": true` makes: its bounds size is its image's size
/// in points, whenever the image changes (UIKit's `sizeToFit()`, keeping the frame's origin).
final class FittingImageView: ImageView {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    fitToIntrinsicSize(self)
  }

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    fitToIntrinsicSize(self)
  }
}

/// Sets `view`'s size to its intrinsic content size, keeping its frame's origin; a side with none (no
/// measurer yet, no image) is left as it is.
@MainActor
private func fitToIntrinsicSize(_ view: View) {
  let intrinsic = view.intrinsicContentSize
  let size = view.bounds.size
  let fitted = Size(
    width: intrinsic.width >= 0 ? intrinsic.width : size.width,
    height: intrinsic.height >= 0 ? intrinsic.height : size.height)
  guard fitted != size else { return }
  view.frame = Rect(origin: view.frame.origin, size: fitted)
}
