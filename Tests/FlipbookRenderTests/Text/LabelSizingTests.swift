import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// `Label.sizeThatFits(_:)` / `sizeToFit()` with the Pango measurer, checked against what the renderer draws
/// and against the measurer's own single-line height (wrapped text is whole lines of it).
@MainActor
@Suite("Label sizing")
struct LabelSizingTests {
  let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))

  init() { window.textMeasurer = PangoTextMeasurer() }

  func label(_ text: String?, lines: Int = 1, size: Double = 20) -> Label {
    let label = Label(frame: Rect(x: 10, y: 20, width: 30, height: 10))
    label.text = text
    label.font = Font(size: size)
    label.numberOfLines = lines
    window.addSubview(label)
    return label
  }

  /// The label's pixels (black text on white) in a canvas of the window's size.
  func pixels(_ label: Label) throws -> [[Int]] {
    label.textColor = .black
    let canvas = try draw(window.renderSnapshot())
    let frame = label.frame
    var rows: [[Int]] = []
    for y in Int(frame.minY)..<Int(frame.maxY) {
      rows.append((Int(frame.minX)..<Int(frame.maxX)).map { rgba(canvas, $0, y)[0] })
    }
    return rows
  }

  @Test func oneLineIsAsWideAsItsTextWhateverTheWidthGiven() throws {
    let title = label("Hello, Flipbook")
    let narrow = title.sizeThatFits(Size(width: 20, height: 5))
    #expect(narrow == title.sizeThatFits(Size(width: 1000, height: 500)))
    #expect(narrow.width > 100 && narrow.height > 20 && narrow.height < 30)  // 15 glyphs at 20 pt, one line
    #expect(narrow.width == narrow.width.rounded() && narrow.height == narrow.height.rounded())
    title.sizeToFit()
    #expect(title.frame == Rect(x: 10, y: 20, width: narrow.width, height: narrow.height))  // origin kept
    // Drawn at the fitted size, nothing is truncated: the same pixels as with 100 points to spare...
    let fitted = try pixels(title)
    title.frame.size.width += 100
    let roomy = try pixels(title).map { Array($0.prefix(Int(narrow.width))) }
    #expect(fitted == roomy)
    // ...while 8 points less ends in an ellipsis.
    title.frame.size.width = narrow.width - 8
    let cut = try pixels(title)
    #expect(cut != fitted.map { Array($0.prefix(Int(narrow.width) - 8)) })
  }

  @Test func wrappedTextIsWholeLinesAndRespectsNumberOfLines() {
    let line = label("Flipbook").sizeThatFits(.zero).height
    let text = "one two three four five six seven eight nine ten"
    let all = label(text, lines: 0).sizeThatFits(Size(width: 120, height: 0))
    #expect(all.width <= 120 && all.width > 60)
    let count = (all.height / line).rounded()
    // Whole lines: n lines measure ceil(n·h) against n·ceil(h) for the one line, less than n apart.
    #expect(count >= 3 && abs(all.height - count * line) < count)
    let two = label(text, lines: 2).sizeThatFits(Size(width: 120, height: 0))
    #expect(isClose(two.height, 2 * line, 2) && two.width <= 120 && two.height < all.height)
    // Without a width, each paragraph is one line; "\n" starts another.
    let paragraphs = label("first\nsecond", lines: 0).sizeThatFits(.zero)
    #expect(isClose(paragraphs.height, 2 * line, 2))
  }

  @Test func emptyOrMissingTextMeasuresZero() {
    #expect(label("").sizeThatFits(Size(width: 50, height: 50)) == .zero)
    let none = label(nil)
    none.sizeToFit()
    #expect(none.frame == Rect(x: 10, y: 20, width: 0, height: 0))
  }

  @Test func withoutAMeasurerALabelKeepsTheSizeItIsGiven() {
    let loose = Label(frame: Rect(x: 0, y: 0, width: 30, height: 10))
    loose.text = "Hello"
    #expect(loose.sizeThatFits(Size(width: 70, height: 40)) == Size(width: 70, height: 40))
    window.textMeasurer = nil
    let inWindow = label("Hello")
    #expect(inWindow.sizeThatFits(Size(width: 70, height: 40)) == Size(width: 70, height: 40))
  }

  @Test func aBiggerFontMeasuresProportionallyBigger() {
    let small = label("Scale", size: 20).sizeThatFits(.zero)
    let big = label("Scale", size: 40).sizeThatFits(.zero)
    #expect(isClose(big.width, 2 * small.width, 2) && isClose(big.height, 2 * small.height, 2))
  }
}
