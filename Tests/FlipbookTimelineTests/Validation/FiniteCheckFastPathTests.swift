import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// The validator's fast path (`FiniteCheck.isFinite`) must say "fine" exactly when the detailed search, one
/// property at a time through the descriptors (`nonFiniteAnimation`) and the frame, finds nothing.
@Suite struct FiniteCheckFastPathTests {
  /// Extremes that overflow alone or as a distance, and ordinary numbers.
  static let extremes: [Double] = [
    0, 1, -2.5, 1.7e308, -1.7e308, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
  ]

  @Test(arguments: 0..<40 as Range<UInt64>)
  func agreesWithTheDetailedSearchForEveryPropertyAndExtreme(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for property in AnimatableProperty.allCases {
      var start = Self.ordinary(&random)
      var end = Self.ordinary(&random)
      let a = Self.extremes[Int(random.next() % UInt64(Self.extremes.count))]
      let b = Self.extremes[Int(random.next() % UInt64(Self.extremes.count))]
      let slot = Int(random.next() % 6)
      start.setValue(Self.replacing(start[property], slot: slot, with: a), for: property)
      end.setValue(Self.replacing(end[property], slot: slot, with: b), for: property)
      #expect(
        FiniteCheck.isFinite(from: start, to: end) == (Self.detailed(start, end) == nil),
        "seed \(seed), \(property), \(a) → \(b)")
      #expect(
        FiniteCheck.isFinite(from: start, to: start) == (Self.detailed(start, start) == nil),
        "seed \(seed), \(property), \(a)")
    }
  }

  @Test func aNonFiniteValueIsStillNamedBehindTheFastPath() throws {
    var values = AnimatableValues(center: .zero, bounds: Rect(x: 0, y: 0, width: 4, height: 4))
    values.style.shadowRadius = .infinity
    let message = try #require(FiniteCheck.nonFiniteValue(in: values))
    #expect(message.hasPrefix("shadowRadius is not a finite number"))
  }

  /// Every property searched one by one as the descriptors see it, then the frame.
  static func detailed(_ start: AnimatableValues, _ end: AnimatableValues) -> String? {
    for property in AnimatableProperty.allCases {
      if let problem = FiniteCheck.nonFiniteAnimation(
        of: property.name, from: start[property], to: end[property])
      {
        return problem
      }
    }
    return FiniteCheck.nonFiniteAnimation(of: "frame", from: .rect(start.frame), to: .rect(end.frame))
  }

  /// Ordinary values everywhere (colours present), so that only the injected component can overflow.
  static func ordinary(_ random: inout SeededGenerator) -> AnimatableValues {
    func value() -> Double { Double.random(in: -500...500, using: &random) }
    var values = AnimatableValues(
      center: Point(x: value(), y: value()), bounds: Rect(x: 0, y: 0, width: 80, height: 40))
    for property in AnimatableProperty.allCases where property != .center && property != .bounds {
      values.setValue(replacingAll(values[property], with: value), for: property)
    }
    return values
  }

  /// `value` with component `slot` (modulo its count) replaced; a missing colour becomes a grey first.
  static func replacing(_ value: PropertyValue, slot: Int, with x: Double) -> PropertyValue {
    var index = 0
    return replacingAll(value) {
      defer { index += 1 }
      return index == slot % componentCount(value) ? x : component(value, index)
    }
  }

  static func componentCount(_ value: PropertyValue) -> Int {
    switch value {
    case .number: 1
    case .point, .size: 2
    case .rect, .color: 4
    case .transform: 6
    case .transform3D: 16
    }
  }

  static func component(_ value: PropertyValue, _ index: Int) -> Double {
    let all = value.components
    return index < all.count ? all[index] : 0.5
  }

  static func replacingAll(_ value: PropertyValue, with next: () -> Double) -> PropertyValue {
    switch value {
    case .number: .number(next())
    case .point: .point(Point(x: next(), y: next()))
    case .size: .size(Size(width: next(), height: next()))
    case .rect: .rect(Rect(x: next(), y: next(), width: next(), height: next()))
    case .transform:
      .transform(AffineTransform(a: next(), b: next(), c: next(), d: next(), tx: next(), ty: next()))
    case .transform3D: .transform3D(Transform3D(entries: (0..<16).map { _ in next() })!)
    case .color: .color(Color(red: next(), green: next(), blue: next(), alpha: next()))
    }
  }
}
