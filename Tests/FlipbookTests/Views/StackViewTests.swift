import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `StackView`: UIStackView's layouts, worked out by hand, and when a stack lays itself out again.
@MainActor
@Suite(.checksEngineInvariants) struct StackViewTests {
  /// Three views, as (length along the axis, length across it): 20 × 40, 30 × 60, 10 × 20.
  nonisolated static let lengths: [(along: Double, across: Double)] = [(20, 40), (30, 60), (10, 20)]

  /// Each view's (offset, length) along an axis 205 long, spacing 5.
  nonisolated static let spans: [StackView.Distribution: [(Double, Double)]] = [
    // Lengths kept, 5 apart: 0, 20 + 5, 25 + 30 + 5.
    .fill: [(0, 20), (25, 30), (60, 10)],
    // (205 − 2 × 5) / 3 = 65 each.
    .fillEqually: [(0, 65), (70, 65), (140, 65)],
    // (205 − 10) / 60 = 3.25 times each length: 65, 97.5, 32.5.
    .fillProportionally: [(0, 65), (70, 97.5), (172.5, 32.5)],
    // Gaps (205 − 60) / 2 = 72.5.
    .equalSpacing: [(0, 20), (92.5, 30), (195, 10)],
    // Centers 10 and 200, so 95 apart: 10, 105, 200.
    .equalCentering: [(0, 20), (90, 30), (195, 10)],
  ]

  /// Each view's (offset, length) across an axis 100 long.
  nonisolated static let crossSpans: [StackView.Alignment: [(Double, Double)]] = [
    .fill: [(0, 100), (0, 100), (0, 100)],
    .leading: [(0, 40), (0, 60), (0, 20)],
    .center: [(30, 40), (20, 60), (40, 20)],
    .trailing: [(60, 40), (40, 60), (80, 20)],
  ]

  nonisolated static let cases: [(StackView.Axis, StackView.Alignment, StackView.Distribution)] =
    StackView.Axis.allCases.flatMap { axis in
      StackView.Alignment.allCases.flatMap { alignment in
        StackView.Distribution.allCases.map { (axis, alignment, $0) }
      }
    }

  /// A stack 205 long and 100 across on `axis`, with the three views, laid out.
  func stack(
    _ axis: StackView.Axis, _ alignment: StackView.Alignment = .fill,
    _ distribution: StackView.Distribution = .fill,
    spacing: Double = 5
  ) -> (StackView, [View]) {
    let vertical = axis == .vertical
    let stack = StackView(
      frame: Rect(x: 7, y: 9, width: vertical ? 100 : 205, height: vertical ? 205 : 100))
    stack.axis = axis
    stack.alignment = alignment
    stack.distribution = distribution
    stack.spacing = spacing
    let views = Self.lengths.map { along, across in
      View(
        frame: Rect(x: 0, y: 0, width: vertical ? across : along, height: vertical ? along : across))
    }
    for view in views { stack.addArrangedSubview(view) }
    stack.layoutIfNeeded()
    return (stack, views)
  }

  @Test(arguments: cases)
  func arrangesEachAxisAlignmentAndDistribution(
    axis: StackView.Axis, alignment: StackView.Alignment, distribution: StackView.Distribution
  ) {
    let (_, views) = stack(axis, alignment, distribution)
    for (i, view) in views.enumerated() {
      let (position, length) = Self.spans[distribution]![i]
      let (crossPosition, crossLength) = Self.crossSpans[alignment]![i]
      let expected =
        axis == .vertical
        ? Rect(x: crossPosition, y: position, width: crossLength, height: length)
        : Rect(x: position, y: crossPosition, width: length, height: crossLength)
      #expect(view.frame == expected, "view \(i)")
    }
  }

  @Test func insetsShrinkTheRoomOnBothAxes() {
    let (stack, views) = self.stack(.vertical, .trailing, .equalSpacing)
    stack.insets = EdgeInsets(top: 10, left: 20, bottom: 35, right: 40)
    stack.layoutIfNeeded()
    // Room: x 20 ..< 60 (40 wide), y 10 ..< 170 (160 long); gaps (160 − 60) / 2 = 50.
    #expect(
      views.map(\.frame) == [
        Rect(x: 20, y: 10, width: 40, height: 20), Rect(x: 0, y: 80, width: 60, height: 30),
        Rect(x: 40, y: 160, width: 20, height: 10),
      ])
  }

  @Test func hiddenViewsTakeNoSpaceAndStayWhereTheyWere() {
    let (stack, views) = self.stack(.horizontal, .leading, .fill)
    let before = views[1].frame
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[2].frame == Rect(x: 25, y: 0, width: 10, height: 20))
    #expect(views[1].frame == before)
    views[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(views[2].frame == Rect(x: 60, y: 0, width: 10, height: 20))
  }

  @Test func aSingleVisibleViewStartsAtTheStart() {
    for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
      let (stack, views) = self.stack(.vertical, .leading, distribution)
      views[0].isHidden = true
      views[1].isHidden = true
      stack.layoutIfNeeded()
      #expect(views[2].frame == Rect(x: 0, y: 0, width: 20, height: 10), "\(distribution)")
    }
  }

  @Test func sharesOfNothingAndOfTooLittle() {
    let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 30))
    stack.distribution = .fillProportionally
    stack.spacing = 10
    let views = (0..<2).map { _ in View() }  // zero lengths: proportions of nothing are equal shares
    for view in views { stack.addArrangedSubview(view) }
    stack.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 55, y: 0, width: 45, height: 30),
      ])
    stack.spacing = 150  // no room left after the spacing: zero lengths, not negative ones
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [0, 0])
    #expect(views.map(\.frame.minX) == [0, 150])
  }

  @Test func contentLongerThanTheStackRunsPastItsEnd() {
    let (stack, views) = self.stack(.vertical, .leading, .equalSpacing, spacing: 100)
    #expect(views.map(\.frame.minY) == [0, 120, 250])
    stack.distribution = .equalCentering
    stack.layoutIfNeeded()
    // Centers at least 100 + (20 + 30) / 2 = 125 and 100 + (30 + 10) / 2 = 120 apart: 125.
    #expect(views.map(\.center.y) == [10, 135, 260])
  }

  @Test func boundsOriginScrollsTheArrangedContent() {
    let (stack, views) = self.stack(.vertical, .leading, .fill)
    stack.bounds.origin = Point(x: 0, y: 40)
    stack.spacing = 0
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 20, 50])
  }

  @Test func aTransformDoesNotChangeAViewsSlot() {
    let (stack, views) = self.stack(.vertical, .leading, .fill)
    views[0].transform = AffineTransform(scaleX: 3, y: 3)
    stack.spacing = 0
    stack.layoutIfNeeded()
    #expect(views[0].bounds.size == Size(width: 40, height: 20))
    #expect(views[0].center == Point(x: 20, y: 10))
    #expect(views[1].center == Point(x: 30, y: 35))
  }

  @Test func changesOfTheLayoutInputsMarkTheStack() {
    let (stack, views) = self.stack(.vertical, .leading, .fill)
    views[0].bounds.size.height = 40  // a size
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 45, 80])
    views[0].isHidden = true  // hidden
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 0, 35])
    stack.spacing = 1  // a setting
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 0, 31])
    stack.exchangeSubview(at: 1, withSubviewAt: 2)  // the order
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 11, 0])
    stack.bringSubviewToFront(views[1])
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 11, 0])
    stack.sendSubviewToBack(views[2])
    stack.insertSubview(views[1], at: 0)  // a reorder by insertion
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 0, 31])
    stack.bounds.size.width = 10  // the stack's size (alignment fill below stretches to it)
    stack.alignment = .fill
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [40, 10, 10])
  }

  @Test func movingAnArrangedViewLastsUntilTheNextLayout() {
    let (stack, views) = self.stack(.vertical, .leading, .fill)
    views[1].center = Point(x: 300, y: 300)
    stack.layoutIfNeeded()
    #expect(views[1].center == Point(x: 300, y: 300))  // a move is not a layout input
    stack.spacing = 6
    stack.layoutIfNeeded()
    #expect(views[1].center == Point(x: 30, y: 41))
  }

  @Test func aLayoutDoesNotMarkTheStackAgain() {
    final class CountingStack: StackView {
      var layouts = 0
      override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
      }
    }
    let stack = CountingStack(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    stack.addArrangedSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    stack.distribution = .fillEqually  // resizes the view
    stack.layoutIfNeeded()
    stack.layoutIfNeeded()
    #expect(stack.layouts == 1)
    #expect(stack.arrangedSubviews[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func stacksNestIntoAGrid() {
    let grid = StackView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    grid.axis = .vertical
    grid.spacing = 10
    let rows = (0..<2).map { _ in
      let row = StackView(frame: Rect(x: 0, y: 0, width: 0, height: 50))
      row.distribution = .fillEqually
      row.spacing = 10
      for _ in 0..<3 { row.addArrangedSubview(View()) }
      return row
    }
    for row in rows { grid.addArrangedSubview(row) }
    grid.layoutIfNeeded()
    // Rows 320 wide, 60 apart; cells (320 − 20) / 3 = 100 wide, 110 apart, as tall as a row.
    #expect(
      rows.map(\.frame) == [
        Rect(x: 0, y: 0, width: 320, height: 50), Rect(x: 0, y: 60, width: 320, height: 50),
      ])
    #expect(
      rows[1].subviews.map(\.frame) == [
        Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 50),
        Rect(x: 220, y: 0, width: 100, height: 50),
      ])
    grid.bounds.size.width = 200  // one pass lays out the grid, then each row
    grid.layoutIfNeeded()
    #expect(rows[1].subviews.map(\.frame.minX) == [0, 70, 140])
    #expect(rows[1].subviews.map(\.frame.width) == [60, 60, 60])
  }

  @Test func sizeThatFitsIsTheArrangedContentPlusInsets() {
    let (stack, views) = self.stack(.vertical, .leading, .fill)
    stack.insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    // Along: 20 + 30 + 10 + 2 × 5 + 10 + 30; across: 60 + 20 + 40.
    #expect(stack.sizeThatFits(.zero) == Size(width: 120, height: 110))
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    let fitting = stack.sizeThatFits(.zero)
    #expect(fitting.width == 120 && isClose(fitting.height, 3 * views[0].bounds.height + 10 + 40, 1e-9))
    stack.sizeToFit()
    #expect(stack.frame.origin == Point(x: 7, y: 9) && stack.frame.size == fitting)
  }

  @Test func swiftDefaultsAreUIKits() {
    let stack = StackView(arrangedSubviews: [View(), View()])
    #expect(stack.axis == .horizontal)
    #expect(stack.spacing == 0)
    #expect(stack.alignment == .fill)
    #expect(stack.distribution == .fill)
    #expect(stack.insets == .zero)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
  }

  /// Documentation/Views.md's example, run as written.
  @Test func theViewsGuideExampleDoesWhatItsCommentsSay() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let list = StackView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    list.axis = .vertical
    list.spacing = 8
    list.alignment = .fill
    list.distribution = .fill
    list.insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    for _ in 0..<5 { list.addArrangedSubview(View(frame: Rect(x: 0, y: 0, width: 0, height: 44))) }
    window.addSubview(list)
    list.layoutIfNeeded()
    #expect(list.arrangedSubviews.map(\.frame.minY) == [8, 60, 112, 164, 216])
    #expect(list.arrangedSubviews.allSatisfy { $0.frame.width == 288 && $0.frame.minX == 16 })
    View.animate(withDuration: 0.3) {
      list.arrangedSubviews[1].bounds.size.height = 120
      list.layoutIfNeeded()
    }
    #expect(list.arrangedSubviews.map(\.frame.minY) == [8, 60, 188, 240, 292])
    window.step(to: 0.15)
    let rowTwo = list.arrangedSubviews[2].presentation.center.y
    #expect(rowTwo > 134 && rowTwo < 210)  // on its way from 134 to 210
  }

  @Test func aLayoutInsideABlockMovesTheSiblingsWithItsCurve() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let list = StackView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    list.axis = .vertical
    list.spacing = 8
    let rows = (0..<4).map { _ in View(frame: Rect(x: 0, y: 0, width: 0, height: 44)) }
    for row in rows { list.addArrangedSubview(row) }
    window.addSubview(list)
    list.layoutIfNeeded()
    #expect(rows.map(\.frame.minY) == [0, 52, 104, 156])
    View.animate(withDuration: 1, delay: 0, options: .curveEaseIn) {
      rows[1].bounds.size.height = 144
      list.layoutIfNeeded()
    }
    // Model values are the new layout at once; row 2's center goes from 126 to 226.
    #expect(rows.map(\.frame.minY) == [0, 52, 204, 256])
    window.step(to: 0.5)
    let progress = CubicBezier.easeIn.value(at: 0.5)
    #expect(isClose(rows[2].presentation.center.y, 126 + 100 * progress, 1e-6))
    #expect(isClose(rows[3].presentation.center.y, 178 + 100 * progress, 1e-6))
    #expect(isClose(rows[1].presentation.bounds.height, 44 + 100 * progress, 1e-6))
    #expect(rows[0].presentation.center.y == 22)
    window.step(to: 1)
    #expect(rows[3].presentation.center.y == 278)
  }
}
