import FlipbookGeometry

/// The drawing context a view's `draw(_:)` draws into (Flipbook's `CGContext`), in the view's bounds
/// coordinates. It records commands; the renderer replays them with Cairo, clipped to the view's bounds.
///
/// ```swift
/// override func draw(_ rect: Rect) {
///   guard let g = GraphicsContext.current else { return }
///   g.setStrokeColor(.black)
///   g.setLineWidth(2)
///   g.move(to: Point(x: 0, y: 0))
///   g.addLine(to: Point(x: bounds.width, y: bounds.height))
///   g.strokePath()
/// }
/// ```
@MainActor
public final class GraphicsContext {
  /// The context of the `draw(_:)` call in progress, or `nil` outside drawing
  /// (`UIGraphicsGetCurrentContext`). A task-local binding for the duration of the call, not process-wide
  /// state.
  public static var current: GraphicsContext? { binding.get() }

  private nonisolated static let binding = TaskLocal<GraphicsContext?>(wrappedValue: nil)

  /// The commands recorded so far.
  public private(set) var commands: [DrawCommand]

  init(commands: [DrawCommand] = []) { self.commands = commands }

  /// Makes this context current while `body` runs.
  func drawing(_ body: () -> Void) {
    GraphicsContext.binding.withValue(self) { body() }
  }

  public func saveGState() { commands.append(.saveState) }
  public func restoreGState() { commands.append(.restoreState) }
  public func setFillColor(_ color: Color) { commands.append(.setFillColor(color)) }
  public func setStrokeColor(_ color: Color) { commands.append(.setStrokeColor(color)) }
  public func setLineWidth(_ width: Double) { commands.append(.setLineWidth(width)) }
  public func concatenate(_ transform: AffineTransform) { commands.append(.concatenate(transform)) }
  public func translateBy(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }
  public func scaleBy(x: Double, y: Double) { concatenate(AffineTransform(scaleX: x, y: y)) }
  public func rotate(by angle: Double) { concatenate(AffineTransform(rotationAngle: angle)) }
  public func move(to point: Point) { commands.append(.moveTo(point)) }
  public func addLine(to point: Point) { commands.append(.lineTo(point)) }
  public func addCurve(to end: Point, control1: Point, control2: Point) {
    commands.append(.curveTo(control1: control1, control2: control2, end: end))
  }
  public func closePath() { commands.append(.closePath) }
  public func addRect(_ rect: Rect) { commands.append(.addRect(rect)) }
  public func addEllipse(in rect: Rect) { commands.append(.addEllipse(in: rect)) }
  public func fillPath(evenOdd: Bool = false) { commands.append(.fillPath(evenOdd: evenOdd)) }
  public func strokePath() { commands.append(.strokePath) }
  public func clip(evenOdd: Bool = false) { commands.append(.clipToPath(evenOdd: evenOdd)) }
  public func clear(_ rect: Rect) { commands.append(.clear(rect)) }

  /// Fills a rectangle with the fill colour.
  public func fill(_ rect: Rect) {
    addRect(rect)
    fillPath()
  }

  /// Strokes a rectangle's outline with the stroke colour and line width.
  public func stroke(_ rect: Rect) {
    addRect(rect)
    strokePath()
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: Rect) {
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: Rect) {
    addEllipse(in: rect)
    strokePath()
  }
}

extension View {
  /// Runs `draw(_:)` if the view needs display and returns its recorded content, or `nil` if it draws
  /// nothing.
  func displayListIfDrawing() -> DisplayList? {
    if needsDisplay {
      needsDisplay = false
      let context = GraphicsContext(commands: clearsContextBeforeDrawing ? [] : displayList.commands)
      context.drawing { draw(model.bounds) }
      displayList = DisplayList(commands: context.commands)
    }
    return displayList.commands.isEmpty ? nil : displayList
  }
}
