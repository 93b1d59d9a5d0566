import ArgumentParser

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
