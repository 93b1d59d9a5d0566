import Flipbook

/// How the Lottie export says an animatable property of a view: the one table of it, a switch without a
/// `default:`, so that a new property is a compile error here until it has a form (and `LottieFormTests`
/// checks every form against an export: a property never drops out of the animation silently).
///
/// ```swift
/// AnimatableProperty.alpha.lottieForm         // .opacity
/// AnimatableProperty.shadowRadius.lottieForm  // .picture
/// ```
enum LottieForm: Hashable, Sendable {
  /// The layer's transform: position, anchor, scale, rotation and skew, from the view's geometry.
  case transform
  /// The layer's opacity (or its precomposition's, for group opacity).
  case opacity
  /// Shapes of the view's own layer: the background's and the border's rectangles and fills.
  case shapes
  /// A picture of the view's own layer drawn by Flipbook's renderer, Lottie having no form for it (noted
  /// as a pictured part).
  case picture
  /// Part of how the view's content (an image) is drawn: in its picture, with the content; nothing to
  /// draw without content.
  case content
}

extension AnimatableProperty {
  /// How the Lottie export says this property.
  var lottieForm: LottieForm {
    switch self {
    // A transform3D with depth makes the view's subtree pictures (Lottie has no 3-D layers); a 2-D one is a
    // transform.
    case .center, .bounds, .transform, .transform3D: .transform
    case .alpha: .opacity
    case .backgroundColor, .cornerRadius, .borderWidth, .borderColor: .shapes
    case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius: .picture
    case .contentStretch: .content
    }
  }
}
