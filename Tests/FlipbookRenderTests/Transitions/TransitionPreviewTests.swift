import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Pictures for people: the contact sheet in the documentation and frames to look at.
///
/// They only run when asked, so the suite never writes files:
/// `FLIPBOOK_TRANSITION_FRAMES=/tmp/dir` writes every type at several progress values there (at
/// `FLIPBOOK_TRANSITION_SCALE` pixels per point, default 1), and
/// `FLIPBOOK_CONTACT_SHEET=Documentation/images/transitions-contact-sheet.png` writes the contact sheet.
@Suite("Transition pictures")
struct TransitionPreviewTests {
  static let kinds: [TransitionKind] = [
    .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom, .curlUp, .curlDown, .crossDissolve,
  ]

  /// A card of `size` at `origin` going from a warm "before" card to a cool "after" card.
  static func cards(origin: Point, size: Size, transition: Int32) -> (before: TestView, after: TestView) {
    let frame = Rect(origin: origin, size: size)
    let before = card(
      frame: frame, page: Color(red: 0.93, green: 0.33, blue: 0.25, alpha: 1), badge: .yellow,
      lines: Color(white: 1, alpha: 0.85))
    let after = card(
      frame: frame, page: Color(red: 0.2, green: 0.45, blue: 0.9, alpha: 1), badge: .green,
      lines: Color(white: 1, alpha: 0.85), transition: transition)
    return (before, after)
  }

  @Test(.enabled(if: environment("FLIPBOOK_TRANSITION_FRAMES") != nil))
  func writeFrames() throws {
    let directory = environment("FLIPBOOK_TRANSITION_FRAMES")!
    let scale = environment("FLIPBOOK_TRANSITION_SCALE").flatMap { Double($0) } ?? 1
    var encoder = PNGEncoder()
    for kind in Self.kinds {
      for percent in [10, 25, 40, 48, 50, 60, 75, 90] {
        let (before, after) = Self.cards(
          origin: Point(x: 40, y: 30), size: Size(width: 320, height: 240), transition: 0)
        let snapshot = transitionScene(
          kind, Double(percent) / 100, before: before, after: after, width: 400, height: 300)
        let png = try SnapshotRenderer(scale: scale, background: Color(white: 0.15, alpha: 1))
          .renderPNG(snapshot, encoder: &encoder)
        writeFile(png, to: "\(directory)/\(kind)-\(percent).png")
      }
    }
  }

  /// Rows: flipFromLeft, curlUp; columns: progress 0, 0.2, …, 1.
  @Test(.enabled(if: environment("FLIPBOOK_CONTACT_SHEET") != nil))
  func writeContactSheet() throws {
    let cell = Size(width: 160, height: 120)
    let gap = 12.0
    let progresses = [0, 0.2, 0.4, 0.6, 0.8, 1]
    var views: [TestView] = []
    var transitions: [TransitionSnapshot] = []
    for (row, kind) in [TransitionKind.flipFromLeft, .curlUp].enumerated() {
      for (column, progress) in progresses.enumerated() {
        let origin = Point(
          x: gap + Double(column) * (cell.width + gap), y: gap + Double(row) * (cell.height + gap))
        let (before, after) = Self.cards(
          origin: origin, size: cell, transition: Int32(transitions.count))
        views.append(after)
        transitions.append(
          TransitionSnapshot(kind: kind, progress: progress, before: subtreeSnapshot(before)))
      }
    }
    let width = gap + Double(progresses.count) * (cell.width + gap)
    let height = gap + 2 * (cell.height + gap)
    let snapshot = makeSnapshot(width: width, height: height, views, transitions: transitions)
    var encoder = PNGEncoder(compressionLevel: 9)
    let png = try SnapshotRenderer(scale: 1, background: Color(white: 0.15, alpha: 1))
      .renderPNG(snapshot, encoder: &encoder)
    writeFile(png, to: environment("FLIPBOOK_CONTACT_SHEET")!)
  }
}
