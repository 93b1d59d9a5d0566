import FlipbookGeometry

/// What a view's `draw(_:)` drew, recorded as commands in the view's bounds coordinates.
///
/// The renderer replays the commands clipped to the view's bounds, the way a layer's backing store holds
/// what `draw(_:)` drew until the next `setNeedsDisplay()`.
public struct DisplayList: Sendable, Hashable {
  /// The commands in order.
  public var commands: [DrawCommand]

  /// Creates a display list.
  public init(commands: [DrawCommand] = []) { self.commands = commands }
}

/// One recorded drawing operation. Paths are built with the path commands and consumed by fill, stroke or clip.
public enum DrawCommand: Sendable, Hashable {
  case saveState
  case restoreState
  case setFillColor(Color)
  case setStrokeColor(Color)
  case setLineWidth(Double)
  case concatenate(AffineTransform)
  case moveTo(Point)
  case lineTo(Point)
  case curveTo(control1: Point, control2: Point, end: Point)
  case closePath
  case addRect(Rect)
  case addEllipse(in: Rect)
  case fillPath(evenOdd: Bool)
  case strokePath
  case clipToPath(evenOdd: Bool)
  /// Clears a rectangle to transparent (Cairo's CLEAR operator).
  case clear(Rect)
}
