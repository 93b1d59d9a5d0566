import Flipbook
import FlipbookTimeline
import Foundation
import Testing

/// The schema, the format page's view table and the fuzzing dictionary say what the property descriptors
/// say: every animatable property has its entries, of its kind, with its default. Each failure names the
/// property and the place that is missing or wrong, so a property added to the engine cannot be forgotten
/// in the documentation.
@MainActor
@Suite struct PropertyListDocumentationTests {
  /// The `$defs` entry that writes a value of `kind` in the schema.
  static func schemaDefinition(of kind: PropertyKind) -> String {
    switch kind {
    case .unitInterval: "unitInterval"
    case .number: "number"
    case .nonNegative: "nonNegative"
    case .point: "point"
    case .size: "sizeValue"
    case .rect: "rect"
    case .unitRect: "unitRect"
    case .transform: "transform"
    case .transform3D: "layerTransform"
    case .color: "colour"
    case .optionalColor: "optionalColour"
    }
  }

  static let schema = Result { try ParsedJSON.parse([UInt8](try Data(contentsOf: ExampleFiles.schemaFile))) }

  @Test(arguments: AnimatableProperty.allCases)
  func theSchemaWritesThePropertyAsItsKindInViewsAndChanges(property: AnimatableProperty) throws {
    let schema = try Self.schema.get()
    let expected = "#/$defs/\(Self.schemaDefinition(of: property.kind))"
    #expect(schema["$defs"]?[Self.schemaDefinition(of: property.kind)] != nil, "the schema lacks \(expected)")
    for definition in ["view", "change"] {
      let entry = schema["$defs"]?[definition]?["properties"]?[property.name]
      #expect(entry != nil, "$defs/\(definition) lacks \(property.name)")
      #expect(
        entry?["$ref"]?.string == expected,
        "$defs/\(definition)/properties/\(property.name) should be a \(expected) (its kind is \(property.kind))"
      )
    }
  }

  /// The schema's `default` of each property a view names by key is the descriptor's default, as the
  /// decoder reads it.
  @Test(arguments: AnimatableProperty.namedByKeyForTests)
  func theSchemaGivesTheDescriptorsDefault(property: AnimatableProperty) throws {
    let entry = try Self.schema.get()["$defs"]?["view"]?["properties"]?[property.name]
    let written = try #require(entry?["default"], "$defs/view/properties/\(property.name) has no default")
    #expect(
      try Self.decoded(property, json: written.jsonText) == property.defaultValue,
      "$defs/view/properties/\(property.name) says the default is \(written.jsonText)")
  }

  /// Each property a view names by key has its own row in the format page's view table, whose default is
  /// the descriptor's (written as JSON, `identity` or `none`).
  @Test(arguments: AnimatableProperty.namedByKeyForTests)
  func theFormatPageHasARowWithTheDescriptorsDefault(property: AnimatableProperty) throws {
    let page = try String(
      contentsOf: ExampleFiles.repositoryRoot.appendingPathComponent("Documentation/TimelineFormat.md"),
      encoding: .utf8)
    let row = try #require(
      page.split(separator: "\n").first { $0.hasPrefix("| `\(property.name)` |") },
      "TimelineFormat.md's view table has no row for `\(property.name)`")
    let cell = row.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
    let json =
      switch cell {
      case "identity": "[1, 0, 0, 1, 0, 0]"
      case "none": "null"
      case let text where text.hasPrefix("`") && text.dropFirst().first?.isLetter == true:
        "\"\(text.trimmingCharacters(in: ["`"]))\""
      case let text: text.trimmingCharacters(in: ["`"])
      }
    #expect(
      try Self.decoded(property, json: json) == property.defaultValue,
      "TimelineFormat.md says `\(property.name)` defaults to \(cell)")
  }

  /// The table lists the properties in the engine's order, which is the order changes apply in and the
  /// state hash writes them (`Documentation/Deploy.md` refers to it).
  @Test func theFormatPageListsThePropertiesInTheirOrder() throws {
    let page = try String(
      contentsOf: ExampleFiles.repositoryRoot.appendingPathComponent("Documentation/TimelineFormat.md"),
      encoding: .utf8)
    // The view table: the page up to the layers' own table, which shares some names.
    let views = page.components(separatedBy: "\n## Layers\n")[0]
    let rows = views.split(separator: "\n").compactMap { line in
      AnimatableProperty.namedByKeyForTests.first { line.hasPrefix("| `\($0.name)` |") }
    }
    #expect(rows == AnimatableProperty.namedByKeyForTests)
  }

  @Test func theFuzzingDictionaryNamesEveryProperty() throws {
    let dictionary = try String(
      contentsOf: ExampleFiles.repositoryRoot.appendingPathComponent("Scripts/fuzz-timeline.dict"),
      encoding: .utf8)
    let words = Set(dictionary.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for property in AnimatableProperty.allCases {
      #expect(words.contains(#""\"\#(property.name)\"""#), "fuzz-timeline.dict lacks \(property.name)")
    }
  }

  /// The value a view gets for `property` written as `json`, by the timeline decoder.
  static func decoded(_ property: AnimatableProperty, json: String) throws -> PropertyValue {
    let text = #"""
      { "version": 1, "canvas": { "width": 10, "height": 10 }, "fps": 10, "duration": 1,
        "views": [ { "id": "v", "\#(property.name)": \#(json) } ] }
      """#
    let document = try TimelineLoader.load(text: text, file: "default.json").get()
    return try #require(document.views.first).values[property]
  }
}

extension AnimatableProperty {
  /// The properties a view names by key (all but the geometry, whose default is the frame's).
  static var namedByKeyForTests: [AnimatableProperty] { allCases.filter { $0 != .center && $0 != .bounds } }
}

extension ParsedJSON {
  /// The value written back as JSON text (numbers, strings, arrays and null: what defaults are).
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let elements): "[\(elements.map(\.jsonText).joined(separator: ", "))]"
    case .object(let members): "{\(members.map { "\"\($0)\": \($1.jsonText)" }.joined(separator: ", "))}"
    }
  }
}
