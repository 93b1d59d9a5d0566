import FlipbookGeometry

/// The geometry keys of a view or a change, decoded together because they constrain each other.
struct GeometryValues {
  var frame: Rect?
  var center: Point?
  var bounds: Rect?
}

extension TimelineDecoder {
  /// `[x, y, width, height]` with a non-negative size.
  mutating func rect(_ field: JSONNode) -> Rect? {
    guard let values = numbers(field, count: 4, shape: "[x, y, width, height]") else { return nil }
    var ok = true
    for index in 2...3 where values[index] < 0 {
      let element = field.elements[index]
      error(
        "\(index == 2 ? "width" : "height") must be >= 0, found \(literal(element))", at: element.source)
      ok = false
    }
    return ok ? Rect(x: values[0], y: values[1], width: values[2], height: values[3]) : nil
  }

  /// `[x, y]`.
  mutating func point(_ field: JSONNode) -> Point? {
    guard let values = numbers(field, count: 2, shape: "[x, y]") else { return nil }
    return Point(x: values[0], y: values[1])
  }

  /// `frame`, `center` and `bounds` of `object`, with the rules: `frame` and `center` never together, and
  /// `bounds` with `frame` has the frame's size.
  mutating func geometry(of object: ObjectReader) -> GeometryValues {
    var values = GeometryValues()
    if let field = object["frame"] { values.frame = rect(field) }
    if let field = object["center"] { values.center = point(field) }
    if let field = object["bounds"] { values.bounds = rect(field) }
    if object.has("frame") && object.has("center") {
      let later =
        object.keySource("frame").location > object.keySource("center").location ? "frame" : "center"
      error(
        "'frame' and 'center' cannot be used together: use 'frame', or 'center' with 'bounds'",
        at: object.keySource(later))
      values.center = nil
    }
    if let frame = values.frame, let bounds = values.bounds, frame.size != bounds.size {
      error(
        "the size of 'bounds' (\(Self.sizeText(bounds.size))) must equal the size of 'frame' "
          + "(\(Self.sizeText(frame.size)))", at: object["bounds"]!.source)
      values.bounds = nil
    }
    return values
  }

  static func sizeText(_ size: Size) -> String {
    "\(JSONWriter.formatNumber(size.width))×\(JSONWriter.formatNumber(size.height))"
  }
}
