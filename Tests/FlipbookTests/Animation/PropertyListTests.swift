import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Every animatable property, whatever it is, animates through its descriptor the same way: these tests run
/// over `AnimatableProperty.allCases`, so a property added to the list is tested without a new test.
@MainActor
@Suite(.checksEngineInvariants) struct PropertyListTests {
  /// Two distinct values of a property's kind, and their midpoint as interpolation gives it.
  static func values(for kind: PropertyKind) -> (PropertyValue, PropertyValue, PropertyValue) {
    switch kind {
    case .unitInterval: (.number(0.2), .number(0.8), .number(0.5))
    case .number, .nonNegative: (.number(2), .number(10), .number(6))
    case .point: (.point(Point(x: 0, y: 10)), .point(Point(x: 20, y: 30)), .point(Point(x: 10, y: 20)))
    case .size:
      (.size(Size(width: 2, height: 4)), .size(Size(width: 6, height: 0)), .size(Size(width: 4, height: 2)))
    case .rect:
      (
        .rect(Rect(x: 0, y: 0, width: 10, height: 20)), .rect(Rect(x: 10, y: 20, width: 30, height: 40)),
        .rect(Rect(x: 5, y: 10, width: 20, height: 30))
      )
    case .unitRect:
      (
        .rect(Rect(x: 0, y: 0, width: 1, height: 1)), .rect(Rect(x: 0.5, y: 0.25, width: 0, height: 0.5)),
        .rect(Rect(x: 0.25, y: 0.125, width: 0.5, height: 0.75))
      )
    case .transform:
      (
        .transform(.identity), .transform(AffineTransform(translationX: 10, y: -20)),
        .transform(AffineTransform(translationX: 5, y: -10))
      )
    case .transform3D:
      // A translation in depth interpolates component-wise (CSS Transforms 2's decomposition).
      (
        .transform3D(.identity), .transform3D(Transform3D(translationX: 10, y: -20, z: 30)),
        .transform3D(Transform3D(translationX: 5, y: -10, z: 15))
      )
    case .color:
      (
        .color(Color(red: 1, green: 0, blue: 0, alpha: 1)),
        .color(Color(red: 0, green: 0, blue: 1, alpha: 0)),
        .color(Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
      )
    case .optionalColor:
      (
        .color(Color(red: 1, green: 0, blue: 0, alpha: 1)),
        .color(Color(red: 0, green: 0, blue: 1, alpha: 0)),
        .color(Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
      )
    }
  }

  @Test(arguments: AnimatableProperty.allCases)
  func animatesFromTheOldValueToTheNewOneOnItsOwnTrack(property: AnimatableProperty) {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    window.addSubview(view)
    let (start, end, middle) = Self.values(for: property.kind)
    #expect(view.setValue(start, for: property))
    #expect(view.value(for: property) == start)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.setValue(end, for: property) }
    #expect(view.value(for: property) == end, "the model value changes at once")
    window.step(to: 0.5)
    #expect(isClose(view.presentation.values[property], middle, 1e-9), "\(property) at 0.5 s")
    let snapshotValue = window.renderSnapshot().nodes[1].values[property]
    #expect(isClose(snapshotValue, middle, 1e-9), "\(property) in the snapshot at 0.5 s")
    #expect(window.animator.runningAnimationCount == 1)
    window.step(to: 1)
    #expect(view.presentation.values[property] == end)
    #expect(!view.isAnimating)
  }

  @Test(arguments: AnimatableProperty.allCases)
  func refusesAValueOfAnotherKind(property: AnimatableProperty) {
    let view = View()
    let before = view.value(for: property)
    let wrong: PropertyValue = if case .number = before { .point(Point(x: 1, y: 1)) } else { .number(1) }
    #expect(!view.setValue(wrong, for: property))
    #expect(view.value(for: property) == before)
  }

  @Test(arguments: AnimatableProperty.allCases)
  func removalCancelsTheTrackAndTheBlockReportsUnfinished(property: AnimatableProperty) {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View()
    window.addSubview(view)
    let (_, end, _) = Self.values(for: property.kind)
    var finished: Bool?
    View.animate(
      withDuration: 1, animations: { view.setValue(end, for: property) }, completion: { finished = $0 })
    window.step(to: 0.25)
    view.removeFromSuperview()
    window.step(to: 0.5)
    #expect(finished == false)
    #expect(window.animator.runningAnimationCount == 0)
  }
}
