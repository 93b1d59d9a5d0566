import FlipbookTiming

extension TimelineDecoder {
  /// The top-level keys.
  static let documentKeys = [
    "version", "canvas", "fps", "duration", "views", "steps", "interruption", "labels", "templates", "props",
    "audio", "$schema",
  ]
  /// The longest timeline accepted, in frames.
  static let maximumFrameCount = 100_000_000
  /// The largest canvas side accepted, in points.
  static let maximumCanvasSide = 100_000

  /// Decodes the whole document. Always returns a document (with defaults where values were invalid) so
  /// that the later checks can run; the diagnostics tell whether it is usable.
  mutating func decodeDocument(_ field: JSONNode) -> TimelineDocument {
    var canvas = Canvas(width: 1, height: 1)
    var rate = FrameRate(numerator: 60)
    var spelling = FramesPerSecondSpelling.number(60)
    var duration = 0.0
    var views = ViewTree()
    var steps: [Step] = []
    var rateIsValid = false
    guard let object = object(field, what: "a timeline object") else {
      return TimelineDocument(
        canvas: canvas, frameRate: rate, fpsAsWritten: spelling, duration: duration, views: views,
        steps: steps, viewIDs: [])
    }
    checkKeys(object, allowed: Self.documentKeys, required: ["version", "canvas", "fps", "duration"])
    if let version = object["version"] {
      if version.isNumber == false {
        error("expected the integer 1, found \(version.kindName)", at: version.source)
      } else if let value = integer(version), value != 1 {
        error("unsupported version \(value): this program reads version 1", at: version.source)
      }
    }
    if let schema = object["$schema"] { _ = string(schema) }
    if let field = object["canvas"], let value = decodeCanvas(field) { canvas = value }
    if let field = object["fps"], let (value, written) = decodeFrameRate(field) {
      rate = value
      spelling = written
      rateIsValid = true
    }
    if let field = object["duration"], let value = nonNegative(field, name: "duration") {
      duration = value
      if rateIsValid { checkLength(duration: value, rate: rate, at: field.source) }
    }
    if let field = object["views"] { views = decodeViews(field) }
    if let field = object["steps"] {
      if !field.isArray {
        error("expected an array of steps, found \(field.kindName)", at: field.source)
      }
      steps.reserveCapacity(field.elementCount)
      field.forEachElement { element in
        if let step = decodeStep(element, context: .topLevel, depth: 0) { steps.append(step) }
      }
    }
    var labels = object["labels"].map { decodeDocumentLabels($0) } ?? []
    checkReferences()
    checkLayerReferences()
    checkSelectors()
    resolvePositions(&steps, labels: &labels)
    var audio = object["audio"].map { decodeAudioTracks($0) } ?? []
    resolveAudioPositions(&audio, steps: steps, labels: labels)
    var document = TimelineDocument(
      canvas: canvas, frameRate: rate, fpsAsWritten: spelling, duration: duration, views: views,
      steps: steps, viewIDs: declarationOrder)
    document.labels = labels
    document.audio = audio
    document.classes = classCensus
    if let field = object["interruption"], let mode = decodeInterruption(field) {
      document.interruption = mode
    }
    return document
  }

  /// `canvas`: `width`, `height` (positive integers), `background` (a colour), `scale` (a positive number).
  mutating func decodeCanvas(_ field: JSONNode) -> Canvas? {
    guard let object = object(field, what: "a canvas object") else { return nil }
    checkKeys(object, allowed: ["width", "height", "background", "scale"], required: ["width", "height"])
    var canvas = Canvas(width: 1, height: 1)
    var ok = true
    for key in ["width", "height"] {
      guard let side = object[key] else {
        ok = false
        continue
      }
      guard let value = integer(side) else {
        ok = false
        continue
      }
      guard value > 0 && value <= Self.maximumCanvasSide else {
        let rule = value > 0 ? "at most \(Self.maximumCanvasSide)" : "a positive integer"
        error("\(key) must be \(rule), found \(value)", at: side.source)
        ok = false
        continue
      }
      if key == "width" { canvas.width = value } else { canvas.height = value }
    }
    if let background = object["background"] {
      if let color = color(background) { canvas.background = color } else { ok = false }
    }
    if let scale = object["scale"], let value = number(scale) {
      if value > 0 {
        canvas.scale = value
      } else {
        error("scale must be > 0, found \(literal(scale))", at: scale.source)
        ok = false
      }
    }
    return ok ? canvas : nil
  }

  /// `fps`: a positive number with at most six decimals, or a string such as `"30000/1001"` or `"29.97"`.
  mutating func decodeFrameRate(_ field: JSONNode) -> (FrameRate, FramesPerSecondSpelling)? {
    let limit = 1_000_000_000
    if let text = field.stringValue {
      guard let rate = FrameRate(parsing: text) else {
        error(
          "invalid fps \"\(text)\": use a positive number or a rational string such as \"30000/1001\"",
          at: field.source)
        return nil
      }
      guard rate.numerator <= limit && rate.denominator <= limit else {
        error("fps \"\(text)\" is out of range", at: field.source)
        return nil
      }
      return (rate, .string(text))
    }
    guard field.isNumber else {
      error(
        "expected a number or a rational string such as \"30000/1001\", found \(field.kindName)",
        at: field.source)
      return nil
    }
    guard let value = number(field) else { return nil }
    guard value > 0 else {
      error("fps must be > 0, found \(literal(field))", at: field.source)
      return nil
    }
    guard let rate = FrameRate(value), rate.numerator <= limit, rate.denominator <= limit else {
      error(
        "fps \(literal(field)) is not exact with 6 decimals: write it as a rational string such as "
          + "\"30000/1001\"", at: field.source)
      return nil
    }
    return (rate, .number(value))
  }

  /// Reports a duration that would make more than ``maximumFrameCount`` frames.
  mutating func checkLength(duration: Double, rate: FrameRate, at source: SourceReference) {
    let frames = duration * rate.framesPerSecond
    if frames > Double(Self.maximumFrameCount) {
      error(
        "the timeline is too long: \(JSONWriter.formatNumber(frames.rounded())) frames "
          + "(at most \(Self.maximumFrameCount))", at: source)
    }
  }
}
