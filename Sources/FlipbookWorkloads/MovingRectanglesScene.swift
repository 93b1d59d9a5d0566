/// The render benchmark's scene as a timeline document: `rectangles` opaque rectangles on a white canvas,
/// each moving across it and fading in its own animation block.
///
/// ```swift
/// let scene = MovingRectanglesScene()            // 1920 × 1080, 1000 rectangles, 60 frames
/// let json: String = scene.timelineJSON()        // a version 1 timeline document
/// ```
public struct MovingRectanglesScene: Sendable {
  /// Number of rectangles.
  public var rectangles: Int
  /// Canvas width in points.
  public var width: Int
  /// Canvas height in points.
  public var height: Int
  /// Number of frames at 60 frames per second.
  public var frames: Int
  /// The seed of positions, sizes, colours and timings.
  public var seed: UInt64
  /// How many changes name a view that does not exist (`r7x` for `r7`, spread evenly): a file with that many
  /// errors, to time how checking scales with them.
  public var misspeltReferences = 0
  /// Whether each rectangle holds a shape layer too: an ellipse inset in its bounds, stroked, drawing itself
  /// in once with a `strokeEnd` animation of its own (a `CABasicAnimation`) over the rectangle's move. A file
  /// with twice the nodes, to time how loading scales with layers.
  public var withLayers = false

  /// Creates the scene; the defaults are the benchmark's 1080p frame of 1000 rectangles.
  public init(
    rectangles: Int = 1000, width: Int = 1920, height: Int = 1080, frames: Int = 60, seed: UInt64 = 1
  ) {
    precondition(rectangles >= 0 && width >= 1 && height >= 1 && frames >= 1, "invalid scene size")
    self.rectangles = rectangles
    self.width = width
    self.height = height
    self.frames = frames
    self.seed = seed
  }

  /// The scene as a timeline document (format version 1): views `r0`, `r1`, … back to front, then one
  /// `animate` step per rectangle moving its center and fading its alpha.
  public func timelineJSON() -> String {
    var random = SeededGenerator(seed: seed)
    let w = Double(width), h = Double(height)
    let duration = Double(frames) / 60
    var views: [String] = []
    var steps: [String] = []
    views.reserveCapacity(rectangles)
    steps.reserveCapacity(rectangles)
    let misspeltEvery = misspeltReferences > 0 ? max(1, rectangles / misspeltReferences) : Int.max
    for i in 0..<rectangles {
      let side = (w + h) / 50
      let rectWidth = random.next(in: side * 0.4..<side * 1.6)
      let rectHeight = random.next(in: side * 0.4..<side * 1.6)
      let rw = number(rectWidth), rh = number(rectHeight)
      let x = number(random.next(in: 0..<w * 0.9)), y = number(random.next(in: 0..<h * 0.9))
      let color = hexColor(&random)
      let cx = number(random.next(in: 0..<w)), cy = number(random.next(in: 0..<h))
      let alpha = number(random.next(in: 0.2..<0.9))
      let delay = number(random.next(in: 0..<duration * 0.2))
      let length = number(duration * random.next(in: 0.6..<1.2))
      var layer = ""
      if withLayers {
        // Drawn only with layers, so that the scene without them is what it always was.
        let stroke = hexColor(&random)
        let (ew, eh) = (number(rectWidth - 8), number(rectHeight - 8))
        layer =
          #","layers":[{"id":"s\#(i)","type":"shape","frame":[0,0,\#(rw),\#(rh)],"fillColor":null,"strokeColor":"\#(stroke)","lineWidth":3,"path":{"ellipse":[4,4,\#(ew),\#(eh)]},"animations":[{"keyPath":"strokeEnd","from":0,"to":1,"duration":\#(length),"delay":\#(delay),"timingFunction":"easeInEaseOut"}]}]"#
      }
      views.append(
        #"{"id":"r\#(i)","frame":[\#(x),\#(y),\#(rw),\#(rh)],"backgroundColor":"\#(color)"\#(layer)}"#)
      steps.append(
        #"{"animate":{"duration":\#(length),"delay":\#(delay),"curve":"easeInOut","changes":[{"view":"r\#(i)\#(i % misspeltEvery == 0 && i / misspeltEvery < misspeltReferences ? "x" : "")","center":[\#(cx),\#(cy)],"alpha":\#(alpha)}]}}"#
      )
    }
    return """
      {"version":1,"canvas":{"width":\(width),"height":\(height),"background":"#FFFFFF"},"fps":60,\
      "duration":\(number(duration)),
      "views":[
      \(views.joined(separator: ",\n"))
      ],
      "steps":[
      \(steps.joined(separator: ",\n"))
      ]}

      """
  }

  /// `x` with at most two decimals, as a JSON number.
  private func number(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    return fraction < 10 ? "\(sign)\(whole).0\(fraction)" : "\(sign)\(whole).\(fraction)"
  }

  private func hexColor(_ random: inout SeededGenerator) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for _ in 0..<6 { text.append(digits[Int(random.next() % 16)]) }
    return text
  }
}
