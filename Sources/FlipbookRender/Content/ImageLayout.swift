import Flipbook
import FlipbookGeometry

/// Where an image lands in a view's bounds: the rectangle its `contentMode` gives (UIView reference,
/// `UIViewContentMode`), and the nine pieces `contentStretch` cuts it into.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
/// ImageLayout.destination(.scaleAspectFit, bounds: bounds, imageSize: Size(width: 50, height: 50))
/// // (50, 0, 100, 100)
/// ```
public enum ImageLayout {
  /// The rectangle, in bounds coordinates, that an image of `imageSize` points fills under `mode`:
  ///
  /// - `.scaleToFill` and `.redraw`: the bounds (the aspect ratio may change);
  /// - `.scaleAspectFit`: the largest rectangle of the image's aspect ratio inside the bounds, centred;
  /// - `.scaleAspectFill`: the smallest one covering the bounds, centred (it may stick out);
  /// - the others keep the image's size and align it: `.center` centred, `.top`/`.bottom` centred
  ///   horizontally at the top/bottom edge, `.left`/`.right` centred vertically at the left/right edge,
  ///   and the four corners.
  public static func destination(_ mode: ContentMode, bounds: Rect, imageSize: Size) -> Rect {
    let b = bounds.standardized
    let w = imageSize.width, h = imageSize.height
    func placed(_ width: Double, _ height: Double, x: Double, y: Double) -> Rect {
      // x, y: 0 at the min edge, 0.5 centred, 1 at the max edge.
      Rect(
        x: b.minX + (b.width - width) * x, y: b.minY + (b.height - height) * y, width: width, height: height)
    }
    switch mode {
    case .scaleToFill, .redraw: return b
    case .scaleAspectFit, .scaleAspectFill:
      guard w > 0, h > 0 else { return Rect(x: b.midX, y: b.midY, width: 0, height: 0) }
      let sx = b.width / w, sy = b.height / h
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      return placed(w * s, h * s, x: 0.5, y: 0.5)
    case .center: return placed(w, h, x: 0.5, y: 0.5)
    case .top: return placed(w, h, x: 0.5, y: 0)
    case .bottom: return placed(w, h, x: 0.5, y: 1)
    case .left: return placed(w, h, x: 0, y: 0.5)
    case .right: return placed(w, h, x: 1, y: 0.5)
    case .topLeft: return placed(w, h, x: 0, y: 0)
    case .topRight: return placed(w, h, x: 1, y: 0)
    case .bottomLeft: return placed(w, h, x: 0, y: 1)
    case .bottomRight: return placed(w, h, x: 1, y: 1)
    }
  }

  /// A rectangle of whole image pixels.
  public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a pixel rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// One piece of a stretched image: the source pixels and the rectangle they fill.
  public struct Slice: Hashable, Sendable {
    /// The image pixels of the piece.
    public var source: PixelRect
    /// The destination, in bounds coordinates.
    public var destination: Rect

    /// Creates a slice.
    public init(source: PixelRect, destination: Rect) {
      self.source = source
      self.destination = destination
    }
  }

  /// The cut of one axis: pixel runs before, inside and after the stretchable part.
  struct AxisCut: Equatable {
    var before: Int, stretch: Int, after: Int
  }

  /// Cuts `pixels` (an image side) at the unit interval `origin ..< origin + length` (clamped to
  /// [0, 1]), its ends rounded to the nearest pixel boundary. A length that rounds to nothing stretches
  /// the single pixel containing `origin`, as the UIView reference says of a zero size.
  static func cut(pixels: Int, origin: Double, length: Double) -> AxisCut {
    let start = origin.isFinite ? min(max(origin, 0), 1) : 0
    let end = (origin + length).isFinite ? min(max(origin + length, start), 1) : 1
    var before = Int((start * Double(pixels)).rounded())
    var stretchEnd = Int((end * Double(pixels)).rounded())
    if stretchEnd <= before {
      // The pixel that contains the origin (a hair of tolerance for 10/21 · 21 landing at 9.999…).
      before = min(Int((start * Double(pixels) + 1e-9).rounded(.down)), pixels - 1)
      stretchEnd = before + 1
    }
    return AxisCut(before: before, stretch: stretchEnd - before, after: pixels - stretchEnd)
  }

  /// Splits `length` points of destination among a cut: the parts before and after keep their natural
  /// size (pixels ÷ `scale`) and the stretchable part takes the rest; when the fixed parts alone are
  /// longer than `length`, they shrink in proportion and the stretchable part gets nothing.
  static func split(_ cut: AxisCut, scale: Double, length: Double) -> (before: Double, stretch: Double) {
    let before = Double(cut.before) / scale, after = Double(cut.after) / scale
    let fixed = before + after
    if fixed <= length { return (before, length - fixed) }
    return (fixed > 0 ? before * length / fixed : 0, 0)
  }

  /// The pieces of `image` drawn into `destination` with `stretch` (a unit rectangle of the image): up to
  /// nine, corners at their natural size. Empty pieces are left out. With the whole image stretchable
  /// (the default `(0, 0, 1, 1)`), one piece: the image scaled to the destination.
  ///
  /// ```swift
  /// // A 21 × 16 image stretching its middle column (the UIView reference's example) into 61 × 16:
  /// ImageLayout.slices(imageWidth: 21, imageHeight: 16, scale: 1,
  ///                    stretch: Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1),
  ///                    destination: Rect(x: 0, y: 0, width: 61, height: 16))
  /// // left 10 px at 10 pt, the middle pixel over 41 pt, right 10 px at 10 pt
  /// ```
  public static func slices(
    imageWidth: Int, imageHeight: Int, scale: Double, stretch: Rect, destination: Rect
  ) -> [Slice] {
    let d = destination.standardized
    let s = stretch
    let xCut = cut(pixels: imageWidth, origin: s.origin.x, length: s.size.width)
    let yCut = cut(pixels: imageHeight, origin: s.origin.y, length: s.size.height)
    let xSplit = split(xCut, scale: scale, length: d.width)
    let ySplit = split(yCut, scale: scale, length: d.height)
    let xs: [(pixel: Int, count: Int, from: Double, to: Double)] = [
      (0, xCut.before, d.minX, d.minX + xSplit.before),
      (xCut.before, xCut.stretch, d.minX + xSplit.before, d.minX + xSplit.before + xSplit.stretch),
      (xCut.before + xCut.stretch, xCut.after, d.minX + xSplit.before + xSplit.stretch, d.maxX),
    ]
    let ys: [(pixel: Int, count: Int, from: Double, to: Double)] = [
      (0, yCut.before, d.minY, d.minY + ySplit.before),
      (yCut.before, yCut.stretch, d.minY + ySplit.before, d.minY + ySplit.before + ySplit.stretch),
      (yCut.before + yCut.stretch, yCut.after, d.minY + ySplit.before + ySplit.stretch, d.maxY),
    ]
    var result: [Slice] = []
    for y in ys where y.count > 0 && y.to > y.from {
      for x in xs where x.count > 0 && x.to > x.from {
        result.append(
          Slice(
            source: PixelRect(x: x.pixel, y: y.pixel, width: x.count, height: y.count),
            destination: Rect(x: x.from, y: y.from, width: x.to - x.from, height: y.to - y.from)))
      }
    }
    return result
  }
}
