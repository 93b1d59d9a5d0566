import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `draw(_:)` runs when a snapshot is taken, once at first and then only after `setNeedsDisplay()`; what it
/// draws into `GraphicsContext.current` lands in the snapshot's display lists.
@MainActor
@Suite(.checksEngineInvariants) struct DrawingTests {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))

  /// Fills its bounds with `color`, counting the calls and remembering the rect it was given.
  final class Swatch: View {
    var color = Color.red
    var draws = 0
    var rects: [Rect] = []
    var hadContext = false
    override func draw(_ rect: Rect) {
      draws += 1
      rects.append(rect)
      guard let g = GraphicsContext.current else { return }
      hadContext = true
      g.setFillColor(color)
      g.fill(bounds)
    }
  }

  func commands(of view: View, in snapshot: RenderSnapshot) -> [DrawCommand]? {
    let index = indexOfNode(for: view)
    guard let list = snapshot.nodes[index].displayList else { return nil }
    return snapshot.displayLists[Int(list)].commands
  }

  /// The node index of `view`: the window is 0, then pre-order.
  func indexOfNode(for view: View) -> Int {
    var order: [View] = []
    var stack: [View] = [window]
    while let v = stack.popLast() {
      order.append(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
    return order.firstIndex { $0 === view }!
  }

  @Test func drawnCommandsLandInTheSnapshot() {
    let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 30, height: 20))
    window.addSubview(swatch)
    let snapshot = window.renderSnapshot()
    #expect(swatch.draws == 1)
    #expect(swatch.hadContext)
    #expect(swatch.rects == [Rect(x: 0, y: 0, width: 30, height: 20)])
    #expect(
      commands(of: swatch, in: snapshot) == [
        .setFillColor(.red), .addRect(Rect(x: 0, y: 0, width: 30, height: 20)), .fillPath(evenOdd: false),
      ])
    #expect(snapshot.displayLists.count == 1)
  }

  @Test func viewsThatDoNotDrawHaveNoDisplayList() {
    let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    plain.backgroundColor = .blue
    window.addSubview(plain)
    let snapshot = window.renderSnapshot()
    #expect(snapshot.nodes.allSatisfy { $0.displayList == nil })
    #expect(snapshot.displayLists.isEmpty)
  }

  @Test func theContextIsOnlyCurrentWhileDrawing() {
    #expect(GraphicsContext.current == nil)
    window.addSubview(Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    _ = window.renderSnapshot()
    #expect(GraphicsContext.current == nil)
  }

  @Test func drawRunsOnceUntilSetNeedsDisplay() {
    let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 30, height: 20))
    window.addSubview(swatch)
    _ = window.renderSnapshot()
    let second = window.renderSnapshot()
    #expect(swatch.draws == 1)
    // The backing store keeps the content without redrawing.
    #expect(commands(of: swatch, in: second)?.count == 3)
    swatch.color = .green
    swatch.setNeedsDisplay()
    let third = window.renderSnapshot()
    #expect(swatch.draws == 2)
    #expect(commands(of: swatch, in: third)?.first == .setFillColor(.green))
    swatch.setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
    _ = window.renderSnapshot()
    #expect(swatch.draws == 3)
    #expect(swatch.rects.last == swatch.bounds, "Flipbook redraws the whole bounds")
  }

  @Test func geometryChangesDoNotRedraw() {
    let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 30, height: 20))
    window.addSubview(swatch)
    _ = window.renderSnapshot()
    swatch.center = Point(x: 100, y: 50)
    swatch.bounds.size = Size(width: 60, height: 40)
    swatch.transform = AffineTransform(rotationAngle: 1)
    swatch.alpha = 0.5
    swatch.backgroundColor = .yellow
    _ = window.renderSnapshot()
    #expect(swatch.draws == 1)
  }

  @Test func contentModeRedrawRedrawsWhenTheBoundsSizeChanges() {
    let swatch = Swatch(frame: Rect(x: 10, y: 10, width: 30, height: 20))
    swatch.contentMode = .redraw
    window.addSubview(swatch)
    _ = window.renderSnapshot()
    swatch.center = Point(x: 100, y: 50)
    _ = window.renderSnapshot()
    #expect(swatch.draws == 1, "moving is not a bounds change")
    swatch.frame = Rect(x: 0, y: 0, width: 60, height: 40)
    let snapshot = window.renderSnapshot()
    #expect(swatch.draws == 2)
    #expect(commands(of: swatch, in: snapshot)?[1] == .addRect(Rect(x: 0, y: 0, width: 60, height: 40)))
  }

  @Test func clearsContextBeforeDrawingFalseDrawsOnTopOfTheLastContent() {
    let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    swatch.clearsContextBeforeDrawing = false
    window.addSubview(swatch)
    _ = window.renderSnapshot()
    swatch.color = .blue
    swatch.setNeedsDisplay()
    let snapshot = window.renderSnapshot()
    let square = DrawCommand.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      commands(of: swatch, in: snapshot) == [
        .setFillColor(.red), square, .fillPath(evenOdd: false),
        .setFillColor(.blue), square, .fillPath(evenOdd: false),
      ])
  }

  @Test func clearsContextBeforeDrawingTrueStartsFromNothing() {
    let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(swatch)
    _ = window.renderSnapshot()
    swatch.color = .blue
    swatch.setNeedsDisplay()
    let snapshot = window.renderSnapshot()
    #expect(commands(of: swatch, in: snapshot)?.count == 3)
    #expect(commands(of: swatch, in: snapshot)?.first == .setFillColor(.blue))
  }

  @Test func callingSuperDrawFirstKeepsTheDrawing() {
    final class Polite: View {
      override func draw(_ rect: Rect) {
        super.draw(rect)
        GraphicsContext.current?.fill(rect)
      }
    }
    let polite = Polite(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(polite)
    let snapshot = window.renderSnapshot()
    #expect(commands(of: polite, in: snapshot)?.count == 2)
  }

  @Test func aRedrawThatDrawsNothingLeavesNoDisplayList() {
    final class Blinker: View {
      var on = true
      override func draw(_ rect: Rect) { if on { GraphicsContext.current?.fill(rect) } }
    }
    let blinker = Blinker(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(blinker)
    #expect(commands(of: blinker, in: window.renderSnapshot())?.count == 2)
    blinker.on = false
    blinker.setNeedsDisplay()
    #expect(commands(of: blinker, in: window.renderSnapshot()) == nil)
  }

  @Test func drawingHappensInDrawingOrder() {
    let log = HierarchyLog()
    let a = LoggedView("A", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let a1 = LoggedView("A1", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let b = LoggedView("B", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(a)
    window.addSubview(b)
    a.addSubview(a1)
    log.entries.removeAll()
    _ = window.renderSnapshot()
    #expect(log.entries.filter { $0.hasSuffix(".draw") } == ["A.draw", "A1.draw", "B.draw"])
  }

  @Test func snapshotLaysOutFirstAndSkipsDrawingHiddenSubtrees() {
    let log = HierarchyLog()
    let a = LoggedView("A", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let a1 = LoggedView("A1", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(a)
    a.addSubview(a1)
    a.isHidden = true
    log.entries.removeAll()
    a.setNeedsLayout()
    _ = window.renderSnapshot()
    #expect(log.entries == ["A.layoutSubviews"])
    a.isHidden = false
    _ = window.renderSnapshot()
    #expect(log.entries == ["A.layoutSubviews", "A.draw", "A1.draw"])
  }

  @Test func everyContextCommandIsRecorded() {
    final class Sketch: View {
      override func draw(_ rect: Rect) {
        guard let g = GraphicsContext.current else { return }
        g.saveGState()
        g.setStrokeColor(.black)
        g.setLineWidth(2)
        g.translateBy(x: 1, y: 2)
        g.scaleBy(x: 3, y: 4)
        g.rotate(by: 0)
        g.move(to: Point(x: 0, y: 0))
        g.addLine(to: Point(x: 5, y: 0))
        g.addCurve(to: Point(x: 9, y: 9), control1: Point(x: 6, y: 1), control2: Point(x: 8, y: 2))
        g.closePath()
        g.strokePath()
        g.addEllipse(in: Rect(x: 0, y: 0, width: 4, height: 2))
        g.clip(evenOdd: true)
        g.fillPath(evenOdd: true)
        g.stroke(Rect(x: 1, y: 1, width: 2, height: 2))
        g.fillEllipse(in: Rect(x: 0, y: 0, width: 1, height: 1))
        g.strokeEllipse(in: Rect(x: 0, y: 0, width: 2, height: 2))
        g.clear(Rect(x: 0, y: 0, width: 3, height: 3))
        g.restoreGState()
      }
    }
    let sketch = Sketch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(sketch)
    let expected: [DrawCommand] = [
      .saveState, .setStrokeColor(.black), .setLineWidth(2),
      .concatenate(AffineTransform(translationX: 1, y: 2)), .concatenate(AffineTransform(scaleX: 3, y: 4)),
      .concatenate(AffineTransform(rotationAngle: 0)),
      .moveTo(Point(x: 0, y: 0)), .lineTo(Point(x: 5, y: 0)),
      .curveTo(control1: Point(x: 6, y: 1), control2: Point(x: 8, y: 2), end: Point(x: 9, y: 9)),
      .closePath, .strokePath,
      .addEllipse(in: Rect(x: 0, y: 0, width: 4, height: 2)), .clipToPath(evenOdd: true),
      .fillPath(evenOdd: true),
      .addRect(Rect(x: 1, y: 1, width: 2, height: 2)), .strokePath,
      .addEllipse(in: Rect(x: 0, y: 0, width: 1, height: 1)), .fillPath(evenOdd: false),
      .addEllipse(in: Rect(x: 0, y: 0, width: 2, height: 2)), .strokePath,
      .clear(Rect(x: 0, y: 0, width: 3, height: 3)), .restoreState,
    ]
    #expect(commands(of: sketch, in: window.renderSnapshot()) == expected)
  }
}
