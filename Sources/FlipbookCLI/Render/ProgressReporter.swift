import Foundation

/// Reports a render's progress on standard error in one of the `ProgressStyle`s.
///
/// - bar: `[#########-----------]  45%  81/180 frames  52.3 fps  ETA 0:00:02`, redrawn in place (the line is
///   cleared before each redraw, so nothing of a longer earlier line is left), at most 10 times a second;
/// - plain: the same numbers as a line every `plainInterval` seconds, and a last line when done;
/// - json: `{"frame":12,"done":5,"total":180,"percent":2.8,"elapsedSeconds":0.21,"framesPerSecond":23.8,
///   "etaSeconds":7.35}` per finished frame.
struct ProgressReporter {
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Seconds between two plain lines.
  static let plainInterval = 5.0

  private let total: Int
  private let style: ProgressStyle
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var done = 0
  private var lastDraw: ContinuousClock.Instant
  private let write: (String) -> Void

  init(total: Int, style: ProgressStyle, write: @escaping (String) -> Void = Self.standardError) {
    self.total = total
    self.style = total > 0 ? style : .none
    self.write = write
    start = clock.now
    lastDraw = start
  }

  static func standardError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

  mutating func frameDone(_ frame: Int) {
    done += 1
    let now = clock.now
    let elapsed = (now - start).inSeconds
    switch style {
    case .none, .auto:
      return
    case .json:
      write(Self.json(frame: frame, done: done, total: total, elapsed: elapsed) + "\n")
    case .bar:
      guard done == total || now - lastDraw >= .milliseconds(100) else { return }
      lastDraw = now
      write("\r\u{1B}[2K" + Self.bar(done: done, total: total, elapsed: elapsed, width: Self.terminalWidth()))
    case .plain:
      guard done < total, (now - lastDraw).inSeconds >= Self.plainInterval else { return }
      lastDraw = now
      write("flipbook: " + Self.summary(done: done, total: total, elapsed: elapsed) + "\n")
    }
  }

  /// Ends the bar's line, or prints the last plain line.
  func finish() {
    let elapsed = (clock.now - start).inSeconds
    switch style {
    case .bar: write("\n")
    case .plain: write("flipbook: " + Self.summary(done: done, total: total, elapsed: elapsed) + "\n")
    case .none, .auto, .json: break
    }
  }

  /// `81/180 frames (45%)  52.3 fps  ETA 0:00:02`.
  static func summary(done: Int, total: Int, elapsed: Double) -> String {
    let fps = elapsed > 0 ? Double(done) / elapsed : 0
    let percent = total > 0 ? 100 * done / total : 100
    let tail =
      done == total
      ? "in \(clockTime(elapsed))" : "ETA \(clockTime(fps > 0 ? Double(total - done) / fps : 0))"
    return "\(done)/\(total) frames (\(percent)%)  \(String(format: "%.1f", fps)) fps  \(tail)"
  }

  /// The bar line, at most `width` columns.
  static func bar(done: Int, total: Int, elapsed: Double, width: Int) -> String {
    let fps = elapsed > 0 ? Double(done) / elapsed : 0
    let eta = fps > 0 ? Double(total - done) / fps : 0
    let percent = total > 0 ? 100 * done / total : 100
    let numbers =
      "\(String(repeating: " ", count: max(0, 3 - String(percent).count)))\(percent)%  \(done)/\(total) frames  "
      + "\(String(format: "%.1f", fps)) fps  "
      + (done == total ? "in \(clockTime(elapsed))" : "ETA \(clockTime(eta))")
    let barWidth = min(30, width - numbers.count - 4)
    guard barWidth >= 5 else { return String(numbers.prefix(max(0, width - 1))) }
    let filled = total > 0 ? barWidth * done / total : barWidth
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
      + "]  "
      + numbers
  }

  /// `h:mm:ss`.
  static func clockTime(_ seconds: Double) -> String {
    let s = seconds.isFinite ? max(0, Int(seconds.rounded())) : 0
    return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
  }

  static func json(frame: Int, done: Int, total: Int, elapsed: Double) -> String {
    let fps = elapsed > 0 ? Double(done) / elapsed : 0
    let eta = fps > 0 ? Double(total - done) / fps : 0
    func number(_ x: Double) -> String { String(format: "%.3f", x) }
    return "{\"frame\":\(frame),\"done\":\(done),\"total\":\(total),"
      + "\"percent\":\(number(Double(100 * done) / Double(max(total, 1)))),"
      + "\"elapsedSeconds\":\(number(elapsed)),\"framesPerSecond\":\(number(fps)),\"etaSeconds\":\(number(eta))}"
  }

  /// The terminal's width in columns (80 when unknown).
  static func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}
