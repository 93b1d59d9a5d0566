import Flipbook
import FlipbookGeometry
import FlipbookRender

/// A view tree for building `RenderSnapshot`s by hand.
struct TestView {
  var node: RenderNode
  var subviews: [TestView]

  /// A view with `frame` in its superview's bounds coordinates (untransformed), as UIKit's `frame`.
  init(
    frame: Rect, color: Color? = nil, alpha: Double = 1, transform: AffineTransform = .identity,
    boundsOrigin: Point = .zero, hidden: Bool = false, clips: Bool = false, displayList: Int32? = nil,
    transition: Int32? = nil, style: LayerStyle = .plain, contentMode: ContentMode = .scaleToFill,
    contentStretch: Rect = Rect(x: 0, y: 0, width: 1, height: 1), content: Int32? = nil,
    _ subviews: [TestView] = []
  ) {
    node = RenderNode(
      subtreeEnd: 0, center: Point(x: frame.midX, y: frame.midY),
      bounds: Rect(origin: boundsOrigin, size: frame.size), transform: transform, alpha: alpha,
      backgroundColor: color, isHidden: hidden, clipsToBounds: clips, displayList: displayList,
      transition: transition, style: style, contentMode: contentMode, contentStretch: contentStretch,
      content: content)
    self.subviews = subviews
  }

  /// Appends this subtree in pre-order, filling in `subtreeEnd`.
  func flatten(into nodes: inout [RenderNode]) {
    let index = nodes.count
    nodes.append(node)
    for subview in subviews { subview.flatten(into: &nodes) }
    nodes[index].subtreeEnd = Int32(nodes.count)
  }
}

/// A snapshot of a window of `width × height` points holding `views`.
func makeSnapshot(
  width: Double = 100, height: Double = 100, _ views: [TestView], displayLists: [DisplayList] = [],
  transitions: [TransitionSnapshot] = [], contents: [NodeContent] = []
) -> RenderSnapshot {
  let window = TestView(frame: Rect(x: 0, y: 0, width: width, height: height), views)
  var nodes: [RenderNode] = []
  window.flatten(into: &nodes)
  return RenderSnapshot(
    time: 0, size: Size(width: width, height: height), nodes: nodes, displayLists: displayLists,
    transitions: transitions, contents: contents)
}

/// Renders `snapshot` into a fresh canvas of its pixel size.
func draw(_ snapshot: RenderSnapshot, scale: Double = 1, background: Color? = .white) throws -> CairoCanvas {
  let renderer = SnapshotRenderer(scale: scale, background: background)
  let (width, height) = renderer.pixelSize(for: snapshot.size)
  let canvas = try CairoCanvas(width: width, height: height)
  try renderer.render(snapshot, into: canvas)
  return canvas
}

/// A 200 × 200 window whose full-size view holds `layers` (added with `view.layer.addSublayer`), rendered on
/// white at time 0.
@MainActor
func drawLayers(_ layers: [Layer]) throws -> CairoCanvas {
  let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
  let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
  window.addSubview(view)
  for layer in layers { view.layer.addSublayer(layer) }
  window.step(to: 0)
  return try draw(window.renderSnapshot())
}

/// A square window `side` points wide holding one view at `frame` with alpha 0.5 (drawn as a group), and
/// that view.
@MainActor
func translucentView(_ frame: Rect, inWindowOfSide side: Double) -> (window: Window, view: View) {
  let window = Window(frame: Rect(x: 0, y: 0, width: side, height: side))
  let view = View(frame: frame)
  view.alpha = 0.5
  window.addSubview(view)
  return (window, view)
}

/// The premultiplied pixel at `(x, y)` as `[red, green, blue, alpha]` bytes.
func rgba(_ canvas: CairoCanvas, _ x: Int, _ y: Int) -> [Int] {
  let word = canvas.pixel(x: x, y: y)
  return [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF), Int(word >> 24)]
}

let white = [255, 255, 255, 255]
let red = [255, 0, 0, 255]
let green = [0, 255, 0, 255]
let blue = [0, 0, 255, 255]
let transparent = [0, 0, 0, 0]

/// A 100 × 100 window on white whose one 100 × 100 view, of `viewAlpha`, holds `layers` below its subviews
/// (and `subview`), rendered at `time`.
@MainActor
func renderInView(
  _ layers: [Layer], viewAlpha: Double = 1, subview: View? = nil, at time: Double = 0
) throws -> CairoCanvas {
  let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  view.alpha = viewAlpha
  window.addSubview(view)
  for layer in layers { view.layer.insertSublayer(layer, at: Int.max) }
  if let subview { view.addSubview(subview) }
  window.step(to: time)
  return try draw(window.renderSnapshot())
}
