import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// The hierarchy callbacks and their order. UIKit documents which callbacks exist, not their exact sequence;
/// Flipbook's order (documented on `insertSubview(_:at:)` and `removeFromSuperview()`) is UIKit's observed
/// one: the moving view hears `willMove(toSuperview:)` first, then every view of its subtree hears
/// `willMove(toWindow:)` (superviews first, siblings back to front) when the window changes, then the old
/// superview hears `willRemoveSubview(_:)`; after the move every view hears `didMoveToWindow()`, then the
/// view `didMoveToSuperview()`, and last the new superview `didAddSubview(_:)`. Removal tells the superview
/// first.
@MainActor
@Suite(.checksEngineInvariants) struct CallbackOrderTests {
  let log = HierarchyLog()

  @Test func addingASubtreeToAViewInAWindow() {
    let w = LoggedWindow("W", log)
    let p = LoggedView("P", log)
    let c = LoggedView("C", log)
    let g = LoggedView("G", log)
    w.addSubview(p)
    c.addSubview(g)
    log.entries.removeAll()
    p.addSubview(c)
    #expect(
      log.entries == [
        "C.willMove(toSuperview: P)",
        "C.willMove(toWindow: W)",
        "G.willMove(toWindow: W)",
        "C.didMoveToWindow(W)",
        "G.didMoveToWindow(W)",
        "C.didMoveToSuperview(P)",
        "P.didAddSubview(C)",
      ])
  }

  @Test func windowCallbacksVisitTheSubtreePreOrderBackToFront() {
    let w = LoggedWindow("W", log)
    let p = LoggedView("P", log)
    let c1 = LoggedView("C1", log)
    let g1 = LoggedView("G1", log)
    let c2 = LoggedView("C2", log)
    p.addSubview(c1)
    p.addSubview(c2)
    c1.addSubview(g1)
    log.entries.removeAll()
    w.addSubview(p)
    #expect(
      log.entries == [
        "P.willMove(toSuperview: W)",
        "P.willMove(toWindow: W)",
        "C1.willMove(toWindow: W)",
        "G1.willMove(toWindow: W)",
        "C2.willMove(toWindow: W)",
        "P.didMoveToWindow(W)",
        "C1.didMoveToWindow(W)",
        "G1.didMoveToWindow(W)",
        "C2.didMoveToWindow(W)",
        "P.didMoveToSuperview(W)",
        "W.didAddSubview(P)",
      ])
  }

  @Test func addingToAViewOutsideAnyWindowSendsNoWindowCallbacks() {
    let p = LoggedView("P", log)
    let c = LoggedView("C", log)
    p.addSubview(c)
    #expect(log.entries == ["C.willMove(toSuperview: P)", "C.didMoveToSuperview(P)", "P.didAddSubview(C)"])
  }

  @Test func movingBetweenSuperviewsInTheSameWindow() {
    let w = LoggedWindow("W", log)
    let p1 = LoggedView("P1", log)
    let p2 = LoggedView("P2", log)
    let c = LoggedView("C", log)
    w.addSubview(p1)
    w.addSubview(p2)
    p1.addSubview(c)
    log.entries.removeAll()
    p2.addSubview(c)
    #expect(
      log.entries == [
        "C.willMove(toSuperview: P2)",
        "P1.willRemoveSubview(C)",
        "C.didMoveToSuperview(P2)",
        "P2.didAddSubview(C)",
      ])
  }

  @Test func movingBetweenWindows() {
    let w1 = LoggedWindow("W1", log)
    let w2 = LoggedWindow("W2", log)
    let c = LoggedView("C", log)
    let g = LoggedView("G", log)
    c.addSubview(g)
    w1.addSubview(c)
    log.entries.removeAll()
    w2.addSubview(c)
    #expect(
      log.entries == [
        "C.willMove(toSuperview: W2)",
        "C.willMove(toWindow: W2)",
        "G.willMove(toWindow: W2)",
        "W1.willRemoveSubview(C)",
        "C.didMoveToWindow(W2)",
        "G.didMoveToWindow(W2)",
        "C.didMoveToSuperview(W2)",
        "W2.didAddSubview(C)",
      ])
  }

  @Test func movingOutOfAWindowIntoADetachedView() {
    let w = LoggedWindow("W", log)
    let detached = LoggedView("D", log)
    let c = LoggedView("C", log)
    w.addSubview(c)
    log.entries.removeAll()
    detached.addSubview(c)
    #expect(
      log.entries == [
        "C.willMove(toSuperview: D)",
        "C.willMove(toWindow: nil)",
        "W.willRemoveSubview(C)",
        "C.didMoveToWindow(nil)",
        "C.didMoveToSuperview(D)",
        "D.didAddSubview(C)",
      ])
  }

  @Test func removingFromAWindow() {
    let w = LoggedWindow("W", log)
    let p = LoggedView("P", log)
    let c = LoggedView("C", log)
    let g = LoggedView("G", log)
    w.addSubview(p)
    p.addSubview(c)
    c.addSubview(g)
    log.entries.removeAll()
    c.removeFromSuperview()
    #expect(
      log.entries == [
        "P.willRemoveSubview(C)",
        "C.willMove(toSuperview: nil)",
        "C.willMove(toWindow: nil)",
        "G.willMove(toWindow: nil)",
        "C.didMoveToWindow(nil)",
        "G.didMoveToWindow(nil)",
        "C.didMoveToSuperview(nil)",
      ])
  }

  @Test func removingOutsideAnyWindow() {
    let p = LoggedView("P", log)
    let c = LoggedView("C", log)
    p.addSubview(c)
    log.entries.removeAll()
    c.removeFromSuperview()
    #expect(
      log.entries == [
        "P.willRemoveSubview(C)", "C.willMove(toSuperview: nil)", "C.didMoveToSuperview(nil)",
      ])
    log.entries.removeAll()
    c.removeFromSuperview()
    #expect(log.entries.isEmpty)
  }

  @Test func everyInsertVariantTellsTheSuperview() {
    let p = LoggedView("P", log)
    let a = LoggedView("A", log)
    let b = LoggedView("B", log)
    let c = LoggedView("C", log)
    let d = LoggedView("D", log)
    p.addSubview(a)
    p.insertSubview(b, at: 0)
    p.insertSubview(c, aboveSubview: a)
    p.insertSubview(d, belowSubview: a)
    #expect(
      log.entries.filter { $0.hasPrefix("P.") } == [
        "P.didAddSubview(A)", "P.didAddSubview(B)", "P.didAddSubview(C)", "P.didAddSubview(D)",
      ])
    #expect(identities(p.subviews) == identities([b, d, a, c]))
  }

  @Test func reorderingSiblingsSendsNoCallbacks() {
    let p = LoggedView("P", log)
    let a = LoggedView("A", log)
    let b = LoggedView("B", log)
    p.addSubview(a)
    p.addSubview(b)
    log.entries.removeAll()
    p.addSubview(a)
    p.insertSubview(a, at: 0)
    p.insertSubview(b, belowSubview: a)
    p.exchangeSubview(at: 0, withSubviewAt: 1)
    p.bringSubviewToFront(a)
    p.sendSubviewToBack(a)
    #expect(log.entries.isEmpty)
  }

  /// The state each callback sees: before the move the old superview and window, after it the new ones.
  @Test func callbacksSeeTheHierarchyBeforeAndAfterTheMove() {
    final class Probe: View {
      var seen: [String] = []
      override func willMove(toSuperview newSuperview: View?) {
        seen.append("willMoveToSuperview old=\(superview != nil) window=\(window != nil)")
      }
      override func willMove(toWindow newWindow: Window?) {
        seen.append("willMoveToWindow old=\(superview != nil) window=\(window != nil)")
      }
      override func didMoveToWindow() {
        seen.append("didMoveToWindow new=\(superview != nil) window=\(window != nil)")
      }
      override func didMoveToSuperview() {
        seen.append("didMoveToSuperview new=\(superview != nil) window=\(window != nil)")
      }
    }
    final class Parent: View {
      var sawChildInSubviews: [Bool] = []
      override func didAddSubview(_ subview: View) {
        sawChildInSubviews.append(subviews.contains { $0 === subview })
      }
      override func willRemoveSubview(_ subview: View) {
        sawChildInSubviews.append(subviews.contains { $0 === subview })
      }
    }
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let parent = Parent()
    w.addSubview(parent)
    let probe = Probe()
    parent.addSubview(probe)
    #expect(
      probe.seen == [
        "willMoveToSuperview old=false window=false",
        "willMoveToWindow old=false window=false",
        "didMoveToWindow new=true window=true",
        "didMoveToSuperview new=true window=true",
      ])
    probe.seen.removeAll()
    probe.removeFromSuperview()
    #expect(
      probe.seen == [
        "willMoveToSuperview old=true window=true",
        "willMoveToWindow old=true window=true",
        "didMoveToWindow new=false window=false",
        "didMoveToSuperview new=false window=false",
      ])
    #expect(parent.sawChildInSubviews == [true, true])
  }

  @Test func aSubviewAddedInsideACallbackGetsTheWindowAndItsCallbacksOnce() {
    final class Builder: View {
      var extra: View?
      override func didMoveToWindow() {
        if let extra, window != nil, extra.superview == nil { addSubview(extra) }
      }
    }
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let builder = Builder()
    let extra = LoggedView("E", log)
    builder.extra = extra
    w.addSubview(builder)
    #expect(extra.superview === builder)
    #expect(extra.window === w)
    #expect(
      log.entries == [
        "E.willMove(toSuperview: ?)",
        "E.willMove(toWindow: ?)",
        "E.didMoveToWindow(?)",
        "E.didMoveToSuperview(?)",
      ])
  }
}
