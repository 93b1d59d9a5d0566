import ArgumentParser
import FlipbookTimeline
import FlipbookWorkloads
import Foundation

/// `flipbook bench load`: loading a large timeline (parse, decode, validate) against Python's json.load.
struct LoadBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "load",
    abstract: "Time 'flipbook validate' of an N-view timeline against Python's json.load of the same file.",
    discussion: """
      Writes the render benchmark's scene with N views (one view and one animate step per
      rectangle, MovingRectanglesScene) to a temporary file, then runs, R times each and
      alternately, this program's 'validate FILE' and
        python3 -c 'import json,sys; json.load(open(sys.argv[1]))' FILE
      as child processes; reports the best wall time of each, their ratio, and the peak
      memory (maximum resident set) of validate, per view. Both include process start-up.
      It also times the JSON parsing alone in this process (JSONParser.parse, best of R)
      and json.load alone inside Python (time.perf_counter around it, best of R).

      With --layers each view holds a shape layer too.

      JSON fields: benchmark, views, layers, bytes, runs, validateSeconds, pythonSeconds, ratio
      (validate / python), validatePeakBytes, peakBytesPerView, parseSeconds,
      pythonLoadSeconds, parseRatio (parse / json.load).
      """)

  @Option(help: "Number of views (N), or a comma-separated list.")
  var views = "100000"

  @Option(help: "Runs of each program (R); the best is reported.")
  var runs = 5

  @Flag(
    help: """
      Give each view a shape layer too (a stroked ellipse drawing itself in with a strokeEnd
      animation of its own): twice the nodes.
      """)
  var layers = false

  @Option(help: "Keep the generated timeline at this path instead of a temporary file.")
  var keep: String?

  @Flag(help: "Print one JSON object per benchmark on a line instead of a table.")
  var json = false

  func run() async throws {
    let counts: [Int]
    do { counts = try parseSizes(views, option: "--views") } catch { throw ValidationError("\(error)") }
    guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    var reports: [BenchReport] = []
    for count in counts { reports.append(try measure(views: count)) }
    BenchReport.print(
      reports, json: json,
      columns: [
        .init(key: "views", heading: "views"), .init(key: "bytes", heading: "MB", scale: 1e-6),
        .init(key: "validateSeconds", heading: "validate s"),
        .init(key: "pythonSeconds", heading: "json.load s"),
        .init(key: "ratio", heading: "ratio"), .init(key: "peakBytesPerView", heading: "peak B/view"),
        .init(key: "parseSeconds", heading: "parse s"),
        .init(key: "pythonLoadSeconds", heading: "json.load only s"),
        .init(key: "parseRatio", heading: "parse ratio"),
      ])
  }

  private func measure(views: Int) throws -> BenchReport {
    var scene = MovingRectanglesScene(rectangles: views)
    scene.withLayers = layers
    let text = scene.timelineJSON()
    let path = keep ?? NSTemporaryDirectory() + "flipbook-bench-load-\(getpid())-\(views).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { if keep == nil { unlink(path) } }
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
    var best = (validate: Double.infinity, python: Double.infinity)
    var peak = 0
    for _ in 0..<runs {
      let flipbook = try ChildRun.run([me, "validate", path])
      guard flipbook.status == 0 else { throw ValidationError("flipbook validate failed on \(path)") }
      best.validate = min(best.validate, flipbook.seconds)
      peak = max(peak, flipbook.peakBytes)
      let python = try ChildRun.run([
        "/usr/bin/env", "python3", "-c", "import json,sys; json.load(open(sys.argv[1]))", path,
      ])
      guard python.status == 0 else { throw ValidationError("python3 could not load \(path)") }
      best.python = min(best.python, python.seconds)
    }
    let bytes = Array(text.utf8)
    var parse = Double.infinity
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      let root = try JSONParser.parse(bytes)
      let seconds = (clock.now - start).inSeconds
      precondition(root.isObject)
      parse = min(parse, seconds)
    }
    let script = """
      import json, sys, time
      best = float("inf")
      for _ in range(\(runs)):
          t = time.perf_counter(); json.load(open(sys.argv[1])); best = min(best, time.perf_counter() - t)
      print(best)
      """
    let pythonLoad = try ChildRun.output(["/usr/bin/env", "python3", "-c", script, path])
    guard let loadSeconds = Double(pythonLoad.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ValidationError("python3 could not time json.load: \(pythonLoad)")
    }
    return BenchReport(fields: [
      ("benchmark", "load"), ("views", .int(views)), ("layers", .int(layers ? views : 0)),
      ("bytes", .int(text.utf8.count)), ("runs", .int(runs)),
      ("validateSeconds", .number(best.validate)), ("pythonSeconds", .number(best.python)),
      ("ratio", .number(best.validate / best.python)), ("validatePeakBytes", .int(peak)),
      ("peakBytesPerView", .int(peak / max(views, 1))), ("parseSeconds", .number(parse)),
      ("pythonLoadSeconds", .number(loadSeconds)), ("parseRatio", .number(parse / loadSeconds)),
    ])
  }
}

/// A child process's wall time, exit status and peak resident memory (from `wait4`).
struct ChildRun {
  /// Runs a program and returns what it prints on standard output.
  static func output(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  var status: Int32
  var seconds: Double
  var peakBytes: Int

  /// Runs `arguments[0]` with the rest as its arguments, its output discarded.
  static func run(_ arguments: [String]) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    guard spawned == 0 else {
      throw ValidationError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = clock.now - start
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return ChildRun(
      status: exit, seconds: elapsed.inSeconds, peakBytes: Int(usage.ru_maxrss) * 1024)
  }
}
