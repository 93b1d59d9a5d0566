import Flipbook
import FlipbookGeometry
import Testing

@testable import FlipbookRender

/// Each view's layer takes the path the renderer's one decision gives it, and the canvas counts the path
/// with its reason.
@Suite("Layer paths and their reasons")
struct LayerPathTests {
  /// The benchmark's card style.
  static let card = SpritePiecesTests.card

  /// The counts of one frame of `views` in a 200 × 200 window, the window's own layer left out (a plain
  /// view with subviews).
  func paths(_ views: [TestView], scale: Double = 1, contents: [NodeContent] = []) throws -> LayerPathCounts {
    let snapshot = makeSnapshot(width: 200, height: 200, views, contents: contents)
    let renderer = SnapshotRenderer(scale: scale, background: .white)
    let (width, height) = renderer.pixelSize(for: snapshot.size)
    let canvas = try CairoCanvas(width: width, height: height)
    try renderer.render(snapshot, into: canvas)
    let counts = canvas.layerPaths
    #expect(counts[.parts(.plain)] >= 1, "the window")
    return counts
  }

  @Test func aPlainLeafIsOneFill() throws {
    let counts = try paths([TestView(frame: Rect(x: 10, y: 10, width: 50, height: 50), color: .red)])
    #expect(counts[.backgroundFill] == 1)
    #expect(counts.total == 2)
  }

  @Test func aCardAtAFractionOfAPixelIsPaintedInPieces() throws {
    let counts = try paths([
      TestView(frame: Rect(x: 10.3, y: 10.6, width: 50, height: 40), color: .green, style: Self.card)
    ])
    #expect(counts[.spriteInPieces] == 1)
  }

  @Test func aTurnedCardIsPaintedWhole() throws {
    let counts = try paths([
      TestView(
        frame: Rect(x: 60, y: 60, width: 50, height: 40), color: .green,
        transform: AffineTransform(rotationAngle: 0.3), style: Self.card)
    ])
    #expect(counts[.sprite(.transformed)] == 1)
    #expect(counts[.spriteInPieces] == 0)
  }

  @Test func aCardInAClippingSuperviewIsPaintedWhole() throws {
    let card = TestView(frame: Rect(x: 10, y: 10, width: 50, height: 40), color: .green, style: Self.card)
    let counts = try paths([
      TestView(frame: Rect(x: 20, y: 20, width: 120, height: 120), color: .blue, clips: true, [card])
    ])
    #expect(counts[.sprite(.clipped)] == 1)
    // The clipping superview is plain, with a subview: drawn in parts.
    #expect(counts[.parts(.plain)] == 2)
  }

  @Test func aFadedCardWithSubviewsIsPaintedWholeIntoItsGroup() throws {
    let child = TestView(frame: Rect(x: 5, y: 5, width: 10, height: 10), color: .red)
    let counts = try paths([
      TestView(
        frame: Rect(x: 20, y: 20, width: 80, height: 60), color: .green, alpha: 0.5, style: Self.card, [child]
      )
    ])
    #expect(counts[.sprite(.clipped)] == 1)
    #expect(counts[.backgroundFill] == 1)
  }

  @Test func aStyledViewWithDrawnContentIsDrawnInParts() throws {
    var view = TestView(frame: Rect(x: 20, y: 20, width: 80, height: 60), color: .green, style: Self.card)
    view.node.displayList = 0
    let snapshot = makeSnapshot(
      width: 200, height: 200, [view], displayLists: [DisplayList(commands: [.saveState, .restoreState])])
    let canvas = try CairoCanvas(width: 200, height: 200)
    try SnapshotRenderer(scale: 1, background: nil).render(snapshot, into: canvas)
    #expect(canvas.layerPaths[.parts(.content)] == 1)
  }

  @Test func aCardLargerThanAPictureMayBeIsDrawnInParts() throws {
    let side = Double(LayerSprite.maximumSide)
    let counts = try paths(
      [TestView(frame: Rect(x: 0, y: 0, width: side, height: 40), color: .green, style: Self.card)], scale: 1)
    #expect(counts[.parts(.tooLarge)] == 1)
    #expect(counts[.spriteInPieces] == 0)
  }

  @Test func theCountsAreTheLastFramesOnly() throws {
    let snapshot = makeSnapshot(
      width: 100, height: 100, [TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .red)])
    let canvas = try CairoCanvas(width: 100, height: 100)
    let renderer = SnapshotRenderer(scale: 1, background: nil)
    #expect(canvas.layerPaths.total == 0)
    try renderer.render(snapshot, into: canvas)
    try renderer.render(snapshot, into: canvas)
    #expect(canvas.layerPaths[.backgroundFill] == 1)
    #expect(canvas.layerPaths.total == 2)
  }

  @Test func everyPathIsListedOnce() {
    #expect(Set(LayerPath.allCases).count == LayerPath.allCases.count)
    #expect(LayerPath.allCases.count == 2 + SpriteFallback.allCases.count + PartsFallback.allCases.count)
  }
}
