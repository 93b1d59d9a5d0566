import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// What each property's descriptor says about it (ordinal, default, component names, finite check, copy)
/// agrees with the engine, for every property in `AnimatableProperty.allCases`.
@MainActor
@Suite(.checksEngineInvariants) struct PropertyDescriptorTests {
  @Test func theOrdinalIsThePositionInAllCases() {
    for (index, property) in AnimatableProperty.allCases.enumerated() {
      #expect(property.ordinal == index, "\(property)")
    }
  }

  @Test func theCountIsTheNumberOfCases() {
    #expect(AnimatableProperty.count == AnimatableProperty.allCases.count)
  }

  @Test(arguments: AnimatableProperty.allCases)
  func aNewViewHoldsTheDescriptorsDefault(property: AnimatableProperty) {
    #expect(View().value(for: property) == property.defaultValue)
    #expect(AnimatableValues(center: .zero, bounds: .zero)[property] == property.defaultValue)
  }

  @Test(arguments: AnimatableProperty.allCases)
  func thereIsOneNamePerComponent(property: AnimatableProperty) {
    let (value, _, _) = PropertyListTests.values(for: property.kind)
    #expect(property.componentNames.count == value.components.count)
    #expect(property.componentNames.allSatisfy { $0.hasPrefix(property.name) })
    #expect(Set(property.componentNames).count == property.componentNames.count)
  }

  @Test func componentNamesFollowTheValueType() {
    #expect(AnimatableProperty.alpha.componentNames == ["alpha"])
    #expect(AnimatableProperty.shadowOffset.componentNames == ["shadowOffset.width", "shadowOffset.height"])
    #expect(
      AnimatableProperty.bounds.componentNames == ["bounds.x", "bounds.y", "bounds.width", "bounds.height"])
    #expect(AnimatableProperty.backgroundColor.componentNames.last == "backgroundColor.alpha")
  }

  /// A non-finite number in any one component of any property makes that property's difference, and no
  /// other's, non-finite; but `transform` is `transform3D`'s affine part (entries m11 m12 m21 m22 m41 m42,
  /// indices 0, 1, 4, 5, 12 and 13), one value, so those components are both properties'.
  @Test(arguments: AnimatableProperty.allCases)
  func theFiniteCheckSeesEveryComponent(property: AnimatableProperty) {
    var start = AnimatableValues(center: .zero, bounds: Rect(x: 0, y: 0, width: 10, height: 10))
    let (value, _, _) = PropertyListTests.values(for: property.kind)
    start.setValue(value, for: property)  // a colour at both ends: no colour has nothing to check
    for component in value.components.indices {
      var end = start
      end.setValue(Self.replacing(component, of: value, with: .infinity), for: property)
      for other in AnimatableProperty.allCases {
        let shared =
          (property == .transform && other == .transform3D)
          || (property == .transform3D && other == .transform && [0, 1, 4, 5, 12, 13].contains(component))
        #expect(
          other.differenceIsFinite(from: start, to: end) == (other != property && !shared),
          "\(property) component \(component): \(other)")
      }
    }
  }

  @Test func setValuesSetsOnlyWhatDiffersBitForBit() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    var values = view.modelValues
    View.animate(withDuration: 1) { view.setValues(values, for: AnimatableProperty.allCases) }
    #expect(window.animator.runningAnimationCount == 0, "no setter ran")
    values.alpha = 0.5
    values.style.cornerRadius = -0.0  // the same number, other bits: set
    View.animate(withDuration: 1) { view.setValues(values, for: AnimatableProperty.allCases) }
    #expect(view.alpha == 0.5)
    #expect(view.cornerRadius.sign == .minus)
    #expect(view.isAnimating)
  }

  /// `value` with component `index` replaced by `number`.
  static func replacing(_ index: Int, of value: PropertyValue, with number: Double) -> PropertyValue {
    var c = value.components
    c[index] = number
    return switch value {
    case .number: .number(c[0])
    case .point: .point(Point(x: c[0], y: c[1]))
    case .size: .size(Size(width: c[0], height: c[1]))
    case .rect: .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: .transform(AffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
    case .transform3D: .transform3D(Transform3D(entries: c)!)
    case .color: .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    }
  }
}
