import Flipbook
import FlipbookGeometry

/// Hand-built snapshots of content and layer styling, shared by the pixel tests and the style goldens.
enum StyleScenes {
  /// A `width × height` test picture: red top-left, green top-right, blue bottom-left, yellow
  /// bottom-right quadrants, opaque.
  static func quadrants(width: Int = 20, height: Int = 10) -> Image {
    Image(width: width, height: height) { pixels in
      for y in 0..<height {
        for x in 0..<width {
          let right = x >= width / 2, bottom = y >= height / 2
          pixels[y * width + x] =
            switch (right, bottom) {
            case (false, false): 0xFFFF_0000
            case (true, false): 0xFF00_FF00
            case (false, true): 0xFF00_00FF
            case (true, true): 0xFFFF_FF00
            }
        }
      }
    }
  }

  /// A 21 × 16 button picture (the UIView reference's `contentStretch` example): a 10-pixel black frame
  /// column on each side, one white middle column; rows alike.
  static func button() -> Image {
    Image(width: 21, height: 16) { pixels in
      for y in 0..<16 {
        for x in 0..<21 {
          pixels[y * 21 + x] = x == 10 ? 0xFFFF_FFFF : (x < 10 ? 0xFF00_0000 : 0xFF80_8080)
        }
      }
    }
  }

  /// Rounded, bordered, shadowed cards: plain, clipping a subview, faded, rotated.
  static var cards: RenderSnapshot {
    let card = LayerStyle(
      cornerRadius: 12, borderWidth: 3, borderColor: Color(hex: "#1C1C1E")!, shadowOpacity: 0.5,
      shadowOffset: Size(width: 0, height: 6), shadowRadius: 6)
    return makeSnapshot(
      width: 320, height: 200,
      [
        TestView(
          frame: Rect(x: 20, y: 20, width: 120, height: 70), color: Color(hex: "#FF9500")!, style: card),
        TestView(
          frame: Rect(x: 170, y: 20, width: 120, height: 70), color: Color(hex: "#34C759")!, clips: true,
          style: LayerStyle(cornerRadius: 30, borderWidth: 4, borderColor: .white),
          [TestView(frame: Rect(x: -10, y: 40, width: 140, height: 40), color: Color(hex: "#007AFF")!)]),
        TestView(
          frame: Rect(x: 20, y: 110, width: 120, height: 70), color: Color(hex: "#AF52DE")!, alpha: 0.6,
          style: card,
          [TestView(frame: Rect(x: 60, y: 30, width: 80, height: 60), color: Color(hex: "#FF2D55")!)]),
        TestView(
          frame: Rect(x: 180, y: 110, width: 100, height: 60), color: .white,
          transform: AffineTransform(rotationAngle: 0.3),
          style: LayerStyle(cornerRadius: 18, borderWidth: 1, shadowOpacity: 0.8, shadowRadius: 4)),
      ])
  }

  /// The quadrant picture in a 40 × 30 view under every content mode, a 13-cell grid.
  static var contentModes: RenderSnapshot {
    let views = ContentMode.allCases.enumerated().map { i, mode in
      TestView(
        frame: Rect(x: 10 + Double(i % 5) * 60, y: 10 + Double(i / 5) * 50, width: 40, height: 30),
        color: Color(white: 0.85, alpha: 1), contentMode: mode, content: 0)
    }
    return makeSnapshot(width: 310, height: 160, views, contents: [.image(quadrants(width: 24, height: 12))])
  }

  /// Labels: alignments, truncation, line limits, weights.
  static var labels: RenderSnapshot {
    let gray = Color(white: 0.92, alpha: 1)
    let long = "The quick brown fox jumps over the lazy dog and keeps running"
    let texts: [TextContent] = [
      TextContent("Left", font: Font(size: 16)),
      TextContent("Centre", font: Font(size: 16, weight: .bold), alignment: .center),
      TextContent("Right", font: Font(size: 16), color: Color(hex: "#007AFF")!, alignment: .right),
      TextContent(long, font: Font(size: 14)),
      TextContent(long, font: Font(size: 14), numberOfLines: 2),
      TextContent(long, font: Font(size: 14), alignment: .justified, numberOfLines: 0),
    ]
    let frames = [
      Rect(x: 10, y: 10, width: 140, height: 24), Rect(x: 10, y: 40, width: 140, height: 24),
      Rect(x: 10, y: 70, width: 140, height: 24), Rect(x: 170, y: 10, width: 160, height: 24),
      Rect(x: 170, y: 40, width: 160, height: 44), Rect(x: 170, y: 90, width: 160, height: 60),
    ]
    let views = frames.enumerated().map { i, frame in TestView(frame: frame, color: gray, content: Int32(i)) }
    return makeSnapshot(width: 340, height: 160, views, contents: texts.map(NodeContent.text))
  }
}
