/// Why the Lottie export draws a view and its subviews with Flipbook's renderer at each frame, one image
/// layer per frame, instead of writing them as shapes: what the note says, and the error without a renderer.
///
/// ```swift
/// SubtreePictureCause.depth.what  // "its depth"
/// ```
enum SubtreePictureCause {
  /// A `flip…` or `curl…` transition, or a cross-dissolve whose pictures do not cover each other.
  case transition(crossDissolve: Bool)
  /// A `transform3D` with depth (Lottie's 3-D layers have no perspective).
  case depth
  /// A `mask` of the view's own layer.
  case mask

  /// What of the view is pictures, as the note names it.
  var what: String {
    switch self {
    case .transition: "its transition"
    case .depth: "its depth"
    case .mask: "its mask"
    }
  }

  /// Why, as the note says it.
  var why: String {
    switch self {
    case .transition(crossDissolve: true):
      "neither picture of its cross-dissolve covers the other opaquely (a clear or translucent container, "
        + "or drawing outside its bounds), so opacity alone would show what lies beneath through both"
    case .transition(crossDissolve: false): "Lottie has no 3D flip or page curl"
    case .depth: "its transform3D turns it in depth, and Lottie has no 3-D layers"
    case .mask: "a view's own mask is drawn by Flipbook (a layer's mask is a track matte)"
    }
  }

  /// The end of the image layers' names, after the view's.
  var layerName: String {
    switch self {
    case .transition: "transition"
    case .depth: "depth"
    case .mask: "masked"
    }
  }

  /// The reason of the error when no picture maker draws (only in tests).
  var refusal: String {
    switch self {
    case .transition: "its transition needs Flipbook's renderer"
    case .depth: "its transform3D has depth, and Lottie has no 3-D layers"
    case .mask: "its layer's mask needs Flipbook's renderer (a layer's mask is a track matte)"
    }
  }
}
