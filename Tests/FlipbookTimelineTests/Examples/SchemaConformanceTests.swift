import Flipbook
import FlipbookTimeline
import Foundation
import Testing

/// `Documentation/timeline.schema.json` and the decoder agree: every example passes both, and each broken
/// document of the corpus fails both.
@Suite struct SchemaConformanceTests {
  @Test func theSchemaIsA2020_12SchemaUsingOnlyKeywordsTheValidatorKnows() throws {
    let schema = try ParsedJSON.parse([UInt8](try Data(contentsOf: ExampleFiles.schemaFile)))
    #expect(schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
    _ = try SchemaValidator(schema: schema)  // throws on an unknown keyword or a dangling $ref
  }

  @Test func everyDefinitionHasADescriptionOrIsAStepShape() throws {
    let schema = try ParsedJSON.parse([UInt8](try Data(contentsOf: ExampleFiles.schemaFile)))
    let definitions = try #require(schema["$defs"]?.object)
    for (name, definition) in definitions where !name.hasSuffix("Step") || name == "topLevelStep" {
      #expect(definition["description"]?.string?.isEmpty == false, "$defs/\(name) has no description")
    }
  }

  @Test(arguments: ExampleFiles.timelineNames)
  func everyExamplePassesTheSchema(name: String) throws {
    let validator = try ExampleFiles.schemaValidator()
    let failures = validator.failures(of: try ParsedJSON.parse(try ExampleFiles.bytes(of: name)))
    #expect(failures.isEmpty, "\(name):\n\(failures.joined(separator: "\n"))")
  }

  @MainActor @Test(arguments: brokenDocuments)
  func aBrokenDocumentFailsTheSchemaAndTheDecoder(_ document: SchemaCase) throws {
    let validator = try ExampleFiles.schemaValidator()
    let instance = try ParsedJSON.parse(document.json)
    #expect(!validator.failures(of: instance).isEmpty, "the schema accepts it")
    let decoded = TimelineLoader.load(text: document.json, file: "case.json")
    if case .success = decoded { Issue.record("the decoder accepts it") }
  }

  @MainActor @Test(arguments: acceptedDocuments)
  func anEdgeCaseDocumentPassesTheSchemaAndTheDecoder(_ document: SchemaCase) throws {
    let validator = try ExampleFiles.schemaValidator()
    let failures = validator.failures(of: try ParsedJSON.parse(document.json))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    if case .failure(let errors) = TimelineLoader.load(text: document.json, file: "case.json") {
      Issue.record("the decoder rejects it:\n\(errors)")
    }
  }
}
