import FlipbookTimeline
import Testing

// Each case is a small broken document with layers and the exact lines `flipbook` prints for it (columns
// checked by hand against the document text: see timeline(views:steps:) for the layout).

@Suite("Layer errors")
@MainActor
struct LayerErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownLayerType", timeline(views: ##"[{"id": "card", "layers": [{"type": "circle"}]}]"##),
      [
        ##"t.json:2:46: error: unknown layer type 'circle' (at $.views[0].layers[0].type)"##
      ]),
    TimelineErrorCase(
      "keyOfAnotherLayerType",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "gradient", "strokeEnd": 0.5}]}]"##),
      [
        ##"t.json:2:58: error: 'strokeEnd' is a key of shape layers, not of gradient layers (set "type") (at $.views[0].layers[0].strokeEnd)"##
      ]),
    TimelineErrorCase(
      "svgSyntaxError",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "shape", "path": "M 0 0 L 10"}]}]"##),
      [
        ##"t.json:2:74: error: in the path data: expected a number after 'L' (at $.views[0].layers[0].path)"##
      ]),
    TimelineErrorCase(
      "locationsOutOfOrder",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "gradient", "colors": ["red", "blue"], "locations": [0.6, 0.2]}]}]"##
      ),
      [
        ##"t.json:2:104: error: locations must be in increasing order: 0.2 follows 0.6 (at $.views[0].layers[0].locations[1])"##
      ]),
    TimelineErrorCase(
      "locationsCountDiffers",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "gradient", "colors": ["red", "blue"], "locations": [0, 0.5, 1]}]}]"##
      ),
      [
        ##"t.json:2:85: error: 'locations' has 3 entries but 'colors' has 2 (at $.views[0].layers[0].locations)"##
      ]),
    TimelineErrorCase(
      "negativeWidthsAndDashes",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "shape", "lineWidth": -1, "lineDashPattern": [4, -2]}]}]"##),
      [
        ##"t.json:2:68: error: lineWidth must be >= 0, found -1 (at $.views[0].layers[0].lineWidth)"##,
        ##"t.json:2:95: error: lineDashPattern must be >= 0, found -2 (at $.views[0].layers[0].lineDashPattern[1])"##,
      ]),
    TimelineErrorCase(
      "valueOfTheWrongKind",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "shape", "animations": [{"keyPath": "strokeEnd", "from": "M 0 0 L 1 1"}]}]}]"##
      ),
      [
        ##"t.json:2:103: error: expected a number, found string (at $.views[0].layers[0].animations[0].from)"##
      ]),
    TimelineErrorCase(
      "pathsThatCannotInterpolate",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "shape", "animations": [{"keyPath": "path", "from": "M 0 0 L 1 1", "to": "M 0 0 L 1 1 L 2 2"}]}]}]"##
      ),
      [
        ##"t.json:2:70: error: these paths cannot be interpolated: their elements differ in number or kind (2 against 3); give both paths the same commands (at $.views[0].layers[0].animations[0])"##
      ]),
    TimelineErrorCase(
      "unknownKeyPath",
      timeline(
        views: ##"[{"id": "card", "layers": [{"animations": [{"keyPath": "postion.x", "to": 4}]}]}]"##),
      [
        ##"t.json:2:65: error: unknown or not animatable key path 'postion.x' (did you mean 'position.x'?) (at $.views[0].layers[0].animations[0].keyPath)"##
      ]),
    TimelineErrorCase(
      "layerIDClashesWithViewID", timeline(views: ##"[{"id": "card", "layers": [{"id": "card"}]}]"##),
      [
        ##"t.json:2:44: error: duplicate id 'card' (first declared at 2:18) (at $.views[0].layers[0].id)"##
      ]),
    TimelineErrorCase(
      "unknownLayerKey", timeline(views: ##"[{"id": "card", "layers": [{"opcity": 1}]}]"##),
      [
        ##"t.json:2:38: error: unknown key 'opcity' (did you mean 'opacity'?) (at $.views[0].layers[0].opcity)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
