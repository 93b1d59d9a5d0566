import FlipbookTimeline
import Foundation
import Testing

/// The repository's example timelines and schema, found from this source file's path, so that a new file in
/// `Timelines/` is covered by the tests without being listed anywhere.
enum ExampleFiles {
  /// The repository root: three folders above `Tests/FlipbookTimelineTests/Examples/`.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Examples
    .deletingLastPathComponent()  // FlipbookTimelineTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let timelinesFolder = repositoryRoot.appendingPathComponent("Timelines")
  static let schemaFile = repositoryRoot.appendingPathComponent("Documentation/timeline.schema.json")

  /// The names of every `Timelines/*.json`, sorted.
  static var timelineNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: timelinesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The bytes of `Timelines/<name>`.
  static func bytes(of name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: timelinesFolder.appendingPathComponent(name)))
  }

  /// `Timelines/<name>` decoded; records the diagnostics and returns nil when it does not load.
  @MainActor
  static func document(
    _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> TimelineDocument? {
    switch TimelineLoader.load(bytes: try bytes(of: name), file: "Timelines/\(name)") {
    case .success(let document):
      return document
    case .failure(let errors):
      Issue.record("Timelines/\(name) does not load:\n\(errors)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The schema's validator.
  static func schemaValidator() throws -> SchemaValidator {
    try SchemaValidator(schema: ParsedJSON.parse([UInt8](try Data(contentsOf: schemaFile))))
  }
}
