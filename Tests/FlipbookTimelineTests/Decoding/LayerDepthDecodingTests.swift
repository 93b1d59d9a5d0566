import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// Section 8.6's two forms of a layer's transform, and its errors.
@Suite("Layer depth decoding")
@MainActor
struct LayerDepthDecodingTests {
  /// The first layer of a document whose view `card` holds the layers given.
  func firstLayer(_ layers: String) throws -> LayerSpec {
    let document = try #require(loadDocument(timeline(views: #"[{"id": "card", "layers": "# + layers + "}]")))
    return try #require(document.views.first?.layers.first)
  }

  @Test func sixteenNumbersAreTheMatrixRowByRow() throws {
    let spec = try firstLayer(#"[{"transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1]}]"#)
    #expect(spec.values.transform.m34 == -0.002)
    #expect(spec.values.transform.m41 == 10 && spec.values.transform.m43 == 30)
  }

  @Test func sixNumbersAreStillTheTwoDMatrix() throws {
    let spec = try firstLayer(#"[{"transform": [2, 0, 0, 3, 5, 6]}]"#)
    #expect(spec.values.transform == Transform3D(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 6)))
  }

  @Test func operationsApplyInTheirOrder() throws {
    // scale, then rotateY 90°, then translate, then perspective 500: (1, 0, 0) → (2, 0, 0) → (0, 0, −2)
    // (a quarter turn about y takes +x to −z) → (10, 0, −2) → w = 1 + 2/500.
    let spec = try firstLayer(
      #"[{"sublayerTransform": {"scale": 2, "rotateY": 90, "translate": [10, 0, 0], "perspective": 500}}]"#)
    let p = spec.values.sublayerTransform.transforming(x: 1, y: 0, z: 0)
    #expect(isClose(p.x, 10) && isClose(p.z, -2) && isClose(p.w, 1.004))
    // Whole quarter turns are exact, as the 2-D rotate is.
    #expect(spec.values.sublayerTransform.m11 == 0)
  }

  @Test func twoDObjectsReadAsBefore() throws {
    let spec = try firstLayer(#"[{"transform": {"scale": [2, 3], "rotate": 30, "translate": [4, 5]}}]"#)
    let expected = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(rotationAngle: .pi / 6))
      .concatenating(AffineTransform(translationX: 4, y: 5))
    #expect(spec.values.transform.isAffine)
    #expect(isClose(spec.values.transform.affine, expected, 1e-12))
  }

  @Test func depthPropertiesAndTheTransformLayerType() throws {
    let spec = try firstLayer(
      #"[{"type": "transform", "zPosition": 5, "anchorPointZ": -3, "doubleSided": false}]"#)
    #expect(spec.kind == .transform)
    #expect(spec.values.zPosition == 5 && spec.values.anchorPointZ == -3 && !spec.values.isDoubleSided)
  }

  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "perspectiveZero",
      timeline(views: ##"[{"id": "card", "layers": [{"transform": {"perspective": 0}}]}]"##),
      [
        ##"t.json:2:67: error: perspective is the viewer's distance and cannot be 0 (at $.views[0].layers[0].transform.perspective)"##
      ]),
    TimelineErrorCase(
      "rotateTwice",
      timeline(views: ##"[{"id": "card", "layers": [{"transform": {"rotate": 10, "rotateZ": 20}}]}]"##),
      [
        ##"t.json:2:66: error: give 'rotate' or 'rotateZ' (the same turn), not both (at $.views[0].layers[0].transform.rotateZ)"##
      ]),
    TimelineErrorCase(
      "wrongCount", timeline(views: ##"[{"id": "card", "layers": [{"transform": [1, 0, 0]}]}]"##),
      [
        ##"t.json:2:51: error: expected 16 numbers (m11 … m44, row by row) or 6 ([a, b, c, d, tx, ty]), found 3 (at $.views[0].layers[0].transform)"##
      ]),
    TimelineErrorCase(
      "singularBy",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"animations": [{"keyPath": "transform", "to": {"rotateY": 30}, "by": {"scale": [0, 1, 1], "rotateX": 10}}]}]}]"##
      ),
      [
        ##"t.json:2:101: error: 'by' is a transform with no inverse (a scale of 0, or a plane seen edge-on), so the start cannot be found from 'to': give 'from' (at $.views[0].layers[0].animations[0].by)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
