import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// A view's `transform3D` key: both forms a layer's `transform` takes, the rule that `transform` is its affine
/// part, and the located error for both keys in one view or change (columns counted by hand: `"views": ` and
/// `"steps": ` take the first 9 columns of their lines).
@Suite("View transform3D decoding")
@MainActor
struct ViewTransform3DDecodingTests {
  /// rotateY(60°) then a perspective of 500, as Core Animation's matrices multiply for row vectors:
  /// `R_y(60°) · P(500)`, whose first row is `(cos 60°, 0, −sin 60°, sin 60°/500)` and third row
  /// `(sin 60°, 0, cos 60°, −cos 60°/500)`.
  static let turned: Transform3D = {
    let c = 0.5, s = 3.0.squareRoot() / 2
    return Transform3D(
      m11: c, m12: 0, m13: -s, m14: s / 500, m21: 0, m22: 1, m23: 0, m24: 0, m31: s, m32: 0, m33: c,
      m34: -c / 500, m41: 0, m42: 0, m43: 0, m44: 1)
  }()

  func view(_ json: String) throws -> ViewSpec {
    let document = try TimelineLoader.load(text: timeline(views: "[\(json)]"), file: "t.json").get()
    return try #require(document.views.first)
  }

  @Test func theObjectFormAppliesItsOperationsInOrder() throws {
    let spec = try view(
      #"{"id": "v", "frame": [0, 0, 100, 100], "transform3D": {"rotateY": 60, "perspective": 500}}"#)
    let value = spec.values.transform3D
    #expect(isClose(value, Self.turned, 1e-15))
    // `transform` reads the affine part (CATransform3DGetAffineTransform): m11 m12 m21 m22 m41 m42.
    #expect(isClose(spec.values.transform, AffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 0, ty: 0), 1e-15))
  }

  @Test func sixteenNumbersAreTheMatrixRowByRow() throws {
    let spec = try view(
      #"{"id": "v", "transform3D": [1, 0, 0, 0.001, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1]}"#)
    let expected = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0.001, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: -0.002,
      m41: 10, m42: 20, m43: 30, m44: 1)
    #expect(spec.values.transform3D == expected)
    #expect(spec.values.transform == AffineTransform(translationX: 10, y: 20))
  }

  /// A 2-D `transform` makes `transform3D` that matrix with no depth (CATransform3DMakeAffineTransform).
  @Test func aTransformIsATransform3DWithoutDepth() throws {
    let spec = try view(#"{"id": "v", "transform": [2, 0, 0, 3, 4, 5]}"#)
    #expect(spec.values.transform3D == Transform3D(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 5)))
    #expect(!spec.values.hasDepth)
  }

  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "bothInAView",
      timeline(
        views:
          ##"[{"id": "v", "frame": [0, 0, 10, 10], "transform": {"rotate": 10}, "transform3D": {"rotateY": 30}}]"##
      ),
      [
        ##"t.json:2:77: error: give 'transform' or 'transform3D' (one layer transform: 'transform' is its affine part), not both (at $.views[0].transform3D)"##
      ]),
    TimelineErrorCase(
      "bothInAChange",
      timeline(
        views: ##"[{"id": "v", "frame": [0, 0, 10, 10]}]"##,
        steps:
          ##"[{"at": 0, "set": [{"view": "v", "transform": [1, 0, 0, 1, 0, 0], "transform3D": {"rotateY": 30}}]}]"##
      ),
      [
        ##"t.json:3:76: error: give 'transform' or 'transform3D' (one layer transform: 'transform' is its affine part), not both (at $.steps[0].set[0].transform3D)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }

  /// In an animation block the view's model takes the new transform3D at once and its presentation at
  /// mid-time (linear curve) is the decomposition interpolation of the ends (CSS Transforms 2, as layers).
  @Test func aBlockAnimatesIt() throws {
    let text = timeline(
      views: #"[{"id": "v", "frame": [50, 0, 100, 100]}]"#,
      steps: #"""
        [{"at": 0, "animate": {"duration": 1, "curve": "linear",
          "changes": [{"view": "v", "transform3D": {"rotateY": 60, "perspective": 500}}]}}]
        """#)
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    let player = TimelinePlayer(document: document, file: "t.json")
    let v = try #require(player.viewsByID["v"])
    player.step(toFrame: 5)
    let middle = Transform3D.identity.interpolated(to: Self.turned, fraction: 0.5)
    #expect(isClose(v.presentation.values.transform3D, middle, 1e-12))
    #expect(isClose(v.transform3D, Self.turned, 1e-15))
  }
}
