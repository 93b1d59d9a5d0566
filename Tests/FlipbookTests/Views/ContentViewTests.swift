import Flipbook
import FlipbookGeometry
import Testing

/// `ImageView` and `Label` (UIImageView, UILabel), the layer-styling properties, and what snapshots carry
/// of them.
@MainActor
@Suite struct ContentViewTests {
  let image = Image(width: 30, height: 20, pixels: [UInt32](repeating: 0xFF00_0000, count: 600))

  @Test func imageViewsTakeTheImageSizeAndUIKitsDefaults() {
    let view = ImageView(image: image)
    #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(view.contentMode == .scaleToFill && !view.isUserInteractionEnabled)
    #expect(view.sizeThatFits(Size(width: 5, height: 5)) == Size(width: 30, height: 20))
    let retina = ImageView(
      image: Image(width: 30, height: 20, scale: 2, pixels: [UInt32](repeating: 0, count: 600)))
    #expect(retina.frame.size == Size(width: 15, height: 10))
    let empty = ImageView(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(empty.image == nil && empty.sizeThatFits(Size(width: 5, height: 6)) == Size(width: 5, height: 6))
  }

  @Test func labelsHaveUIKitsDefaults() {
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(label.text == nil && label.textContent == nil)
    #expect(label.font == Font(family: "DejaVu Sans", size: 17, weight: .regular))
    #expect(label.textColor == .black && label.textAlignment == .left && label.numberOfLines == 1)
    #expect(!label.isUserInteractionEnabled)
    label.text = ""
    #expect(label.textContent == nil)
    label.text = "Hi"
    label.numberOfLines = -3
    #expect(label.textContent == TextContent("Hi", numberOfLines: 0))
  }

  @Test func layerStyleHasCALayersDefaults() {
    let view = View(frame: .zero)
    #expect(view.cornerRadius == 0 && view.borderWidth == 0 && view.borderColor == .black)
    #expect(view.shadowColor == .black && view.shadowOpacity == 0 && view.shadowRadius == 3)
    #expect(view.shadowOffset == Size(width: 0, height: -3))
    #expect(!LayerStyle().hasBorder && !LayerStyle().hasShadow)
    #expect(
      LayerStyle(borderWidth: 1).hasBorder && !LayerStyle(borderWidth: 1, borderColor: .clear).hasBorder)
    #expect(
      LayerStyle(shadowOpacity: 0.1).hasShadow
        && !LayerStyle(shadowOpacity: 0.1, shadowRadius: .nan).hasShadow)
  }

  @Test func snapshotsCarryStyleContentModeStretchAndContent() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let picture = ImageView(image: image)
    picture.contentMode = .bottomRight
    picture.contentStretch = Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    picture.cornerRadius = 6
    picture.shadowOpacity = 0.5
    let title = Label(frame: Rect(x: 0, y: 50, width: 200, height: 30))
    title.text = "Title"
    title.textAlignment = .center
    let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(picture)
    window.addSubview(title)
    window.addSubview(plain)
    let snapshot = window.renderSnapshot()
    #expect(snapshot.nodes.count == 4 && snapshot.contents.count == 2)
    let p = snapshot.nodes[1], t = snapshot.nodes[2], v = snapshot.nodes[3]
    #expect(
      p.contentMode == .bottomRight && p.contentStretch == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    #expect(p.style == LayerStyle(cornerRadius: 6, shadowOpacity: 0.5))
    #expect(snapshot.contents[Int(p.content ?? -1)] == .image(image))
    #expect(snapshot.contents[Int(t.content ?? -1)] == .text(TextContent("Title", alignment: .center)))
    #expect(v.content == nil && v.style == .plain)
  }

  @Test func hiddenViewsRecordNoContent() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let picture = ImageView(image: image)
    picture.isHidden = true
    window.addSubview(picture)
    let snapshot = window.renderSnapshot()
    #expect(snapshot.contents.isEmpty && snapshot.nodes[1].content == nil)
  }
}
