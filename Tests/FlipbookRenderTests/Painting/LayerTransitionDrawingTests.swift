import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// `LayerTransition` (CATransition) drawn at mid-time, against pixels worked out from its rules: a 1 s
/// linear transition at 0.5 s has progress 0.5; the card is 40 × 20 at x 20 ..< 60, y 40 ..< 60, red before
/// the change and blue after it, on a white window.
@MainActor @Suite struct LayerTransitionDrawingTests {
  /// The window, the card, and a green 10 × 20 sublayer at the card's left end (x 20 ..< 30) that the
  /// change removes.
  func scene(masksToBounds: Bool = false) -> (Window, Layer, Layer) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let card = Layer()
    card.frame = Rect(x: 20, y: 40, width: 40, height: 20)
    card.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    card.masksToBounds = masksToBounds
    let dot = Layer()
    dot.frame = Rect(x: 0, y: 0, width: 10, height: 20)
    dot.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
    card.addSublayer(dot)
    view.layer.addSublayer(card)
    window.step(to: 0)
    return (window, card, dot)
  }

  /// Adds a 1 s transition, then makes the change in the same transaction, and renders 0.5 s later.
  func midFrame(
    _ type: LayerTransition.Kind, _ subtype: LayerTransition.Subtype = .fromLeft, masksToBounds: Bool = false
  ) throws -> CairoCanvas {
    let (window, card, dot) = scene(masksToBounds: masksToBounds)
    let transition = LayerTransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = 1
    Transaction.begin()
    Transaction.setDisableActions(true)
    card.add(transition, forKey: nil)
    card.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    dot.removeFromSuperlayer()
    Transaction.commit()
    window.step(to: 0.5)
    return try draw(window.renderSnapshot())
  }

  func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

  /// fade: `(1 − p)·old + p·new` at p = 0.5 is half red and half blue inside the card; the old dot is
  /// half green over half blue; outside the card nothing changes. The mix is the view cross-dissolve's kernel
  /// (`PixelMix`): the new picture's weight is round(0.5 · 255) = 128, so red keeps 255 · 127/255 = 127 and
  /// blue takes 255 · 128/255 = 128.
  @Test func aFadeMixesHalfOfEachAtMidTime() throws {
    let canvas = try midFrame(.fade)
    #expect(rgba(canvas, 45, 50) == [127, 0, 128, 255])
    #expect(near(rgba(canvas, 25, 50), [0, 128, 128, 255]), "\(rgba(canvas, 25, 50))")
    #expect(rgba(canvas, 70, 50) == white)
  }

  /// push fromLeft: the old picture has moved right by p · width = 20 (red x 40 ..< 80, its dot at
  /// 40 ..< 50), the new one comes from the left and covers x 0 ..< 40. Not clipped to the bounds.
  @Test func aPushFromLeftMovesBothPicturesRight() throws {
    let canvas = try midFrame(.push)
    #expect(rgba(canvas, 5, 50) == blue, "the new picture, outside the bounds on the left")
    #expect(rgba(canvas, 30, 50) == blue, "the new picture fills the left half of the bounds")
    #expect(rgba(canvas, 45, 50) == green, "the old dot, moved 20 to the right")
    #expect(rgba(canvas, 55, 50) == red, "the old picture in the right half")
    #expect(rgba(canvas, 75, 50) == red, "the old picture past the bounds: not clipped")
    #expect(rgba(canvas, 85, 50) == white)
    #expect(rgba(canvas, 30, 35) == white, "nothing moves vertically")
  }

  /// With masksToBounds the same push is cut to the bounds (x 20 ..< 60).
  @Test func aPushIsClippedOnlyWhenTheLayerMasksToBounds() throws {
    let canvas = try midFrame(.push, masksToBounds: true)
    #expect(rgba(canvas, 10, 50) == white)
    #expect(rgba(canvas, 30, 50) == blue)
    #expect(rgba(canvas, 55, 50) == red)
    #expect(rgba(canvas, 70, 50) == white)
  }

  /// push fromTop: the pictures move down by p · height = 10: new over y 30 ..< 50, old over 50 ..< 70.
  @Test func aPushFromTopMovesDown() throws {
    let canvas = try midFrame(.push, .fromTop)
    #expect(rgba(canvas, 45, 35) == blue)
    #expect(rgba(canvas, 45, 45) == blue)
    #expect(rgba(canvas, 45, 55) == red)
    #expect(rgba(canvas, 45, 65) == red)
    #expect(rgba(canvas, 25, 65) == green, "the old dot moved down with its picture")
  }

  /// moveIn fromRight: the old picture stays (red x 20 ..< 60, dot 20 ..< 30); the new one slides in
  /// over it from the right, at x 40 ..< 80.
  @Test func moveInSlidesTheNewPictureOverTheOld() throws {
    let canvas = try midFrame(.moveIn, .fromRight)
    #expect(rgba(canvas, 25, 50) == green)
    #expect(rgba(canvas, 35, 50) == red)
    #expect(rgba(canvas, 50, 50) == blue)
    #expect(rgba(canvas, 75, 50) == blue)
    #expect(rgba(canvas, 85, 50) == white)
  }

  /// reveal fromLeft: the new picture stays (blue x 20 ..< 60); the old one slides away to the right,
  /// over it, at x 40 ..< 80.
  @Test func revealSlidesTheOldPictureAway() throws {
    let canvas = try midFrame(.reveal)
    #expect(rgba(canvas, 30, 50) == blue)
    #expect(rgba(canvas, 45, 50) == green)
    #expect(rgba(canvas, 55, 50) == red)
    #expect(rgba(canvas, 75, 50) == red)
    #expect(rgba(canvas, 10, 50) == white)
  }

  /// After the transition's duration the layer shows its live picture only.
  @Test func afterItsDurationOnlyTheNewPictureShows() throws {
    let (window, card, dot) = scene()
    let transition = LayerTransition()
    transition.type = .push
    transition.duration = 1
    card.add(transition, forKey: nil)
    card.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    dot.removeFromSuperlayer()
    window.step(to: 1.5)
    let canvas = try draw(window.renderSnapshot())
    #expect(rgba(canvas, 25, 50) == blue)
    #expect(rgba(canvas, 75, 50) == white)
  }
}
