import Flipbook
import FlipbookGeometry

/// The render benchmark's frames with every view styled as a card: rounded corners, a border and a soft
/// shadow, for comparing styled drawing with the same frames unstyled.
///
/// ```swift
/// let styled = StyledFrames.card(fixture.snapshots[0])
/// ```
public enum StyledFrames {
  /// The card style: corner radius 8, a 2-point white border, a shadow of opacity 0.35, offset (0, 4),
  /// radius 6 (`blurJitter` is added to the radius, to defeat the shadow cache on purpose).
  public static func style(blurJitter: Double = 0) -> LayerStyle {
    LayerStyle(
      cornerRadius: 8, borderWidth: 2, borderColor: Color(white: 1, alpha: 0.9), shadowOpacity: 0.35,
      shadowOffset: Size(width: 0, height: 4), shadowRadius: 6 + blurJitter)
  }

  /// `snapshot` with the card style on every view but the window.
  public static func card(_ snapshot: RenderSnapshot, blurJitter: Double = 0) -> RenderSnapshot {
    var styled = snapshot
    let style = style(blurJitter: blurJitter)
    for i in styled.nodes.indices.dropFirst() { styled.nodes[i].style = style }
    return styled
  }
}
