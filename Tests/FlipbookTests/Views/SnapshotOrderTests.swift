import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `Window.renderSnapshot()` lays the tree out flat in drawing order: a superview before its subviews,
/// siblings back to front, with `subtreeEnd` closing each subtree.
@MainActor
@Suite(.checksEngineInvariants) struct SnapshotOrderTests {
  @Test func preOrderWithSubtreeEnds() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let a1 = View(frame: Rect(x: 1, y: 1, width: 10, height: 10))
    let a2 = View(frame: Rect(x: 2, y: 2, width: 10, height: 10))
    let a2x = View(frame: Rect(x: 3, y: 3, width: 2, height: 2))
    let b = View(frame: Rect(x: 100, y: 0, width: 50, height: 50))
    window.addSubview(a)
    window.addSubview(b)
    a.addSubview(a1)
    a.addSubview(a2)
    a2.addSubview(a2x)
    let snapshot = window.renderSnapshot()
    // Order: window, a, a1, a2, a2x, b.
    #expect(snapshot.nodes.map(\.subtreeEnd) == [6, 5, 3, 5, 5, 6])
    #expect(
      snapshot.nodes.map(\.center) == [
        Point(x: 100, y: 50), Point(x: 25, y: 25), Point(x: 6, y: 6), Point(x: 7, y: 7), Point(x: 4, y: 4),
        Point(x: 125, y: 25),
      ])
    #expect(snapshot.size == Size(width: 200, height: 100))
  }

  @Test func reorderingSiblingsReordersTheSnapshot() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let b = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    a.addSubview(View(frame: Rect(x: 0, y: 0, width: 2, height: 2)))
    window.addSubview(a)
    window.addSubview(b)
    window.sendSubviewToBack(b)
    let snapshot = window.renderSnapshot()
    // window, b, a, a's child.
    #expect(snapshot.nodes.map(\.subtreeEnd) == [4, 2, 4, 4])
    #expect(snapshot.nodes[1].center == Point(x: 25, y: 5))
  }

  @Test func aLoneWindowIsOneNode() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let snapshot = window.renderSnapshot()
    #expect(snapshot.nodes.count == 1)
    #expect(snapshot.nodes[0].subtreeEnd == 1)
  }

  @Test func nodesCarryTheDisplayState() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    v.bounds.origin = Point(x: 1, y: 2)
    v.transform = AffineTransform(scaleX: 2, y: 2)
    v.alpha = 0.5
    v.backgroundColor = .red
    v.isHidden = true
    v.clipsToBounds = true
    v.contentScaleFactor = 2
    window.addSubview(v)
    let node = window.renderSnapshot().nodes[1]
    #expect(node.center == Point(x: 25, y: 40))
    #expect(node.bounds == Rect(x: 1, y: 2, width: 30, height: 40))
    #expect(node.transform == AffineTransform(scaleX: 2, y: 2))
    #expect(node.alpha == 0.5 && node.backgroundColor == .red)
    #expect(node.isHidden && node.clipsToBounds && node.contentScaleFactor == 2)
  }

  @Test func removedViewsLeaveTheSnapshot() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    window.addSubview(v)
    v.addSubview(View())
    v.removeFromSuperview()
    #expect(window.renderSnapshot().nodes.count == 1)
  }

  @Test func aSnapshotStaysAsTakenWhileLaterOnesAreMadeAndReusesStorageOnceReleased() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(dot)
    window.perform { View.animate(withDuration: 1, delay: 0, options: .curveLinear) { dot.center.x = 105 } }
    window.step(to: 0.5)
    let held = window.renderSnapshot()
    window.step(to: 1.0)
    let later = window.renderSnapshot()
    // The window reuses storage only when no snapshot holds it: the held one keeps its values.
    #expect(held.nodes[1].center == Point(x: 55, y: 5))
    #expect(later.nodes[1].center == Point(x: 105, y: 5))
    let heldStorage = held.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    let laterStorage = later.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    #expect(heldStorage != laterStorage)

    // Once released, a snapshot's storage is written again by the next one.
    var released: RenderSnapshot? = window.renderSnapshot()
    let releasedStorage = released!.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    released = nil
    let next = window.renderSnapshot()
    #expect(next.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } == releasedStorage)
    #expect(next.nodes.map(\.center) == [Point(x: 100, y: 50), Point(x: 105, y: 5)])
  }
}
