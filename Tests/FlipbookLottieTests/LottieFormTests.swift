import Flipbook
import FlipbookTimeline
import Testing

@testable import FlipbookLottie

/// Every animatable property against the Lottie export: animating it changes the exported animation as its
/// ``LottieForm`` says (a picture is noted as one), so no property is dropped silently.
@MainActor
@Suite("Lottie forms")
struct LottieFormTests {
  /// A value of `property`'s kind that differs from the view's below.
  static func value(_ property: AnimatableProperty) -> String {
    switch property.kind {
    case .unitInterval: "0.25"
    case .number, .nonNegative: "3"
    case .point: "[30, 25]"
    case .size: "[3, 4]"
    case .rect: "[0, 0, 24, 16]"
    case .unitRect: "[0, 0, 0.5, 0.5]"
    case .transform: #"{"rotate": 30}"#
    case .transform3D: #"{"rotateZ": 30}"#
    case .color, .optionalColor: #""blue""#
    }
  }

  /// The export of a view (with a shadow when `shadowed`), animating `property` over the second when given.
  static func export(_ property: AnimatableProperty?, shadowed: Bool) throws -> (String, [LottiePicturedPart])
  {
    let shadow = shadowed ? #", "shadowOpacity": 0.5, "shadowRadius": 2"# : ""
    let steps =
      property.map {
        #"[{"at": 0, "animate": {"duration": 1, "changes": [{"view": "v", "\#($0.name)": \#(value($0))}]}}]"#
      } ?? "[]"
    let text = """
      {"version": 1, "canvas": {"width": 60, "height": 50}, "fps": 10, "duration": 1,
       "views": [{"id": "v", "frame": [10, 10, 30, 20], "backgroundColor": "red", "cornerRadius": 2,
                  "borderWidth": 1, "borderColor": "green"\(shadow)}],
       "steps": \(steps)}
      """
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    var diagnostics: [TimelineDiagnostic] = []
    var pictured: [LottiePicturedPart] = []
    let animation = try LottieExporter().animation(
      document, file: "t.json", diagnostics: &diagnostics, pictured: &pictured)
    return (JSONWriter(style: .compact).string(from: animation), pictured)
  }

  @Test(arguments: AnimatableProperty.allCases)
  func animatingThePropertyShowsInTheExportAsItsFormSays(property: AnimatableProperty) throws {
    let form = property.lottieForm
    let shadowed = form == .picture
    let (still, _) = try Self.export(nil, shadowed: shadowed)
    let (moving, pictured) = try Self.export(property, shadowed: shadowed)
    switch form {
    case .transform, .opacity, .shapes:
      #expect(moving != still, "animating \(property) leaves the export unchanged")
      #expect(pictured.isEmpty, "\(property) is said with shapes, not pictures")
    case .picture:
      #expect(moving != still, "animating \(property) leaves the export unchanged")
      #expect(!pictured.isEmpty, "\(property)'s picture is not noted")
    case .content:
      // Without content there is nothing it changes, in Flipbook's drawing as in the export.
      #expect(moving == still)
    }
  }
}
