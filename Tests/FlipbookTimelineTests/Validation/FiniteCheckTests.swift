import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

@Suite("Finite geometry after arithmetic")
struct FiniteCheckTests {
  static let source = SourceReference.document

  static func spec(frame: Rect? = nil, center: Point? = nil, transform: AffineTransform = .identity)
    -> ViewSpec
  {
    var spec = ViewSpec(source: source)
    spec.frame = frame
    spec.center = center
    spec.values.transform = transform
    return spec
  }

  static func change(frame: Rect? = nil, center: Point? = nil, transform: AffineTransform? = nil) -> Change {
    var change = Change(view: ViewReference(id: "v", source: source), source: source)
    change.frame = frame
    change.center = center
    change[.transform] = transform.map { .transform($0) }
    return change
  }

  @Test func ordinaryGeometryIsFine() {
    let start = FiniteCheck.Geometry(spec: Self.spec(frame: Rect(x: 10, y: 20, width: 100, height: 50)))
    #expect(start.center == Point(x: 60, y: 45))
    #expect(start.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(start.nonFiniteValue == nil)
    let end = start.applying(Self.change(center: Point(x: -1e300, y: 1e300)))
    #expect(FiniteCheck.nonFiniteAnimation(from: start, to: end) == nil)
  }

  /// Issue 15: a frame of 1.7e308 animated to -1.7e308 validated as fine; the distance overflows.
  @Test func animatingAcrossTheWholeRangeOverflows() throws {
    let start = FiniteCheck.Geometry(spec: Self.spec(frame: Rect(x: 1.7e308, y: 0, width: 4, height: 4)))
    #expect(start.nonFiniteValue == nil)
    let end = start.applying(Self.change(frame: Rect(x: -1.7e308, y: 0, width: 4, height: 4)))
    #expect(end.nonFiniteValue == nil)
    let message = try #require(FiniteCheck.nonFiniteAnimation(from: start, to: end))
    #expect(message.hasPrefix("animating center.x from 1.7e+308 to -1.7e+308 overflows"))
  }

  @Test func aMidpointThatOverflowsIsNamed() throws {
    let geometry = FiniteCheck.Geometry(
      spec: Self.spec(frame: Rect(x: 1.7e308, y: 0, width: 1.7e308, height: 4)))
    let message = try #require(geometry.nonFiniteValue)
    #expect(message.hasPrefix("center.x is not a finite number after arithmetic (inf)"))
  }

  @Test func aTransformThatThrowsACornerToInfinityIsNamed() throws {
    var spec = Self.spec(center: Point(x: 0, y: 0), transform: AffineTransform(scaleX: 1e200, y: 1))
    spec.bounds = Rect(x: 0, y: 0, width: 1e200, height: 1e200)
    let message = try #require(FiniteCheck.Geometry(spec: spec).nonFiniteValue)
    #expect(message.hasPrefix("frame."))
    // The same transform set by a change on a view that was fine.
    let start = FiniteCheck.Geometry(spec: Self.spec(frame: Rect(x: 0, y: 0, width: 1e200, height: 1)))
    #expect(start.nonFiniteValue == nil)
    let end = start.applying(Self.change(transform: AffineTransform(scaleX: 1e200, y: 1)))
    #expect(FiniteCheck.nonFiniteAnimation(from: start, to: end)?.hasPrefix("frame.") == true)
  }

  @Test func settingAFrameUnderAScaleSizesTheBounds() {
    let start = FiniteCheck.Geometry(spec: Self.spec(transform: AffineTransform(scaleX: 2, y: 4)))
    let end = start.applying(Self.change(frame: Rect(x: 0, y: 0, width: 20, height: 20)))
    #expect(end.bounds.size == Size(width: 10, height: 5))
    #expect(end.center == Point(x: 10, y: 10))
  }

  @Test func everyOtherPropertyIsCheckedByItsComponents() throws {
    #expect(FiniteCheck.nonFiniteAnimation(of: "alpha", from: .number(0), to: .number(1)) == nil)
    let radius = try #require(
      FiniteCheck.nonFiniteAnimation(of: "shadowRadius", from: .number(1.7e308), to: .number(-1.7e308)))
    #expect(radius.hasPrefix("animating shadowRadius from 1.7e+308 to -1.7e+308 overflows"))
    let offset = try #require(
      FiniteCheck.nonFiniteAnimation(
        of: "shadowOffset", from: .size(Size(width: 0, height: 1e308)),
        to: .size(Size(width: 0, height: -1e308))))
    #expect(offset.hasPrefix("animating shadowOffset[1]"))
    #expect(
      FiniteCheck.nonFiniteAnimation(of: "backgroundColor", from: .color(nil), to: .color(Color(hex: "#FFF")))
        == nil)
  }
}
