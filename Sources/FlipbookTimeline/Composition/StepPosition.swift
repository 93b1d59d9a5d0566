/// A step's `at` written as a position: when it runs relative to the steps before it in the same list, or
/// to a label.
///
/// ```swift
/// StepPosition(parsing: "+=0.2")     // .afterAll(offset: 0.2): 0.2 s after the latest end so far
/// StepPosition(parsing: "<0.1")      // .previousStart(offset: 0.1)
/// StepPosition(parsing: "intro-=1")  // .label("intro", offset: -1)
/// ```
public enum StepPosition: Hashable, Sendable {
  /// `"+=S"` / `"-=S"`: the latest end of every step before it in the list, plus the offset.
  case afterAll(offset: Double)
  /// `">"`, `">S"`, `">-S"`: the previous step's end, plus the offset.
  case previousEnd(offset: Double)
  /// `"<"`, `"<S"`, `"<-S"`: the previous step's start, plus the offset.
  case previousStart(offset: Double)
  /// `"NAME"`, `"NAME+=S"`, `"NAME-=S"`: a label's time, plus the offset.
  case label(String, offset: Double)

  /// Reads a position string; nil when it is not one.
  public init?(parsing text: String) {
    if text.hasPrefix("+=") || text.hasPrefix("-=") {
      guard let value = Self.seconds(text.dropFirst(2)) else { return nil }
      self = .afterAll(offset: text.hasPrefix("-") ? -value : value)
    } else if let first = text.first, first == ">" || first == "<" {
      var rest = text.dropFirst()
      var sign = 1.0
      if rest.first == "-" || rest.first == "+" {
        sign = rest.first == "-" ? -1 : 1
        rest = rest.dropFirst()
        if rest.isEmpty { return nil }
      }
      let offset: Double
      if rest.isEmpty {
        offset = 0
      } else {
        guard let value = Self.seconds(rest) else { return nil }
        offset = sign * value
      }
      self = first == ">" ? .previousEnd(offset: offset) : .previousStart(offset: offset)
    } else {
      var name = Substring(text)
      var offset = 0.0
      let characters = Array(text)
      if let sign = characters.indices.dropLast().first(where: {
        (characters[$0] == "+" || characters[$0] == "-") && characters[$0 + 1] == "="
      }) {
        guard let value = Self.seconds(Substring(String(characters[(sign + 2)...]))) else { return nil }
        offset = characters[sign] == "-" ? -value : value
        name = Substring(String(characters[..<sign]))
      }
      guard Self.isLabelName(name) else { return nil }
      self = .label(String(name), offset: offset)
    }
  }

  /// A non-negative decimal number of seconds (`1`, `0.25`, `2e-1`), nothing else.
  private static func seconds(_ text: Substring) -> Double? {
    guard let first = text.utf8.first, first >= 0x30 && first <= 0x39 || first == 0x2E,
      text.utf8.allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x65 || $0 == 0x45 || $0 == 0x2D || $0 == 0x2B
      }),
      let value = Double(text), value.isFinite, value >= 0
    else { return nil }
    return value
  }

  /// A label: a letter or `_`, then letters, digits, `_` and `-`.
  public static func isLabelName(_ name: some StringProtocol) -> Bool {
    guard let first = name.utf8.first, isLetter(first) || first == 0x5F else { return false }
    return name.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2D }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// The position as the file writes it, e.g. `"+=0.2"`, `">"`, `"intro-=1"`.
  public var written: String {
    func signed(_ offset: Double, plus: String, minus: String, zero: String = "") -> String {
      if offset == 0 { return zero }
      return (offset < 0 ? minus : plus) + JSONWriter.formatNumber(abs(offset))
    }
    switch self {
    case .afterAll(let offset): return signed(offset, plus: "+=", minus: "-=", zero: "+=0")
    case .previousEnd(let offset): return ">" + signed(offset, plus: "", minus: "-")
    case .previousStart(let offset): return "<" + signed(offset, plus: "", minus: "-")
    case .label(let name, let offset): return name + signed(offset, plus: "+=", minus: "-=")
    }
  }
}

/// A document label (`"labels": {"NAME": seconds or position}`), with its resolved time in ``seconds``.
public struct DocumentLabel: Sendable {
  /// The label's name and where it is written.
  public var label: StepLabel
  /// Its time in seconds (resolved, when written as a position).
  public var seconds: Double
  /// The position as written, when it is not a number.
  public var position: WrittenPosition?

  /// Creates a label.
  public init(label: StepLabel, seconds: Double, position: WrittenPosition?) {
    self.label = label
    self.seconds = seconds
    self.position = position
  }
}
