import ArgumentParser
import Flipbook
import FlipbookTimeline
import FlipbookWorkloads

/// `flipbook bench hierarchy`: the cost of one step, and of one snapshot, for large animated trees.
struct HierarchyBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hierarchy",
    abstract: "Step N animated views nested D deep for F frames; report the time per step and per snapshot.",
    discussion: """
      Every view moves and fades in its own animation block (own delay, duration
      and one of the four named curves) in a 1920 × 1080 window. The views hang
      from the window in chains of D nested views: --depth 1 is the widest tree,
      --depth N a single chain. --views and --depth take comma-separated lists to
      sweep sizes; each combination is one benchmark.

      JSON fields: benchmark, views, depth, frames, seconds (all steps, wall
      clock), cpuSeconds, secondsPerStep, animatedPropertiesPerSecond (2 per view
      per step), snapshotSeconds (the fastest of --snapshots renderSnapshot()
      calls after the last step, wall clock), snapshotCPUSeconds (the fastest,
      thread CPU time), nanosecondsPerViewSnapshot (snapshotCPUSeconds per
      view), setupSeconds.
      """)

  @Option(help: "Number of animated views (N), or a comma-separated list.")
  var views = "100000"

  @Option(help: "Length of each chain of nested views (D), or a comma-separated list.")
  var depth = "1"

  @Option(help: "Number of frames stepped (F), at 60 frames per second.")
  var frames = 60

  @Option(help: "Number of renderSnapshot() calls timed after the last step; the fastest is reported.")
  var snapshots = 1

  @Flag(help: "Print one JSON object per benchmark on a line instead of a table.")
  var json = false

  @MainActor
  func run() async throws {
    let viewCounts: [Int]
    let depths: [Int]
    do {
      viewCounts = try parseSizes(views, option: "--views")
      depths = try parseSizes(depth, option: "--depth")
    } catch {
      throw ValidationError("\(error)")
    }
    guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
    guard snapshots >= 1 else { throw ValidationError("--snapshots must be at least 1") }
    var reports: [BenchReport] = []
    for count in viewCounts {
      for d in depths where d <= count {
        reports.append(measure(views: count, depth: d))
      }
    }
    BenchReport.print(
      reports, json: json,
      columns: [
        .init(key: "views", heading: "views"), .init(key: "depth", heading: "depth"),
        .init(key: "frames", heading: "frames"),
        .init(key: "secondsPerStep", heading: "ms/step", scale: 1e3),
        .init(key: "snapshotSeconds", heading: "ms/snapshot", scale: 1e3),
        .init(key: "setupSeconds", heading: "setup s"),
      ])
  }

  @MainActor
  private func measure(views: Int, depth: Int) -> BenchReport {
    var setup = BenchTiming()
    let workload = setup.add {
      HierarchyWorkload(scene: HierarchyScene(views: views, depth: depth, frames: frames))
    }
    var stepping = BenchTiming()
    stepping.add {
      for k in 0..<frames { workload.step(toFrame: k) }
    }
    var fastest = BenchTiming(wall: .infinity, cpu: .infinity)
    for _ in 0..<snapshots {
      var snapshotting = BenchTiming()
      let snapshot = snapshotting.add { workload.window.renderSnapshot() }
      precondition(snapshot.nodes.count == views + 1)
      fastest.wall = min(fastest.wall, snapshotting.wall)
      fastest.cpu = min(fastest.cpu, snapshotting.cpu)
    }
    return BenchReport(fields: [
      ("benchmark", "hierarchy"), ("views", .int(views)), ("depth", .int(depth)), ("frames", .int(frames)),
      ("seconds", .number(stepping.wall)), ("cpuSeconds", .number(stepping.cpu)),
      ("secondsPerStep", .number(stepping.wall / Double(frames))),
      ("animatedPropertiesPerSecond", .number(Double(2 * views * frames) / stepping.wall)),
      ("snapshotSeconds", .number(fastest.wall)), ("snapshotCPUSeconds", .number(fastest.cpu)),
      ("nanosecondsPerViewSnapshot", .number(fastest.cpu * 1e9 / Double(views + 1))),
      ("setupSeconds", .number(setup.wall)),
    ])
  }
}
