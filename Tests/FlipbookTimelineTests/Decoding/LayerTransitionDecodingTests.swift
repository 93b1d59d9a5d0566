import Flipbook
import FlipbookGeometry
import Testing

@testable import FlipbookTimeline

/// The `transition` animation object of an `addAnimation` step (CATransition): decoding, its located
/// errors, and what the player does with it.
@Suite("Layer transition decoding")
@MainActor
struct LayerTransitionDecodingTests {
  /// A view holding a 40 × 20 red card layer.
  static let card =
    ##"[{"id": "v", "frame": [0, 0, 200, 100], "layers": [{"id": "card", "frame": [20, 40, 40, 20], "backgroundColor": "#FF0000"}]}]"##

  static func step(_ animation: String) -> String {
    ##"[{"at": 0.5, "addAnimation": \##(animation), "layer": "card"}]"##
  }

  @Test func aTransitionDecodesWithItsChanges() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: Self.card,
          steps: Self.step(
            ##"{"type": "transition", "transition": "push", "subtype": "fromTop", "duration": 0.5, "changes": [{"layer": "card", "backgroundColor": "#0000FF"}]}"##
          ))))
    guard case .addAnimation(let added) = document.steps[0].action else {
      Issue.record("not an addAnimation step")
      return
    }
    #expect(added.animation.kind == .transition)
    #expect(added.animation.transitionType == .push)
    #expect(added.animation.transitionSubtype == .fromTop)
    #expect(added.animation.duration == 0.5)
    #expect(added.changes.count == 1)
  }

  /// Unknown names are located errors with Core Animation's closest name.
  @Test func unknownNamesSuggestTheNearestOne() {
    let type = errorLines(
      timeline(
        views: Self.card, steps: Self.step(##"{"type": "transition", "transition": "pushh", "changes": []}"##)
      ))
    #expect(type.count == 1)
    #expect(type.first?.hasPrefix("t.json:3:") == true)
    #expect(type.first?.contains("unknown transition type 'pushh' (did you mean 'push'?)") == true, "\(type)")
    #expect(type.first?.contains("$.steps[0].addAnimation.transition") == true, "\(type)")
    let subtype = errorLines(
      timeline(
        views: Self.card,
        steps: Self.step(
          ##"{"type": "transition", "transition": "moveIn", "subtype": "fromLetf", "changes": []}"##)))
    #expect(subtype.count == 1)
    #expect(
      subtype.first?.contains("unknown transition subtype 'fromLetf' (did you mean 'fromLeft'?)") == true,
      "\(subtype)")
  }

  /// A transition needs its `transition`, belongs to an `addAnimation` step only, and `changes` belongs to
  /// transitions only.
  @Test func misplacedTransitionsAreErrors() {
    let missing = errorLines(
      timeline(views: Self.card, steps: Self.step(##"{"type": "transition", "changes": []}"##)))
    #expect(missing.first?.contains("missing required key 'transition'") == true, "\(missing)")
    let inLayer = errorLines(
      timeline(
        views:
          ##"[{"id": "v", "layers": [{"id": "card", "animations": [{"type": "transition", "transition": "fade"}]}]}]"##
      ))
    #expect(
      inLayer.first?.contains("a transition is added by an addAnimation step") == true, "\(inLayer)")
    let changes = errorLines(
      timeline(
        views: Self.card,
        steps: Self.step(##"{"keyPath": "opacity", "to": 0, "changes": []}"##)))
    #expect(changes.first?.contains("'changes' belongs to transitions") == true, "\(changes)")
  }

  /// The player adds the transition, then makes the changes with actions disabled: at 0.7 s the card's
  /// presentation is the new colour (no implicit animation), and its snapshot node carries the old
  /// picture, red, at progress 0.2 / 0.5 = 0.4 of the linear transition.
  @Test func thePlayerMakesTheChangesWithTheTransition() throws {
    let player = try #require(
      makePlayer(
        views: Self.card,
        steps: Self.step(
          ##"{"type": "transition", "transition": "push", "duration": 0.5, "changes": [{"layer": "card", "backgroundColor": "#0000FF"}]}"##
        )))
    let card = try #require(player.layersByID["card"])
    player.step(toFrame: 7)  // 0.7 s
    #expect(
      card.presentation(atGlobalTime: 0.7).backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(card.animationKeys() == ["transition"], "no implicit backgroundColor animation")
    let node = try #require(player.window.renderSnapshot().layers.first { $0.id == "card" })
    #expect(abs((node.transition?.progress ?? -1) - 0.4) < 1e-9)
    #expect(
      node.transition?.before.first?.values.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
