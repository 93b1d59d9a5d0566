import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Managing the view hierarchy: subview order (index 0 is the back), moving views between superviews,
/// `isDescendant(of:)`, `viewWithTag(_:)` and the `window` property.
@MainActor
@Suite(.checksEngineInvariants) struct HierarchyTests {
  /// A container with subviews a, b, c (back to front).
  @MainActor struct Trio {
    let container = View()
    let a = View()
    let b = View()
    let c = View()
    init() { for v in [a, b, c] { container.addSubview(v) } }
  }

  @Test func addSubviewAppendsAtTheFront() {
    let t = Trio()
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
    for v in [t.a, t.b, t.c] { #expect(v.superview === t.container) }
    #expect(t.container.superview == nil)
  }

  @Test func addingAnExistingSubviewAgainBringsItToTheFront() {
    let t = Trio()
    t.container.addSubview(t.a)
    #expect(identities(t.container.subviews) == identities([t.b, t.c, t.a]))
  }

  @Test func insertAtIndexShiftsTheSiblingsAbove() {
    let t = Trio()
    let d = View()
    t.container.insertSubview(d, at: 1)
    #expect(identities(t.container.subviews) == identities([t.a, d, t.b, t.c]))
    let e = View()
    t.container.insertSubview(e, at: 0)
    #expect(identities(t.container.subviews) == identities([e, t.a, d, t.b, t.c]))
    let f = View()
    t.container.insertSubview(f, at: 5)
    #expect(identities(t.container.subviews) == identities([e, t.a, d, t.b, t.c, f]))
  }

  @Test func insertAtAnIndexPastTheEndAppends() {
    let t = Trio()
    let d = View()
    t.container.insertSubview(d, at: 99)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c, d]))
  }

  @Test func insertingAnExistingSubviewAtAnIndexMovesIt() {
    let t = Trio()
    t.container.insertSubview(t.c, at: 0)
    #expect(identities(t.container.subviews) == identities([t.c, t.a, t.b]))
    // The index counts the other subviews: a goes last among b, c.
    t.container.insertSubview(t.a, at: 2)
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
  }

  @Test func insertAboveANewView() {
    let t = Trio()
    let d = View()
    t.container.insertSubview(d, aboveSubview: t.a)
    #expect(identities(t.container.subviews) == identities([t.a, d, t.b, t.c]))
    let e = View()
    t.container.insertSubview(e, aboveSubview: t.c)
    #expect(identities(t.container.subviews) == identities([t.a, d, t.b, t.c, e]))
  }

  @Test func insertBelowANewView() {
    let t = Trio()
    let d = View()
    t.container.insertSubview(d, belowSubview: t.a)
    #expect(identities(t.container.subviews) == identities([d, t.a, t.b, t.c]))
    let e = View()
    t.container.insertSubview(e, belowSubview: t.c)
    #expect(identities(t.container.subviews) == identities([d, t.a, t.b, e, t.c]))
  }

  @Test func insertAboveWhenTheViewIsAlreadyASibling() {
    var t = Trio()
    t.container.insertSubview(t.c, aboveSubview: t.a)
    #expect(identities(t.container.subviews) == identities([t.a, t.c, t.b]))
    t = Trio()
    t.container.insertSubview(t.a, aboveSubview: t.c)
    #expect(identities(t.container.subviews) == identities([t.b, t.c, t.a]))
    t = Trio()
    t.container.insertSubview(t.a, aboveSubview: t.b)
    #expect(identities(t.container.subviews) == identities([t.b, t.a, t.c]))
    t = Trio()
    t.container.insertSubview(t.b, aboveSubview: t.a)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
  }

  @Test func insertBelowWhenTheViewIsAlreadyASibling() {
    var t = Trio()
    t.container.insertSubview(t.c, belowSubview: t.a)
    #expect(identities(t.container.subviews) == identities([t.c, t.a, t.b]))
    t = Trio()
    t.container.insertSubview(t.a, belowSubview: t.c)
    #expect(identities(t.container.subviews) == identities([t.b, t.a, t.c]))
    t = Trio()
    t.container.insertSubview(t.a, belowSubview: t.b)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
    t = Trio()
    t.container.insertSubview(t.c, belowSubview: t.b)
    #expect(identities(t.container.subviews) == identities([t.a, t.c, t.b]))
  }

  @Test func insertAboveOrBelowItselfChangesNothing() {
    let t = Trio()
    t.container.insertSubview(t.b, aboveSubview: t.b)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
    t.container.insertSubview(t.b, belowSubview: t.b)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
    #expect(t.b.superview === t.container)
  }

  @Test func insertAboveOrBelowTakesTheViewFromItsOtherSuperview() {
    let t = Trio()
    let other = View()
    let d = View()
    let e = View()
    other.addSubview(d)
    other.addSubview(e)
    t.container.insertSubview(d, aboveSubview: t.b)
    t.container.insertSubview(e, belowSubview: t.a)
    #expect(identities(t.container.subviews) == identities([e, t.a, t.b, d, t.c]))
    #expect(other.subviews.isEmpty)
    #expect(d.superview === t.container && e.superview === t.container)
  }

  @Test func exchangeSubviewSwapsTwoIndices() {
    let t = Trio()
    t.container.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
    t.container.exchangeSubview(at: 1, withSubviewAt: 1)
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
    t.container.exchangeSubview(at: 2, withSubviewAt: 1)
    #expect(identities(t.container.subviews) == identities([t.c, t.a, t.b]))
  }

  @Test func bringSubviewToFrontAndSendSubviewToBack() {
    let t = Trio()
    t.container.bringSubviewToFront(t.a)
    #expect(identities(t.container.subviews) == identities([t.b, t.c, t.a]))
    t.container.sendSubviewToBack(t.c)
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
    t.container.bringSubviewToFront(t.a)  // already in front
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
    t.container.sendSubviewToBack(t.c)  // already at the back
    #expect(identities(t.container.subviews) == identities([t.c, t.b, t.a]))
  }

  @Test func bringingOrSendingAViewThatIsNotASubviewDoesNothing() {
    let t = Trio()
    let stranger = View()
    t.container.bringSubviewToFront(stranger)
    t.container.sendSubviewToBack(stranger)
    #expect(identities(t.container.subviews) == identities([t.a, t.b, t.c]))
    #expect(stranger.superview == nil)
  }

  @Test func removeFromSuperviewUnlinksTheViewAndKeepsItsOwnSubtree() {
    let t = Trio()
    let child = View()
    t.b.addSubview(child)
    t.b.removeFromSuperview()
    #expect(t.b.superview == nil)
    #expect(identities(t.container.subviews) == identities([t.a, t.c]))
    #expect(identities(t.b.subviews) == identities([child]))
    #expect(child.superview === t.b)
  }

  @Test func removeFromSuperviewWithoutASuperviewDoesNothing() {
    let v = View()
    v.removeFromSuperview()
    #expect(v.superview == nil)
  }

  @Test func addingAViewThatHasAnotherSuperviewMovesIt() {
    let t = Trio()
    let other = View()
    other.addSubview(t.b)
    #expect(t.b.superview === other)
    #expect(identities(t.container.subviews) == identities([t.a, t.c]))
    #expect(identities(other.subviews) == identities([t.b]))
  }

  @Test func subviewsIsACopySoRemovingWhileIteratingWorks() {
    let t = Trio()
    let snapshot = t.container.subviews
    for v in t.container.subviews { v.removeFromSuperview() }
    #expect(t.container.subviews.isEmpty)
    #expect(snapshot.count == 3)
    #expect([t.a, t.b, t.c].allSatisfy { $0.superview == nil })
  }

  @Test func isDescendantOfCoversSelfChildrenAndDeeperDescendants() {
    let root = View()
    let child = View()
    let grandchild = View()
    let sibling = View()
    root.addSubview(child)
    root.addSubview(sibling)
    child.addSubview(grandchild)
    #expect(root.isDescendant(of: root))
    #expect(child.isDescendant(of: root))
    #expect(grandchild.isDescendant(of: root))
    #expect(grandchild.isDescendant(of: child))
    #expect(!root.isDescendant(of: child))
    #expect(!grandchild.isDescendant(of: sibling))
    #expect(!sibling.isDescendant(of: child))
    #expect(!View().isDescendant(of: root))
  }

  @Test func viewWithTagChecksTheReceiverFirst() {
    let root = View()
    let child = View()
    root.addSubview(child)
    root.tag = 5
    child.tag = 5
    #expect(root.viewWithTag(5) === root)
    #expect(child.viewWithTag(5) === child)
    #expect(root.viewWithTag(0) == nil)
  }

  @Test func viewWithTagSearchesDepthFirstBackToFront() {
    let root = View()
    let back = View()
    let backChild = View()
    let front = View()
    root.addSubview(back)
    root.addSubview(front)
    back.addSubview(backChild)
    backChild.tag = 7
    front.tag = 7
    // Depth first: the back subview's subtree is searched entirely before the front subview.
    #expect(root.viewWithTag(7) === backChild)
    back.tag = 7
    #expect(root.viewWithTag(7) === back)
    #expect(root.viewWithTag(8) == nil)
  }

  @Test func viewWithTagFindsTheDefaultTagOnTheReceiver() {
    let root = View()
    root.addSubview(View())
    #expect(root.viewWithTag(0) === root)
  }

  @Test func aWindowIsItsOwnWindow() {
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(w.window === w)
    #expect(w.superview == nil)
  }

  @Test func windowPropagatesToTheWholeSubtreeAndIsNilAfterRemoval() {
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = View()
    let child = View()
    let grandchild = View()
    parent.addSubview(child)
    child.addSubview(grandchild)
    #expect(parent.window == nil && child.window == nil && grandchild.window == nil)
    w.addSubview(parent)
    #expect(parent.window === w && child.window === w && grandchild.window === w)
    let late = View()
    grandchild.addSubview(late)
    #expect(late.window === w)
    child.removeFromSuperview()
    #expect(parent.window === w)
    #expect(child.window == nil && grandchild.window == nil && late.window == nil)
  }

  @Test func movingASubtreeToAnotherWindowUpdatesEveryWindow() {
    let w1 = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let w2 = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = View()
    let child = View()
    parent.addSubview(child)
    w1.addSubview(parent)
    w2.addSubview(parent)
    #expect(parent.window === w2 && child.window === w2)
    #expect(w1.subviews.isEmpty)
    #expect(w1.window === w1 && w2.window === w2)
  }
}

/// iOS does not stop the program for a sibling that is not a subview (or is the receiver): the view goes on
/// top, with addSubview's callbacks.
@MainActor
@Suite(.checksEngineInvariants) struct InsertRelativeToAStrangerTests {
  final class Logged: View {
    var log: [String] = []
    override func didAddSubview(_ subview: View) { log.append("didAdd \(subview.tag)") }
  }

  @Test(arguments: [true, false])
  func aboveOrBelowANonSubviewAddsOnTop(above: Bool) {
    let container = Logged()
    let first = View(), inserted = View(), stranger = View()
    inserted.tag = 7
    container.addSubview(first)
    container.log = []
    if above {
      container.insertSubview(inserted, aboveSubview: stranger)
    } else {
      container.insertSubview(inserted, belowSubview: stranger)
    }
    #expect(container.subviews == [first, inserted])
    #expect(inserted.superview === container)
    #expect(container.log == ["didAdd 7"])
  }

  @Test(arguments: [true, false])
  func relativeToTheReceiverAddsOnTop(above: Bool) {
    let container = View(), first = View(), second = View(), inserted = View()
    container.addSubview(first)
    container.addSubview(second)
    if above {
      container.insertSubview(inserted, aboveSubview: container)
    } else {
      container.insertSubview(inserted, belowSubview: container)
    }
    #expect(container.subviews == [first, second, inserted])
  }

  @Test func aSiblingMovesToTheTopWhenPlacedRelativeToAStranger() {
    let container = View(), a = View(), b = View()
    container.addSubview(a)
    container.addSubview(b)
    container.insertSubview(a, belowSubview: View())
    #expect(container.subviews == [b, a])
  }
}
