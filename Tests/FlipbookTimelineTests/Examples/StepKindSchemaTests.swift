import Foundation
import Testing

@testable import FlipbookTimeline

/// The JSON Schema's steps are checked against ``StepKind``, the one list of step kinds: a kind added to the
/// table without its schema entry (or the other way round) fails here, and the fuzz dictionary is checked
/// against the schema's keys by the fuzzing tests.
@Suite struct StepKindSchemaTests {
  let definitions: [String: ParsedJSON]

  init() throws {
    let schema = try ParsedJSON.parse([UInt8](try Data(contentsOf: ExampleFiles.schemaFile)))
    definitions = try #require(schema["$defs"]?.object)
  }

  @Test(arguments: StepKind.allCases)
  func eachKindHasAStepDefinitionWithExactlyItsKeys(_ kind: StepKind) throws {
    let definition = try #require(
      definitions["\(kind.rawValue)Step"], "$defs/\(kind.rawValue)Step is missing")
    let keys = Set(try #require(definition["properties"]?.object).map(\.0))
    #expect(keys == Set([kind.rawValue] + kind.companions + StepKind.commonKeys), "\(kind.rawValue)Step")
    #expect(definition["required"]?[0]?.string == kind.rawValue)
  }

  @Test func everyStepDefinitionIsAKind() throws {
    let shapes: Set = ["hierarchyStep", "topLevelStep", "completionStep", "nestedAnimateStep"]
    let stepDefinitions = definitions.keys.filter { $0.hasSuffix("Step") && !shapes.contains($0) }
    #expect(Set(stepDefinitions) == Set(StepKind.allCases.map { "\($0.rawValue)Step" }))
  }

  @Test func theStepDescriptionListsEveryKindInOrder() throws {
    let description = try #require(definitions["step"]?["description"]?.string)
    #expect(description.contains("(" + StepKind.names.joined(separator: ", ") + ")"))
  }

  @Test func theNestedStepsAreTheKindsAllowedInChanges() throws {
    let references = try #require(definitions["hierarchyStep"]?["oneOf"]?.array).compactMap {
      $0["$ref"]?.string?.replacingOccurrences(of: "#/$defs/", with: "")
    }
    let allowed = StepKind.allCases.filter { $0.isAllowedInChanges && $0 != .animate }
    #expect(references == allowed.map { "\($0.rawValue)Step" })
  }
}
