import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// The defaults the UIView reference gives for each property, and how the display flags behave.
@MainActor
@Suite(.checksEngineInvariants) struct DisplayStateTests {
  @Test func defaultsMatchTheReference() {
    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(v.alpha == 1)
    #expect(v.isHidden == false)
    #expect(v.isOpaque == true)
    #expect(v.clipsToBounds == false)
    #expect(v.clearsContextBeforeDrawing == true)
    #expect(v.tag == 0)
    #expect(v.contentMode == .scaleToFill)
    #expect(v.contentScaleFactor == 1)
    #expect(v.isUserInteractionEnabled == true)
    #expect(v.isMultipleTouchEnabled == false)
    #expect(v.isExclusiveTouch == false)
    #expect(v.autoresizesSubviews == true)
    #expect(v.autoresizingMask == [])
    #expect(v.backgroundColor == nil)
    #expect(v.transform == .identity)
    #expect(v.contentStretch == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(v.superview == nil)
    #expect(v.subviews.isEmpty)
    #expect(v.window == nil)
  }

  @Test func aWindowHasTheSameDefaults() {
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(w.alpha == 1 && !w.isHidden && w.isOpaque && !w.clipsToBounds && w.tag == 0)
    #expect(w.backgroundColor == nil && w.isUserInteractionEnabled && w.autoresizesSubviews)
  }

  @Test func hidingAViewDoesNotChangeItsDescendantsFlags() {
    let parent = View()
    let child = View()
    let grandchild = View()
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.isHidden = true
    #expect(parent.isHidden)
    #expect(!child.isHidden)
    #expect(!grandchild.isHidden)
    parent.isHidden = false
    child.isHidden = true
    #expect(!parent.isHidden && child.isHidden && !grandchild.isHidden)
  }

  @Test func hiddenViewsStayInTheirSuperview() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.isHidden = true
    #expect(child.superview === parent)
    #expect(parent.subviews.count == 1)
  }

  @Test func alphaIsClampedToTheUnitInterval() {
    let v = View()
    v.alpha = 0.25
    #expect(v.alpha == 0.25)
    v.alpha = 1.5
    #expect(v.alpha == 1)
    v.alpha = -0.2
    #expect(v.alpha == 0)
  }

  @Test func alphaDoesNotChangeDescendantsAlpha() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    parent.alpha = 0.5
    #expect(child.alpha == 1)
  }

  @Test func isOpaqueIsNotChangedByAlphaOrBackgroundColor() {
    let v = View()
    v.alpha = 0.3
    v.backgroundColor = Color.red.withAlphaComponent(0.5)
    #expect(v.isOpaque)
    v.isOpaque = false
    v.alpha = 1
    v.backgroundColor = .blue
    #expect(!v.isOpaque)
  }

  @Test func settableFlagsReadBack() {
    let v = View()
    v.backgroundColor = .green
    v.clipsToBounds = true
    v.clearsContextBeforeDrawing = false
    v.tag = -3
    v.contentMode = .bottomRight
    v.contentScaleFactor = 2
    v.isUserInteractionEnabled = false
    v.isMultipleTouchEnabled = true
    v.isExclusiveTouch = true
    v.autoresizesSubviews = false
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(v.backgroundColor == .green)
    #expect(v.clipsToBounds && !v.clearsContextBeforeDrawing && v.tag == -3)
    #expect(v.contentMode == .bottomRight && v.contentScaleFactor == 2)
    #expect(!v.isUserInteractionEnabled && v.isMultipleTouchEnabled && v.isExclusiveTouch)
    #expect(!v.autoresizesSubviews && v.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    v.backgroundColor = nil
    #expect(v.backgroundColor == nil)
  }

  /// The raw values are UIKit's (`UIViewAutoresizing`, `UIViewContentMode`), which the timeline format relies
  /// on.
  @Test func constantsHaveUIKitsRawValues() {
    #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(ContentMode.scaleToFill.rawValue == 0)
    #expect(ContentMode.redraw.rawValue == 3)
    #expect(ContentMode.bottomRight.rawValue == 12)
    #expect(ContentMode.allCases.count == 13)
  }
}
