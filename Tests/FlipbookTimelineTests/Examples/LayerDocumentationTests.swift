import Flipbook
import Foundation
import Testing

@testable import FlipbookTimeline

/// The format page's layer table, the JSON Schema and the fuzzing dictionary say what the layer property list
/// and the decoder say: a property or key added to the code cannot be forgotten in them.
@Suite struct LayerDocumentationTests {
  static let page = Result {
    try String(
      contentsOf: ExampleFiles.repositoryRoot.appendingPathComponent("Documentation/TimelineFormat.md"),
      encoding: .utf8)
  }
  static let schema = Result { try ParsedJSON.parse([UInt8](try Data(contentsOf: ExampleFiles.schemaFile))) }

  /// The rows of the table under "## Layers", in order, are every `LayerProperty`, in declaration order,
  /// with the layer types that have it.
  @Test func theFormatPagesLayerTableIsThePropertyList() throws {
    let text = try Self.page.get()
    let section = try #require(text.range(of: "## Layers\n")).upperBound
    let rows = text[section...].split(separator: "\n").drop { !$0.hasPrefix("| `") }.prefix {
      $0.hasPrefix("|")
    }
    let names = rows.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
    #expect(names == LayerProperty.allCases.map { "`\($0.name)`" })
    for (row, property) in zip(rows, LayerProperty.allCases) {
      let types = row.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
      let expected =
        property.layerKinds.count == LayerKind.allCases.count
        ? "all" : property.layerKinds.map(\.rawValue).joined(separator: ", ")
      #expect(types == expected, "\(property.name)")
    }
  }

  /// The schema's layer object takes exactly the decoder's layer keys, and its animation object the
  /// decoder's animation keys; each keyword property lists the names the code accepts.
  @Test func theSchemaTakesTheDecodersLayerKeys() throws {
    let defs = try Self.schema.get()["$defs"]
    let layer = try #require(defs?["layer"]?["properties"]?.object)
    #expect(Set(layer.keys) == Set(TimelineDecoder.layerKeys))
    let animation = try #require(defs?["layerAnimation"]?["properties"]?.object)
    // One schema object serves a layer's `animations`, a group's (which also takes `animations`) and the
    // `addAnimation` step (which also takes `completion`, and a transition's keys).
    #expect(
      Set(animation.keys)
        == Set(
          TimelineDecoder.layerAnimationKeys + TimelineDecoder.animationGroupKeys
            + TimelineDecoder.layerTransitionKeys + ["completion"]))
    #expect(
      animation["type"]?["enum"]?.array?.compactMap(\.string)
        == LayerAnimationSpec.Kind.allCases.map(\.rawValue))
    #expect(
      animation["transition"]?["enum"]?.array?.compactMap(\.string)
        == LayerTransition.Kind.allCases.map(\.rawValue))
    #expect(
      animation["subtype"]?["enum"]?.array?.compactMap(\.string)
        == LayerTransition.Subtype.allCases.map(\.rawValue))
    for property in LayerProperty.allCases {
      guard case .keyword(let names) = property.kind else { continue }
      #expect(layer[property.name]?["enum"]?.array?.compactMap(\.string) == names, "\(property.name)")
    }
    #expect(
      layer["type"]?["enum"]?.array?.compactMap(\.string) == LayerKind.allCases.map(\.rawValue))
  }
}
