import ArgumentParser
import FlipbookPipeline

/// A `--frame` value: a frame number, or `last` for the timeline's last frame (known only once it is loaded).
///
/// ```swift
/// FrameArgument(argument: "last")?.frame(count: 50)  // 49
/// FrameArgument(argument: "12")?.frame(count: 50)    // 12
/// ```
enum FrameArgument: ExpressibleByArgument, Equatable {
  case number(Int)
  case last

  init?(argument: String) {
    if argument == "last" {
      self = .last
    } else if let number = Int(argument) {
      self = .number(number)
    } else {
      return nil
    }
  }

  /// The frame this names in a timeline of `count` frames (`last` of an empty timeline is frame 0).
  func frame(count: Int) -> Int {
    switch self {
    case .number(let number): number
    case .last: max(count, 1) - 1
    }
  }

  static var defaultValueDescription: String { "N or last" }
}

/// A `--frames` list with its grammar checked as the command line is read, so that a malformed list is a
/// usage error (exit 64); frames past the end are found once the timeline is loaded (exit 1).
///
/// ```swift
/// try checkedFrameList("0-119:10")  // "0-119:10"
/// try checkedFrameList("1-")        // throws: invalid frame item '1-': use N, A-B or A-B:S ...
/// ```
func checkedFrameList(_ spec: String) throws -> String {
  do { try FrameSet.checkSyntax(spec) } catch { throw ValidationError(error.description) }
  return spec
}
