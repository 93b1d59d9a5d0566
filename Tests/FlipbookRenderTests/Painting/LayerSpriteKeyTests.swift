import Flipbook
import Testing

@testable import FlipbookRender

/// A styled layer's sprite is keyed by the whole `LayerStyle` (`LayerSpriteKey.style`), so a field added to
/// `LayerStyle` makes the sprite re-rasterise whenever it changes. The fields listed here are the ones the
/// sprite draws; a new one fails this test by name, to be either drawn by the sprite (and listed) or kept
/// in `AnimatableValues`, outside the key.
@Test func everyFieldOfTheSpriteKeysStyleIsDrawnByTheSprite() {
  let drawnBySprite: Set = [
    "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
    "shadowRadius",
  ]
  let fields = Mirror(reflecting: LayerStyle.plain).children.compactMap(\.label)
  for field in fields where !drawnBySprite.contains(field) {
    Issue.record(
      "LayerStyle.\(field) enters LayerSpriteKey: a sprite is re-rasterised whenever it changes; keep it in AnimatableValues unless the sprite draws it"
    )
  }
  #expect(Set(fields) == drawnBySprite)
}
