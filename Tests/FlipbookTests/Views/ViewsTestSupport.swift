import Flipbook
import FlipbookGeometry

/// The calls a set of `LoggedView`s and `LoggedWindow`s received, in order, as readable strings.
@MainActor
final class HierarchyLog {
  var entries: [String] = []
}

/// A view (or window) with a name to appear in a `HierarchyLog`.
@MainActor
protocol NamedInLog: View {
  var logName: String { get }
}

/// How a view appears in log entries: its name, `nil`, or `?` for an unnamed view.
@MainActor
func logName(_ view: View?) -> String {
  guard let view else { return "nil" }
  return (view as? any NamedInLog)?.logName ?? "?"
}

/// A view that records every hierarchy, layout and drawing callback it receives.
@MainActor
final class LoggedView: View, NamedInLog {
  let logName: String
  let log: HierarchyLog
  var drawCount = 0

  init(_ name: String, _ log: HierarchyLog, frame: Rect = .zero) {
    logName = name
    self.log = log
    super.init(frame: frame)
  }

  private func record(_ entry: String) { log.entries.append("\(logName).\(entry)") }

  override func willMove(toSuperview newSuperview: View?) {
    record("willMove(toSuperview: \(FlipbookTests.logName(newSuperview)))")
  }
  override func didMoveToSuperview() { record("didMoveToSuperview(\(FlipbookTests.logName(superview)))") }
  override func willMove(toWindow newWindow: Window?) {
    record("willMove(toWindow: \(FlipbookTests.logName(newWindow)))")
  }
  override func didMoveToWindow() { record("didMoveToWindow(\(FlipbookTests.logName(window)))") }
  override func didAddSubview(_ subview: View) { record("didAddSubview(\(FlipbookTests.logName(subview)))") }
  override func willRemoveSubview(_ subview: View) {
    record("willRemoveSubview(\(FlipbookTests.logName(subview)))")
  }
  override func layoutSubviews() { record("layoutSubviews") }
  override func draw(_ rect: Rect) {
    drawCount += 1
    record("draw")
  }
}

/// A window that records the callbacks a superview receives.
@MainActor
final class LoggedWindow: Window, NamedInLog {
  let logName: String
  let log: HierarchyLog

  init(_ name: String, _ log: HierarchyLog, frame: Rect = Rect(x: 0, y: 0, width: 400, height: 300)) {
    logName = name
    self.log = log
    super.init(frame: frame)
  }

  override func didAddSubview(_ subview: View) {
    log.entries.append("\(logName).didAddSubview(\(FlipbookTests.logName(subview)))")
  }
  override func willRemoveSubview(_ subview: View) {
    log.entries.append("\(logName).willRemoveSubview(\(FlipbookTests.logName(subview)))")
  }
  override func layoutSubviews() { log.entries.append("\(logName).layoutSubviews") }
}

/// The subviews' identities, for comparing orders with `==`.
@MainActor
func identities(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
