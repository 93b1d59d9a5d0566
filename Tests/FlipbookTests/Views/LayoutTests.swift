import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`, `sizeThatFits(_:)` and `sizeToFit()`.
@MainActor
@Suite(.checksEngineInvariants) struct LayoutTests {
  let log = HierarchyLog()

  /// The layout calls in the log, without the hierarchy callbacks.
  var layouts: [String] { log.entries.filter { $0.hasSuffix("layoutSubviews") } }

  /// parent ⊃ child ⊃ grandchild, all logging, laid out once so that nothing needs layout.
  func settledTree() -> (parent: LoggedView, child: LoggedView, grandchild: LoggedView) {
    let parent = LoggedView("P", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggedView("C", log, frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let grandchild = LoggedView("G", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.layoutIfNeeded()
    log.entries.removeAll()
    return (parent, child, grandchild)
  }

  @Test func setNeedsLayoutThenLayoutIfNeededLaysOutOnce() {
    let (parent, _, _) = settledTree()
    parent.setNeedsLayout()
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(layouts == ["P.layoutSubviews"])
    parent.layoutIfNeeded()
    #expect(layouts == ["P.layoutSubviews"])
  }

  @Test func layoutIfNeededWithoutSetNeedsLayoutDoesNothing() {
    let (parent, child, _) = settledTree()
    parent.layoutIfNeeded()
    child.layoutIfNeeded()
    #expect(layouts.isEmpty)
    let fresh = LoggedView("F", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    fresh.layoutIfNeeded()
    #expect(layouts.isEmpty)
  }

  @Test func superviewsAreLaidOutBeforeSubviews() {
    let (parent, child, grandchild) = settledTree()
    grandchild.setNeedsLayout()
    child.setNeedsLayout()
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(layouts == ["P.layoutSubviews", "C.layoutSubviews", "G.layoutSubviews"])
  }

  @Test func onlyViewsThatNeedLayoutAreLaidOut() {
    let (parent, _, grandchild) = settledTree()
    grandchild.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(layouts == ["G.layoutSubviews"])
  }

  /// "Starting with the receiver, this method traverses upward through the view hierarchy as long as
  /// superviews require layout. Then it lays out the entire tree beneath that ancestor."
  @Test func layoutIfNeededClimbsToSuperviewsThatNeedLayout() {
    let (parent, child, grandchild) = settledTree()
    parent.setNeedsLayout()
    child.setNeedsLayout()
    grandchild.layoutIfNeeded()
    #expect(layouts == ["P.layoutSubviews", "C.layoutSubviews"])
  }

  @Test func layoutIfNeededDoesNotClimbPastASuperviewThatIsLaidOut() {
    let (parent, child, grandchild) = settledTree()
    parent.setNeedsLayout()
    grandchild.setNeedsLayout()
    _ = child  // child is laid out: the climb from the grandchild stops below the parent
    grandchild.layoutIfNeeded()
    #expect(layouts == ["G.layoutSubviews"])
  }

  @Test func aBoundsSizeChangeMarksTheViewAsNeedingLayout() {
    let (parent, child, _) = settledTree()
    child.bounds.size = Size(width: 60, height: 60)
    parent.layoutIfNeeded()
    #expect(layouts == ["C.layoutSubviews"])
    log.entries.removeAll()
    child.frame = Rect(x: 0, y: 0, width: 70, height: 70)
    parent.layoutIfNeeded()
    #expect(layouts == ["C.layoutSubviews"])
  }

  @Test func movingOrScrollingDoesNotNeedLayout() {
    let (parent, child, _) = settledTree()
    child.center = Point(x: 80, y: 80)
    child.bounds.origin = Point(x: 5, y: 5)
    child.bounds.size = Size(width: 50, height: 50)  // the same size
    child.transform = AffineTransform(rotationAngle: 1)
    child.alpha = 0.5
    parent.layoutIfNeeded()
    #expect(layouts.isEmpty)
  }

  @Test func addingOrRemovingASubviewMarksTheSuperview() {
    let (parent, child, grandchild) = settledTree()
    child.addSubview(View())
    parent.layoutIfNeeded()
    #expect(layouts == ["C.layoutSubviews"])
    log.entries.removeAll()
    grandchild.removeFromSuperview()
    parent.layoutIfNeeded()
    #expect(layouts == ["C.layoutSubviews"])
  }

  @Test func aSuperviewsLayoutCanResizeSubviewsWhichAreLaidOutInTheSamePass() {
    final class Column: View {
      let log: HierarchyLog
      let item: LoggedView
      init(log: HierarchyLog) {
        self.log = log
        item = LoggedView("item", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        super.init(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        addSubview(item)
      }
      override func layoutSubviews() {
        log.entries.append("column.layoutSubviews")
        item.frame = Rect(x: 0, y: 0, width: bounds.width, height: 20)
      }
    }
    let column = Column(log: log)
    column.layoutIfNeeded()
    #expect(layouts == ["column.layoutSubviews", "item.layoutSubviews"])
    #expect(column.item.frame == Rect(x: 0, y: 0, width: 100, height: 20))
  }

  @Test func aLayoutThatMarksAViewNotYetReachedLaysItOutInTheSamePass() {
    // Layout skips subtrees in which nothing needs layout; a view marked by an earlier sibling's layout must
    // still be reached in the same pass, as when every view was visited.
    final class Marker: View {
      let log: HierarchyLog
      var marks: View?
      init(_ log: HierarchyLog) {
        self.log = log
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      }
      override func layoutSubviews() {
        log.entries.append("A.layoutSubviews")
        marks?.setNeedsLayout()
      }
    }
    let parent = LoggedView("P", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let first = Marker(log)
    let second = LoggedView("B", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let deep = LoggedView("B1", log, frame: Rect(x: 0, y: 0, width: 5, height: 5))
    parent.addSubview(first)
    parent.addSubview(second)
    second.addSubview(deep)
    parent.layoutIfNeeded()
    log.entries.removeAll()
    first.marks = deep
    first.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(layouts == ["A.layoutSubviews", "B1.layoutSubviews"])
    parent.layoutIfNeeded()
    #expect(layouts == ["A.layoutSubviews", "B1.layoutSubviews"])
  }

  @Test func aViewMarkedWhileOutOfTheTreeIsLaidOutAfterItIsAdded() {
    let (parent, _, _) = settledTree()
    let loose = LoggedView("L", log, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let inner = LoggedView("L1", log, frame: Rect(x: 0, y: 0, width: 5, height: 5))
    loose.addSubview(inner)
    loose.layoutIfNeeded()
    inner.setNeedsLayout()
    log.entries.removeAll()
    parent.addSubview(loose)
    parent.layoutIfNeeded()
    #expect(layouts == ["P.layoutSubviews", "L1.layoutSubviews"])
  }

  @Test func aSettledWideTreeLaysOutOnlyTheMarkedView() {
    // 10 000 settled subviews: a layoutIfNeeded() that finds nothing to do lays nothing out, and marking
    // one subview lays out just that one.
    let parent = LoggedView("P", log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let children = (0..<10_000).map {
      LoggedView("C\($0)", log, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    }
    for child in children { parent.addSubview(child) }
    parent.layoutIfNeeded()
    log.entries.removeAll()
    parent.layoutIfNeeded()
    #expect(layouts.isEmpty)
    children[6_789].setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(layouts == ["C6789.layoutSubviews"])
  }

  @Test func sizeThatFitsReturnsTheSizeItIsGivenByDefault() {
    let v = View(frame: Rect(x: 10, y: 10, width: 30, height: 40))
    #expect(v.sizeThatFits(Size(width: 50, height: 60)) == Size(width: 50, height: 60))
    #expect(v.frame == Rect(x: 10, y: 10, width: 30, height: 40), "sizeThatFits does not resize")
  }

  @Test func sizeToFitByDefaultKeepsTheFrame() {
    let v = View(frame: Rect(x: 10, y: 10, width: 30, height: 40))
    v.sizeToFit()
    #expect(v.frame == Rect(x: 10, y: 10, width: 30, height: 40))
  }

  @Test func sizeToFitUsesAnOverriddenSizeThatFitsAndKeepsTheOrigin() {
    final class Chip: View {
      var asked: [Size] = []
      override func sizeThatFits(_ size: Size) -> Size {
        asked.append(size)
        return Size(width: 80, height: 28)
      }
    }
    let chip = Chip(frame: Rect(x: 10, y: 20, width: 5, height: 5))
    chip.sizeToFit()
    #expect(chip.asked == [Size(width: 5, height: 5)])
    #expect(chip.frame == Rect(x: 10, y: 20, width: 80, height: 28))
    #expect(chip.center == Point(x: 50, y: 34))
  }
}
