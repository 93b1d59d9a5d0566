import Flipbook
import FlipbookGeometry
import FlipbookTiming
import Testing

/// `LayerTransition` (CATransition) on the model side: what the snapshot carries, the values shown, the key
/// and the timing, by Core Animation's rules.
@MainActor @Suite struct LayerTransitionTests {
  /// A window with one view holding a 40 × 20 red card with one sublayer, at time 0.
  func scene() -> (Window, Layer) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    let card = Layer()
    card.frame = Rect(x: 20, y: 40, width: 40, height: 20)
    card.backgroundColor = .red
    card.addSublayer(Layer())
    view.layer.addSublayer(card)
    window.step(to: 0)
    return (window, card)
  }

  func push(duration: Double = 1) -> LayerTransition {
    let t = LayerTransition()
    t.type = .push
    t.duration = duration
    return t
  }

  /// Only the picture transitions: the model and the presentation hold the new values at once, and the
  /// card's node carries the old subtree (the card and its sublayer, red) with the progress.
  @Test func theValuesAreTheNewOnesAndTheSnapshotCarriesTheOldPicture() throws {
    let (window, card) = scene()
    Transaction.begin()
    Transaction.setDisableActions(true)
    card.add(push(), forKey: nil)
    card.backgroundColor = .blue
    card.position = Point(x: 100, y: 100)
    Transaction.commit()
    window.step(to: 0.25)
    #expect(card.presentation(atGlobalTime: 0.25).backgroundColor == .blue)
    #expect(card.presentation(atGlobalTime: 0.25).position == Point(x: 100, y: 100))
    let snapshot = window.renderSnapshot()
    let node = try #require(snapshot.layers.first { $0.transition != nil })
    #expect(node.values.backgroundColor == .blue)
    let transition = try #require(node.transition)
    #expect(transition.type == .push)
    #expect(transition.progress == 0.25, "linear (no timing function): 0.25 s of 1 s")
    #expect(transition.before.count == 2, "the card and its sublayer")
    #expect(transition.before[0].values.backgroundColor == .red)
    #expect(transition.before.allSatisfy { $0.transition == nil })
  }

  /// Core Animation's key for a transition added with none is "transition"; with no duration it lasts the
  /// transaction's 0.25 s, after which it is removed and the snapshot carries none.
  @Test func theDefaultKeyAndDuration() {
    let (window, card) = scene()
    card.add(push(duration: 0), forKey: nil)
    #expect(card.animationKeys() == ["transition"])
    window.step(to: 0.2)
    #expect(window.renderSnapshot().layers.contains { $0.transition != nil })
    window.step(to: 0.3)
    #expect(card.animationKeys().isEmpty)
    #expect(!window.renderSnapshot().layers.contains { $0.transition != nil })
  }

  /// A timing function paces the progress: easeIn (0.42, 0, 1, 1) at half time is well below a half.
  @Test func theTimingFunctionPacesTheProgress() throws {
    let (window, card) = scene()
    let t = push()
    t.timingFunction = .easeIn
    card.add(t, forKey: nil)
    window.step(to: 0.5)
    let node = try #require(window.renderSnapshot().layers.first { $0.transition != nil })
    let progress = try #require(node.transition?.progress)
    #expect(abs(progress - CubicBezier.easeIn.value(at: 0.5)) < 1e-12)
    #expect(progress < 0.35)
  }

  /// Adding a transition under the key of one in flight replaces it: the first's completion runs with
  /// false, the second's with true at its end; the second's old picture is the live subtree when it was
  /// added (the first's picture is not nested in it).
  @Test func aTransitionUnderTheSameKeyReplacesTheOneInFlight() throws {
    let (window, card) = scene()
    var results: [String] = []
    let first = push()
    first.completion = { results.append("first \($0)") }
    card.add(first, forKey: nil)
    card.backgroundColor = .blue
    window.step(to: 0.5)
    let second = push()
    second.type = .fade
    second.completion = { results.append("second \($0)") }
    Transaction.begin()
    Transaction.setDisableActions(true)
    card.add(second, forKey: nil)
    card.backgroundColor = .green
    Transaction.commit()
    #expect(results == ["first false"])
    #expect(card.animationKeys() == ["transition"])
    window.step(to: 0.75)
    let node = try #require(window.renderSnapshot().layers.first { $0.transition != nil })
    #expect(node.transition?.type == .fade)
    #expect(node.transition?.progress == 0.25)
    #expect(node.transition?.before[0].values.backgroundColor == .blue)
    window.step(to: 1.6)
    #expect(results == ["first false", "second true"])
  }

  /// The offsets of the two pictures follow the type and subtype: at p = 0.25 a push fromRight has moved
  /// the old picture left by a quarter of the width and the new one is three quarters of it to the right.
  @Test func offsetsFollowTheTypeAndSubtype() {
    let push = LayerTransitionSnapshot(
      type: .push, subtype: .fromRight, progress: 0.25, before: [], particles: ParticleBuffer())
    #expect(push.offsets(width: 40, height: 20).old == Point(x: -10, y: 0))
    #expect(push.offsets(width: 40, height: 20).new == Point(x: 30, y: 0))
    let reveal = LayerTransitionSnapshot(
      type: .reveal, subtype: .fromBottom, progress: 0.5, before: [], particles: ParticleBuffer())
    #expect(reveal.offsets(width: 40, height: 20).old == Point(x: 0, y: -10), "up, away from the bottom")
    #expect(reveal.offsets(width: 40, height: 20).new == .zero)
    let moveIn = LayerTransitionSnapshot(
      type: .moveIn, subtype: .fromTop, progress: 0.5, before: [], particles: ParticleBuffer())
    #expect(moveIn.offsets(width: 40, height: 20).new == Point(x: 0, y: -10), "coming down from above")
    let fade = LayerTransitionSnapshot(
      type: .fade, subtype: .fromTop, progress: 0.5, before: [], particles: ParticleBuffer())
    #expect(
      fade.offsets(width: 40, height: 20).old == .zero && fade.offsets(width: 40, height: 20).new == .zero)
  }
}
