import ArgumentParser
import FlipbookPipeline
import FlipbookTimeline
import Foundation

/// `flipbook sample FILE --frames SPEC [--views IDS] [--properties NAMES] [--changed] [--model]`: prints
/// presentation (or model) state as JSON.
struct SampleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Print the on-screen state of the views at chosen frames, as JSON, without rendering.",
    discussion: """
      SPEC lists frames: single frames (0,30,60), ranges (0-119) and ranges with a step (0-119:10),
      separated by commas. Frames are printed in increasing order. Each view with an id shows its
      superview, index, center, bounds, frame, transform, alpha, backgroundColor and hidden.
      --properties keeps only the named keys and components (alpha,center.x,bounds.width);
      --changed keeps only the values that differ from the view's at frame 0, and leaves out views
      with none. Documents with layers list them in a "layers" object beside "views". --model prints
      model values (what the script last set) instead of the values on screen: an explicit layer
      animation changes only what is on screen.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Option(help: "Frames to sample, e.g. 0,30,60 or 0-119:10.", transform: checkedFrameList)
  var frames: String

  @Option(help: "Only these view ids, comma-separated.")
  var views: String?

  @Option(help: "Only these properties, comma-separated, e.g. alpha,center.x,backgroundColor.red.")
  var properties: String?

  @Flag(help: "Only the values that differ from frame 0 (views with none are left out).")
  var changed = false

  @Flag(help: "Model values (what the script last set) instead of the values on screen.")
  var model = false

  @Flag(help: "Print compact JSON on one line.")
  var compact = false

  func validate() throws {
    do { _ = try keptProperties() } catch { throw ValidationError("\(error)") }
  }

  /// `--properties`, checked (an unknown name is a usage error with a suggestion).
  private func keptProperties() throws -> SampleProperties? {
    try properties.map { list in
      try SampleProperties(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
  }

  @MainActor
  func run() async throws {
    let document: TimelineDocument
    do { document = try TimelineInput.load(file, props: try propsOptions.load()) } catch { throw ExitCode(1) }
    let selected: [Int]
    let ids = views.map { $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) } }
    do {
      selected = try FrameSelection.parse(frames, frameCount: document.frameCount)
      if let ids { try TimelineSampler.checkViewIDs(ids, in: document) }
    } catch {
      Diagnostics.error("flipbook sample: error: \(error)")
      throw ExitCode(1)
    }
    let output = TimelineSampler.sample(
      document, frames: selected, viewIDs: ids, properties: try keptProperties(), changedOnly: changed,
      model: model)
    print(JSONWriter(style: compact ? .compact : .pretty).string(from: output))
  }
}
