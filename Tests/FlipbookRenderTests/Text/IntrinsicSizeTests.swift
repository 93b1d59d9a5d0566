import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// `intrinsicContentSize` with UIKit's meanings, and stacks laying out by it (measured with Pango).
@MainActor
@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
  let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 200))

  init() { window.textMeasurer = PangoTextMeasurer() }

  func label(_ text: String, lines: Int = 1, in parent: View? = nil) -> Label {
    let label = Label(frame: .zero)
    label.text = text
    label.numberOfLines = lines
    (parent ?? window).addSubview(label)
    return label
  }

  @Test func aLabelsIntrinsicSizeIsItsTextOnOneLineOrWrappedAtThePreferredWidth() {
    let name = label("Ada Lovelace")
    // UILabel.intrinsicContentSize is sizeThatFits with no width limit for one line.
    #expect(name.intrinsicContentSize == name.sizeThatFits(Size(width: 10, height: 10)))
    #expect(name.intrinsicContentSize.width > 50)
    let long = label("one two three four five six seven eight", lines: 0)
    let unwrapped = long.intrinsicContentSize
    long.preferredMaxLayoutWidth = 100
    let wrapped = long.intrinsicContentSize
    // preferredMaxLayoutWidth wraps a multi-line label: narrower, more lines.
    #expect(wrapped.width <= 100 && wrapped.height > unwrapped.height)
    #expect(wrapped == long.sizeThatFits(Size(width: 100, height: 0)))
    // No text: zero (UILabel), no measurer: no intrinsic size.
    #expect(label("").intrinsicContentSize == .zero)
    let loose = Label(frame: .zero)
    loose.text = "Hello"
    #expect(loose.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  @Test func plainViewsHaveNoneAndImageViewsTheirImagesSize() {
    // UIView.noIntrinsicMetric on both sides.
    #expect(View(frame: .zero).intrinsicContentSize == Size(width: -1, height: -1))
    let image = Image(width: 3, height: 2, scale: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 6))
    #expect(ImageView(image: image).intrinsicContentSize == Size(width: 1.5, height: 1))  // pixels / scale
    #expect(ImageView(frame: .zero).intrinsicContentSize == Size(width: -1, height: -1))
  }

  @Test func aStackLaysOutSidesGivenNoSizeByIntrinsicSizeAndFollowsTextChanges() {
    let row = StackView(frame: Rect(x: 0, y: 0, width: 600, height: 40))
    row.spacing = 10
    row.alignment = .leading
    window.addSubview(row)
    let first = label("Ada", in: row)
    let second = label("Grace Hopper", in: row)
    let fixed = View(frame: Rect(x: 0, y: 0, width: 30, height: 0))
    row.addArrangedSubview(fixed)
    row.layoutIfNeeded()
    let a = first.intrinsicContentSize.width
    let g = second.intrinsicContentSize.width
    // UIStackView .fill: views one after another, spacing apart, each as long as its intrinsic width.
    #expect(first.frame.minX == 0 && first.frame.width == a)
    #expect(second.frame.minX == a + 10 && second.frame.width == g)
    #expect(fixed.frame.minX == a + 10 + g + 10 && fixed.frame.width == 30)
    // The width stays intrinsic after the layout has set it: a longer text lays the row out again.
    first.text = "Ada Lovelace"
    row.layoutIfNeeded()
    let longer = first.intrinsicContentSize.width
    #expect(longer > a && first.frame.width == longer && second.frame.minX == longer + 10)
    // sizeToFit hugs the content: the intrinsic widths, the fixed view, the spacing; the tallest label.
    row.sizeToFit()
    #expect(row.bounds.width == longer + g + 30 + 20)
    #expect(row.bounds.height == max(first.intrinsicContentSize.height, second.intrinsicContentSize.height))
  }
}
