import CPango
import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

@testable import FlipbookRender

/// Text placement, alignment, line limits and truncation, and the per-thread layout cache.
@Suite("Text drawing")
struct TextDrawingTests {
  /// One label of `frame` on a 300 × 200 white canvas, black text, no background.
  func render(_ text: TextContent, frame: Rect, canvas: CairoCanvas? = nil) throws -> CairoCanvas {
    let snapshot = makeSnapshot(
      width: 300, height: 200, [TestView(frame: frame, content: 0)], contents: [.text(text)])
    guard let canvas else { return try draw(snapshot) }
    try SnapshotRenderer(scale: 1, background: .white).render(snapshot, into: canvas)
    return canvas
  }

  /// The box of pixels darker than 160 (ink), or nil when there is none.
  func ink(_ canvas: CairoCanvas) -> Rect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where rgba(canvas, x, y)[0] < 160 {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    return Rect(
      x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
  }

  /// Rows that have ink, grouped into runs: one run per line of text.
  func lineCount(_ canvas: CairoCanvas) -> Int {
    var runs = 0
    var inRun = false
    for y in 0..<canvas.height {
      let has = (0..<canvas.width).contains { rgba(canvas, $0, y)[0] < 160 }
      if has && !inRun { runs += 1 }
      inRun = has
    }
    return runs
  }

  let frame = Rect(x: 50, y: 50, width: 200, height: 100)

  @Test func alignmentPutsTheLineAtTheLeftCentreOrRight() throws {
    let left = try #require(ink(render(TextContent("Hello", font: Font(size: 20)), frame: frame)))
    let center = try #require(
      ink(render(TextContent("Hello", font: Font(size: 20), alignment: .center), frame: frame)))
    let right = try #require(
      ink(render(TextContent("Hello", font: Font(size: 20), alignment: .right), frame: frame)))
    #expect(left.minX >= 50 && left.minX <= 53)
    #expect(isClose(center.midX, 150, 1.5))
    #expect(right.maxX <= 250 && right.maxX >= 246)
    #expect(isClose(left.width, right.width, 1) && isClose(left.width, center.width, 1))
  }

  @Test func theBlockOfLinesIsCentredVertically() throws {
    let one = try #require(ink(render(TextContent("Hxh", font: Font(size: 30)), frame: frame)))
    // Cap height and x-height sit around the middle: the ink of "Hxh" spans the centre line.
    #expect(one.minY > 50 && one.maxY < 150)
    #expect(isClose(one.midY, 100, 6))
    let three = try #require(
      ink(render(TextContent("Hxh\nHxh\nHxh", font: Font(size: 20), numberOfLines: 0), frame: frame)))
    #expect(isClose(three.midY, 100, 6))
  }

  @Test func oneLineByDefaultEndingInAnEllipsis() throws {
    let long = String(repeating: "wide words ", count: 12)
    let canvas = try render(TextContent(long, font: Font(size: 16)), frame: frame)
    #expect(lineCount(canvas) == 1)
    let box = try #require(ink(canvas))
    #expect(box.maxX <= 250 && box.minX >= 50)
  }

  @Test func lineLimitAndZeroForAsManyAsFit() throws {
    let long = String(repeating: "wide words ", count: 30)
    #expect(
      lineCount(try render(TextContent(long, font: Font(size: 16), numberOfLines: 2), frame: frame)) == 2)
    #expect(
      lineCount(try render(TextContent(long, font: Font(size: 16), numberOfLines: 3), frame: frame)) == 3)
    // 0: as many lines as fit in 100 points of 16-point text (line height about 18.6).
    let fit = lineCount(try render(TextContent(long, font: Font(size: 16), numberOfLines: 0), frame: frame))
    #expect(fit == 5)
  }

  /// UILabel breaks a word wider than the label between characters and adds no hyphen (its paragraph style's
  /// hyphenationFactor is 0 unless set), where Pango would add one at each break.
  @Test func aWordWiderThanTheLabelBreaksBetweenCharactersWithNoHyphen() throws {
    let word = "abcdefghijklmnopqrstuvwxyz"
    let content = TextContent(word, font: Font(size: 14), numberOfLines: 0)
    let pango = PangoContext()
    let layout = TextLayoutBuilder.makeLayout(
      content, size: Size(width: 60, height: 200), context: pango.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    #expect(TextLayoutBuilder.lineExtents(of: layout).count >= 3)
    // One glyph per letter: no hyphen glyph was inserted at the breaks.
    #expect(LayoutGlyphs(layout, origin: .zero).glyphs.count == word.count)
  }

  @Test func lineLimitCountsParagraphsToo() throws {
    let text = "one\ntwo\nthree\nfour"
    #expect(
      lineCount(try render(TextContent(text, font: Font(size: 16), numberOfLines: 2), frame: frame)) == 2)
    #expect(
      lineCount(try render(TextContent(text, font: Font(size: 16), numberOfLines: 0), frame: frame)) == 4)
  }

  @Test func textIsClippedToTheBounds() throws {
    let tiny = Rect(x: 50, y: 50, width: 200, height: 6)
    let box = try #require(ink(render(TextContent("Hxh", font: Font(size: 30)), frame: tiny)))
    #expect(box.minY >= 50 && box.maxY <= 56)
  }

  @Test func aLabelThatDoesNotChangeIsLaidOutOnce() throws {
    let canvas = try CairoCanvas(width: 300, height: 200)
    let text = TextContent("Cached", font: Font(size: 20))
    _ = try render(text, frame: frame, canvas: canvas)
    #expect(canvas.cache.textLayoutsMade == 1)
    let first = pixels(of: canvas)
    for _ in 0..<3 { _ = try render(text, frame: frame.offsetBy(dx: 0, dy: 0), canvas: canvas) }
    #expect(canvas.cache.textLayoutsMade == 1)
    #expect(pixels(of: canvas) == first)
    // Moving the label does not lay it out again; a new width or string does.
    _ = try render(text, frame: frame.offsetBy(dx: 7.5, dy: -3), canvas: canvas)
    #expect(canvas.cache.textLayoutsMade == 1)
    _ = try render(text, frame: Rect(x: 50, y: 50, width: 150, height: 100), canvas: canvas)
    #expect(canvas.cache.textLayoutsMade == 2)
    _ = try render(TextContent("Changed", font: Font(size: 20)), frame: frame, canvas: canvas)
    #expect(canvas.cache.textLayoutsMade == 3)
    // A fresh canvas (as another thread has, with its own cache) draws the same pixels.
    let fresh = try CairoCanvas(width: 300, height: 200)
    _ = try render(text, frame: frame, canvas: fresh)
    #expect(pixels(of: fresh) == first)
  }

  @Test func boldIsHeavierThanRegular() throws {
    func darkness(_ weight: Font.Weight) throws -> Int {
      let canvas = try render(TextContent("Weight", font: Font(size: 24, weight: weight)), frame: frame)
      return pixels(of: canvas).reduce(0) { $0 + 255 - Int($1 >> 16 & 0xFF) }
    }
    #expect(try darkness(.bold) > darkness(.regular) * 11 / 10)
  }

  @Test func emptyTextOrTransparentColourDrawsNothing() throws {
    #expect(ink(try render(TextContent("", font: Font(size: 20)), frame: frame)) == nil)
    #expect(ink(try render(TextContent("Hi", color: .clear), frame: frame)) == nil)
    #expect(ink(try render(TextContent("Hi"), frame: Rect(x: 50, y: 50, width: 0, height: 40))) == nil)
  }
}
