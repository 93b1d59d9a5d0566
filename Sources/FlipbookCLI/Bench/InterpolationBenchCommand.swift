import ArgumentParser
import FlipbookTimeline
import FlipbookWorkloads

/// `flipbook bench interpolation`: eased property samples per second through the engine.
struct InterpolationBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interpolation",
    abstract: "Animate N numbers with A timings and step F frames; report eased samples per second.",
    discussion: """
      Builds one view per property and animates its alpha. With --animations equal
      to --properties (the default) every property has its own timing: its own
      begin, duration and ease-in-out-like Bézier with slightly different control
      points. With fewer, consecutive properties share a timing, as the views of
      one animation block do. Every frame falls inside every animation. Only the
      stepping is timed, not building the views.

      JSON fields: benchmark, properties, animations, frames, curve, samples,
      seconds (wall clock), cpuSeconds, samplesPerSecond (samples / seconds),
      setupSeconds.
      """)

  @Option(help: "Number of animated properties (N).")
  var properties = 1_000_000

  @Option(help: "Number of timings (A, at most N; default N: one per property).")
  var animations: Int?

  @Option(help: "Number of frames stepped (F), at 60 frames per second.")
  var frames = 60

  @Option(help: "Curves: varied, linear, easeIn, easeOut, easeInOut, a comma-separated list, or all.")
  var curve = "varied"

  @Flag(help: "Print one JSON object per benchmark on a line instead of a table.")
  var json = false

  @MainActor
  func run() async throws {
    let animations = self.animations ?? properties
    guard properties >= 1, frames >= 1, animations >= 1, animations <= properties else {
      throw ValidationError("need --properties ≥ 1, --frames ≥ 1 and 1 ≤ --animations ≤ --properties")
    }
    let curves: [CurveKind]
    if curve == "all" {
      curves = CurveKind.allCases
    } else {
      curves = try curve.split(separator: ",").map { name in
        guard let kind = CurveKind(rawValue: String(name)) else {
          throw ValidationError(
            "unknown curve '\(name)': use varied, linear, easeIn, easeOut, easeInOut or all")
        }
        return kind
      }
    }
    var reports: [BenchReport] = []
    for kind in curves {
      reports.append(measure(curve: kind, animations: animations))
    }
    BenchReport.print(
      reports, json: json,
      columns: [
        .init(key: "properties", heading: "properties"), .init(key: "animations", heading: "timings"),
        .init(key: "frames", heading: "frames"), .init(key: "curve", heading: "curve"),
        .init(key: "seconds", heading: "seconds"),
        .init(key: "samplesPerSecond", heading: "M samples/s", scale: 1e-6),
      ])
  }

  @MainActor
  private func measure(curve: CurveKind, animations: Int) -> BenchReport {
    var setup = BenchTiming()
    let workload = setup.add {
      InterpolationWorkload(
        scene: InterpolationScene(
          properties: properties, animations: animations, frames: frames, curve: curve))
    }
    var stepping = BenchTiming()
    stepping.add { workload.run() }
    let samples = properties * frames
    return BenchReport(fields: [
      ("benchmark", "interpolation"), ("properties", .int(properties)), ("animations", .int(animations)),
      ("frames", .int(frames)), ("curve", .string(curve.rawValue)), ("samples", .int(samples)),
      ("seconds", .number(stepping.wall)), ("cpuSeconds", .number(stepping.cpu)),
      ("samplesPerSecond", .number(Double(samples) / stepping.wall)),
      ("setupSeconds", .number(setup.wall)),
    ])
  }
}
