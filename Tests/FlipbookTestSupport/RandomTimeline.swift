/// A random timeline document made from a seed, for checking laws that must hold for every document (such as
/// frame purity): a few small views, nested and not, and a script that uses every step kind and option of
/// the format (blocks with delays, curves, springs, options, nested blocks and completions, keyframes,
/// property animators and all their controls with scripted drags, `set`, transitions of both kinds and the
/// hierarchy steps, staggers, positions, lists of ids, class selectors, `from` and `by`, labels split into
/// pieces), with times drawn so
/// that steps often coincide with each other, with frame times and with the ends of drags and blocks.
///
/// The text is JSON the loader accepts most of the time; ``repaired(errors:)`` drops the steps a loader
/// names in its errors, and ``minimised(while:)`` shrinks a failing document for a report.
///
/// ```swift
/// let timeline = RandomTimeline(seed: 7)
/// print(timeline.json)   // {"version": 1, "canvas": {...}, "fps": 10, ...}
/// ```
public struct RandomTimeline: Sendable, CustomStringConvertible {
  /// The seed the document was made from.
  public let seed: UInt64
  /// `"version"`, `"canvas"`, `"fps"`, `"duration"` and `"interruption"`, as JSON members.
  public var header: String
  /// The top-level views, one JSON object each.
  public var views: [String]
  /// The top-level steps, one JSON object each, in document order.
  public var steps: [String]

  /// The whole document.
  public var json: String {
    "{\(header),\n\"views\": [\n  \(views.joined(separator: ",\n  "))],\n"
      + "\"steps\": [\n  \(steps.joined(separator: ",\n  "))]}\n"
  }

  public var description: String { "seed \(seed):\n\(json)" }

  /// Makes the document of `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    var maker = Maker(random: SeededGenerator(seed: seed))
    (header, views, steps) = maker.document()
  }

  /// The document without the steps the errors name: `errors` returns nil when a text loads, otherwise the
  /// JSON paths of its errors (`$.steps[3].animate…`). Nil when an error names no top-level step, or when
  /// nothing loads within a few rounds.
  public func repaired(errors: (String) -> [String]?) -> RandomTimeline? {
    var timeline = self
    for _ in 0..<8 {
      guard let paths = errors(timeline.json) else { return timeline }
      var doomed = Set<Int>()
      for path in paths {
        guard let index = Self.stepIndex(in: path) else { return nil }
        doomed.insert(index)
      }
      timeline.steps = timeline.steps.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
    }
    return nil
  }

  /// The smallest document found by dropping steps one at a time (then views no step names) while
  /// `failing` still holds: what a failure report prints.
  public func minimised(while failing: (RandomTimeline) -> Bool) -> RandomTimeline {
    var best = self
    var shrunk = true
    while shrunk {
      shrunk = false
      for i in best.steps.indices.reversed() {
        var candidate = best
        candidate.steps.remove(at: i)
        if failing(candidate) {
          best = candidate
          shrunk = true
        }
      }
      for i in best.views.indices.reversed() where best.views.count > 1 {
        var candidate = best
        candidate.views.remove(at: i)
        if failing(candidate) {
          best = candidate
          shrunk = true
        }
      }
    }
    return best
  }

  /// The index `i` of a path that starts `$.steps[i]`.
  static func stepIndex(in path: String) -> Int? {
    guard path.hasPrefix("$.steps[") else { return nil }
    return Int(path.dropFirst("$.steps[".count).prefix { $0.isNumber })
  }
}

/// The random choices behind a ``RandomTimeline``.
private struct Maker {
  var random: SeededGenerator
  var fps = 10.0
  var duration = 2.0
  /// Ids of the views declared, the containers among them, and the animator ids.
  var viewIDs: [String] = []
  var containers: [String] = []
  var childrenOf: [String: [String]] = [:]
  var animatorIDs: [String] = []
  var newViews = 0
  /// The ids of the layers the views declare (steps name only these: they exist from the start).
  var layerIDs: [String] = []
  var newLayers = 0
  /// Times used so far, reused often so that events coincide.
  var times: [Double] = [0]

  static let curves = ["easeInOut", "easeIn", "easeOut", "linear"]
  static let blockOptions = [
    "repeat", "autoreverse", "beginFromCurrentState", "overrideInheritedDuration", "overrideInheritedCurve",
    "layoutSubviews", "allowUserInteraction", "allowAnimatedContent",
  ]
  static let transitionTypes = [
    "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp", "curlDown", "crossDissolve",
  ]
  static let calculationModes = [
    "calculationModeLinear", "calculationModeDiscrete", "calculationModePaced", "calculationModeCubic",
    "calculationModeCubicPaced",
  ]
  static let colours = [
    "\"red\"", "\"green\"", "\"blue\"", "\"#FFCC00\"", "\"white\"", "\"clear\"", "[0.2, 0.4, 0.9, 0.5]",
  ]

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &random) * 100).rounded() / 100
  }

  mutating func document() -> (String, [String], [String]) {
    fps = pick([10, 12, 20, 25])
    duration = Double(int(10...25)) / 10
    let width = int(16...40)
    let height = int(12...30)
    let interruption = chance(0.3) ? #", "interruption": "additive""# : ""
    let header =
      ##""version": 1, "canvas": {"width": \##(width), "height": \##(height), "background": "#203040"}, "##
      + #""fps": \#(Int(fps)), "duration": \#(duration)\#(interruption)"#
    var views: [String] = []
    for i in 0..<int(2...4) {
      let id = "v\(i)"
      viewIDs.append(id)
      if i < 2 {
        // Containers with two children each: what transitions flip and hierarchy steps rearrange.
        containers.append(id)
        let kids = ["\(id)a", "\(id)b"]
        childrenOf[id] = kids
        viewIDs += kids
        let subviews = kids.map {
          view(id: $0, hidden: $0.hasSuffix("b") && chance(0.5), extra: #", "class": "kid""#)
        }
        views.append(
          view(id: id, hidden: false, extra: #", "subviews": [\#(subviews.joined(separator: ", "))]"#))
      } else {
        views.append(view(id: id, hidden: false))
      }
    }
    var steps: [String] = []
    for _ in 0..<int(3...9) { steps.append(step(topLevel: true)) }
    // Drawn last, so the views and steps above are those an earlier generator made from the same seed.
    if chance(0.3) { splitLabel(into: &views, steps: &steps) }
    return (header, views, steps)
  }

  /// A label split into pieces (`text.split`) and a staggered block over them, by class or by piece id.
  mutating func splitLabel(into views: inout [String], steps: inout [String]) {
    let split = pick(["chars", "words", "lines"])
    let string = pick(["Hi yo", "e\\u0301 ok", "ab\\ncd ef", "\\u0645\\u0631\\u062D\\u0628\\u0627"])
    views.append(
      #"{"id": "t", "frame": [\#(number(0...8)), \#(number(0...8)), \#(number(8...30)), \#(number(6...20))], "#
        + #""text": {"string": "\#(string)", "font": {"size": 6}, "lines": 0, "split": "\#(split)", "#
        + #""splitClass": "piece"}}"#)
    let target = chance(0.7) ? ".piece" : "t/\(split.dropLast())0"
    let at = time()
    steps.append(
      #"{"at": \#(at), "animate": {"duration": \#(span(from: at)), "stagger": \#(number(0...0.2)), "#
        + #""changes": [{"view": "\#(target)", "alpha": \#(number(0...1)), "#
        + #""transform": {"rotate": \#(number(-45...45)), "translate": [0, \#(number(-4...4))]}}]}}"#)
  }

  mutating func view(id: String, hidden: Bool, extra: String = "") -> String {
    var members = [
      #""id": "\#(id)""#,
      #""frame": [\#(number(0...20)), \#(number(0...16)), \#(number(2...18)), \#(number(2...14))]"#,
      #""backgroundColor": \#(pick(Self.colours))"#,
    ]
    if hidden { members.append(#""hidden": true"#) }
    if chance(0.3) { members.append(#""alpha": \#(number(0.2...1))"#) }
    if chance(0.3) { members.append(#""clipsToBounds": true"#) }
    if chance(0.2) { members.append(#""cornerRadius": \#(number(0...4))"#) }
    if chance(0.2) {
      members.append(#""borderWidth": \#(number(0...2)), "borderColor": \#(pick(Self.colours))"#)
    }
    if chance(0.1) { members.append(#""shadowOpacity": 0.5, "shadowRadius": 1, "shadowOffset": [1, 1]"#) }
    if chance(0.15) {
      members.append(#""layers": [\#(layer(id: id + "L"))]"#)
      if !id.hasPrefix("n") { layerIDs.append(id + "L") }
    }
    // The view's own layer's keys: an anchor point anywhere in (or a little beyond) the bounds, a zPosition
    // that reorders siblings.
    if chance(0.1) { members.append(#""anchorPoint": [\#(number(-0.5...1.5)), \#(number(-0.5...1.5))]"#) }
    if chance(0.1) { members.append(#""zPosition": \#(int(-2...2))"#) }
    return "{" + members.joined(separator: ", ") + extra + "}"
  }

  /// A Core Animation layer: a stroked shape, a gradient, a plain layer with a mask, a replicator or an
  /// emitter of small rates, each with explicit animations of random timing (delays, repeats, autoreverses,
  /// fills, additive ones).
  mutating func layer(id: String) -> String {
    let frame = "[\(number(0...8)), \(number(0...8)), \(number(4...16)), \(number(4...12))]"
    let timing =
      #""duration": \#(number(0.1...1.5)), "delay": \#(number(0...1)), "repeatCount": \#(pick(["0", "1.5", "2", "\"infinity\""])), "#
      + #""autoreverses": \#(chance(0.3)), "fillMode": "\#(pick(["removed", "forwards", "backwards", "both"]))", "#
      + #""removedOnCompletion": \#(chance(0.7)), "timingFunction": "\#(pick(["linear", "easeIn", "easeInEaseOut", "default"]))""#
    switch int(0...4) {
    case 3:
      // Copies of a dot that fades, placed, delayed and tinted, with the count and transform animated.
      return
        #"{"id": "\#(id)", "type": "replicator", "frame": \#(frame), "instanceCount": \#(int(1...6)), "instanceTransform": {"rotate": \#(number(-90...90)), "translate": [\#(number(-3...3)), 0]}, "instanceDelay": \#(number(0...0.3)), "instanceColor": \#(pick(Self.colours)), "instanceRedOffset": \#(number(-0.5...0.5)), "instanceAlphaOffset": \#(number(-0.4...0)), "preservesDepth": \#(chance(0.3)), "sublayers": [{"frame": [0, 0, 3, 3], "backgroundColor": \#(pick(Self.colours)), "animations": [{"keyPath": "opacity", "from": 1, "to": 0.2, \#(timing)}]}], "animations": [{"keyPath": "instanceCount", "from": 1, "to": \#(int(1...8)), \#(timing)}, {"keyPath": "instanceTransform", "to": {"rotateY": \#(number(-60...60))}, \#(timing)}]}"#
    case 4: return emitter(id: id, frame: frame, timing: timing)
    case 0:
      let path = pick([
        #"{"arc": {"center": [6, 6], "radius": 5, "start": -90, "end": 270}}"#,
        #""M 1 1 L 8 2 Q 10 8 2 9 Z""#,
        #"{"ellipse": [0, 0, 10, 8]}"#, #"[{"rect": [0, 0, 4, 4]}, {"polygon": [[5, 5], [9, 5], [7, 9]]}]"#,
      ])
      return
        #"{"id": "\#(id)", "type": "shape", "frame": \#(frame), "path": \#(path), "fillColor": \#(chance(0.5) ? "null" : pick(Self.colours)), "strokeColor": \#(pick(Self.colours)), "lineWidth": \#(number(0.5...3)), "lineCap": "\#(pick(["butt", "round", "square"]))", "animations": [{"keyPath": "strokeEnd", "from": 0, "to": 1, \#(timing)}, {"keyPath": "transform.rotation.z", "by": \#(number(-360...360)), "additive": \#(chance(0.5)), \#(timing)}]}"#
    case 1:
      return
        #"{"id": "\#(id)", "type": "gradient", "frame": \#(frame), "colors": [\#(pick(Self.colours)), \#(pick(Self.colours))], "gradientType": "\#(pick(["axial", "radial", "conic"]))", "startPoint": [\#(number(0...1)), \#(number(0...1))], "endPoint": [\#(number(0...1)), \#(number(0...1))], "animations": [{"keyPath": "position.x", "by": \#(number(-10...10)), \#(timing)}, {"type": "spring", "keyPath": "opacity", "from": 0, "to": 1, "damping": \#(number(2...20)), \#(timing)}]}"#
    default:
      return
        #"{"id": "\#(id)", "frame": \#(frame), "backgroundColor": \#(pick(Self.colours)), "cornerRadius": \#(number(0...4)), "shadowOpacity": \#(number(0...1)), "shadowRadius": \#(number(0...3)), "shadowOffset": [\#(number(-3...3)), \#(number(-3...3))], "mask": {"type": "shape", "frame": \#(frame), "path": {"ellipse": [0, 0, 8, 8]}}, "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [1, 0.2, 1], "calculationMode": "\#(pick(["linear", "discrete", "paced", "cubic", "cubicPaced"]))", \#(timing)}, {"type": "keyframe", "keyPath": "position", "path": "M 0 0 Q 8 0 8 8 L 0 8", "rotationMode": "\#(pick(["auto", "autoReverse"]))", "calculationMode": "\#(pick(["linear", "paced", "cubicPaced"]))", \#(timing)}, {"keyPath": "bounds.size.width", "to": \#(number(1...20)), "cumulative": \#(chance(0.5)), \#(timing)}]}"#
    }
  }

  /// An emitter layer of one or two cells with small rates (at most 20 × 3 a second for under 3 s), a third
  /// of them emitting a cell of their own (at most 10 a second from each particle), its birth rate and place
  /// animated.
  mutating func emitter(id: String, frame: String, timing: String) -> String {
    var cells: [String] = []
    for _ in 0..<int(1...2) {
      var nested = ""
      if int(0...2) == 0 {
        nested =
          #", "emitterCells": [{"contentsShape": "circle", "color": \#(pick(Self.colours)), "birthRate": \#(number(0...10)), "lifetime": \#(number(0...1)), "velocity": \#(number(-20...20)), "emissionRange": 360, "beginTime": \#(number(0...0.5)), "duration": \#(number(0.1...1))}]"#
      }
      cells.append(
        #"{"contentsShape": "\#(pick(["circle", "square", "triangle"]))", "color": \#(pick(Self.colours)), "birthRate": \#(number(0...20)), "lifetime": \#(number(0...2)), "lifetimeRange": \#(number(0...1)), "velocity": \#(number(-20...40)), "velocityRange": \#(number(0...20)), "emissionLongitude": \#(number(-180...180)), "emissionRange": \#(number(0...360)), "yAcceleration": \#(number(-20...40)), "spin": \#(number(-360...360)), "spinRange": \#(number(0...180)), "scale": \#(number(0.1...1)), "scaleSpeed": \#(number(-0.2...0.2)), "alphaSpeed": \#(number(-1...0)), "redRange": \#(number(0...1)), "beginTime": \#(number(0...1))\#(nested)}"#
      )
    }
    return
      #"{"id": "\#(id)", "type": "emitter", "frame": \#(frame), "emitterPosition": [\#(number(0...16)), \#(number(0...12))], "emitterSize": [\#(number(0...16)), \#(number(0...12))], "emitterDepth": \#(number(0...8)), "emitterShape": "\#(pick(["point", "line", "rectangle", "circle", "cuboid", "sphere"]))", "emitterMode": "\#(pick(["points", "outline", "surface", "volume"]))", "renderMode": "\#(pick(["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"]))", "seed": \#(int(0...1000)), "emitterCells": [\#(cells.joined(separator: ", "))], "animations": [{"keyPath": "birthRate", "from": 0, "to": \#(number(0...3)), \#(timing)}, {"keyPath": "emitterPosition.x", "by": \#(number(-10...10)), \#(timing)}]}"#
  }

  /// A time in the document: often one used before (so that events coincide), a frame time, or any time.
  mutating func time() -> Double {
    let t: Double
    switch int(0...3) {
    case 0: t = pick(times)
    case 1: t = Double(int(0...Int(duration * fps))) / fps
    default: t = number(0...duration)
    }
    times.append(t)
    return t
  }

  /// A duration; its end is remembered as a time other steps may fall on.
  mutating func span(from start: Double) -> Double {
    let d = chance(0.1) ? 0 : number(0.05...1.2)
    times.append(start + d)
    return d
  }

  mutating func change(animated: Bool) -> String {
    let target: String
    switch int(0...9) {
    case 0: target = #"["\#(pick(viewIDs))", "\#(pick(viewIDs))"]"#
    case 1: target = #"".kid""#
    default: target = #""\#(pick(viewIDs))""#
    }
    var members = [#""view": \#(target)"#]
    if animated && chance(0.1) { members.append(#""from": {"alpha": \#(number(0...1))}"#) }
    if animated && chance(0.1) { members.append(#""by": {"cornerRadius": \#(number(0...2))}"#) }
    for _ in 0..<int(1...2) {
      switch int(0...9) {
      case 0:
        members.append(
          #""frame": [\#(number(0...24)), \#(number(0...20)), \#(number(1...16)), \#(number(1...12))]"#)
      case 1: members.append(#""center": [\#(number(0...30)), \#(number(0...24))]"#)
      case 2: members.append(#""bounds": [0, 0, \#(number(1...16)), \#(number(1...12))]"#)
      case 3 where chance(0.3):
        // A turn in depth: the view is drawn projected, and its frame and hit-testing follow.
        members.append(
          #""transform3D": {"rotateY": \#(number(-80...80)), "perspective": \#(number(50...500))}"#)
      case 3:
        members.append(#""transform": {"rotate": \#(number(-90...90)), "scale": \#(number(0.5...1.5))}"#)
      case 4: members.append(#""alpha": \#(number(0...1))"#)
      case 5: members.append(#""backgroundColor": \#(pick(Self.colours))"#)
      case 6: members.append(#""cornerRadius": \#(number(0...5))"#)
      case 7: members.append(animated ? #""borderWidth": \#(number(0...2))"# : #""hidden": \#(chance(0.5))"#)
      case 8: members.append(#""tag": \#(int(0...9))"#)
      default: members.append(#""clipsToBounds": \#(chance(0.5))"#)
      }
    }
    // A key may be drawn twice, and frame and center exclude each other: keep the first of each.
    var seen = Set<String>()
    var kept: [String] = []
    for member in members {
      let key = String(member.split(separator: ":")[0])
      if key == #""center""# && seen.contains(#""frame""#) { continue }
      if key == #""frame""# && seen.contains(#""center""#) { continue }
      if key == #""transform""# && seen.contains(#""transform3D""#) { continue }
      if key == #""transform3D""# && seen.contains(#""transform""#) { continue }
      if seen.insert(key).inserted { kept.append(member) }
    }
    return "{" + kept.joined(separator: ", ") + "}"
  }

  mutating func changes(animated: Bool, nested: Bool) -> String {
    var items: [String] = []
    for _ in 0..<int(1...3) { items.append(change(animated: animated)) }
    if nested && chance(0.25) { items.append(#"{"animate": \#(block(nested: true, depth: 1))}"#) }
    if chance(0.1) { items.append(hierarchy()) }
    return "[" + items.joined(separator: ", ") + "]"
  }

  mutating func timing() -> String {
    switch int(0...5) {
    case 0: return #", "spring": {"damping": \#(number(0.2...1)), "velocity": \#(number(-1...2))}"#
    case 1:
      return
        #", "curve": [\#(number(0...1)), \#(number(-0.5...1.5)), \#(number(0...1)), \#(number(-0.5...1.5))]"#
    case 2: return ""
    default: return #", "curve": "\#(pick(Self.curves))""#
    }
  }

  mutating func options(_ extra: [String] = []) -> String {
    let all = Self.blockOptions + extra
    var chosen: [String] = []
    for option in all where chance(0.12) { chosen.append(#""\#(option)""#) }
    return chosen.isEmpty ? "" : #", "options": [\#(chosen.joined(separator: ", "))]"#
  }

  mutating func completion(_ conditions: [String], depth: Int) -> String {
    guard depth < 2, chance(0.4) else { return "" }
    var steps: [String] = []
    for _ in 0..<int(1...2) {
      var s = step(topLevel: false, depth: depth + 1)
      if chance(0.6) { s = #"{"if": "\#(pick(conditions))", "# + s.dropFirst() }
      steps.append(s)
    }
    return #", "completion": [\#(steps.joined(separator: ", "))]"#
  }

  mutating func block(nested: Bool, depth: Int) -> String {
    let start = times.last ?? 0
    let useSpringDuration = !nested && chance(0.1)
    var text = "{"
    if useSpringDuration {
      text += #""spring": {"duration": \#(number(0.1...1)), "bounce": \#(number(-0.3...0.6))}"#
    } else {
      text += #""duration": \#(span(from: start))"# + timing()
    }
    if chance(0.3) { text += #", "delay": \#(number(0...0.5))"# }
    if chance(0.15) { text += #", "repeatCount": \#(number(0.5...2.5))"# }
    text += options()
    if !nested && chance(0.2) {
      let from = pick([#""start""#, #""end""#, #""center""#, #""edges""#, "1", #""random", "seed": 3"#])
      text += #", "stagger": {"each": \#(number(0...0.2)), "from": \#(from)}"#
      text += #", "changes": [\#(change(animated: true)), \#(change(animated: true))]"#
    } else {
      text += #", "changes": \#(changes(animated: true, nested: !nested))"#
    }
    text += completion(["finished", "cancelled"], depth: depth)
    return text + "}"
  }

  mutating func hierarchy() -> String {
    let container = pick(containers)
    let kids = childrenOf[container] ?? []
    switch int(0...5) {
    case 0:
      newViews += 1
      let id = "n\(newViews)"
      return #"{"addSubview": \#(view(id: id, hidden: false)), "to": "\#(container)"}"#
    case 1:
      return #"{"insertSubview": "\#(pick(kids))", "into": "\#(pick(containers))", "index": \#(int(0...2))}"#
    case 2: return #"{"bringSubviewToFront": "\#(pick(kids))"}"#
    case 3: return #"{"sendSubviewToBack": "\#(pick(kids))"}"#
    case 4: return #"{"exchangeSubviews": [0, 1], "in": "\#(container)"}"#
    default: return #"{"removeFromSuperview": "\#(pick(kids))"}"#
    }
  }

  mutating func step(topLevel: Bool, depth: Int = 0) -> String {
    let at = topLevel ? time() : number(0...0.5)
    times.append(at)
    let position = [#""+=\#(number(0...0.3))""#, #"">""#, #""<\#(number(0...0.2))""#]
    let head = chance(0.15) ? #"{"at": \#(pick(position)), "# : #"{"at": \#(at), "#
    switch int(0...21) {
    case 0, 1, 2:
      return head + #""animate": \#(block(nested: false, depth: depth))}"#
    case 20, 21:
      return head + layerStep(depth: depth).dropFirst()
    case 3:
      let count = int(1...3)
      var keyframes: [String] = []
      for k in 0..<count {
        keyframes.append(
          #"{"start": \#(Double(k) / Double(count)), "duration": \#(1 / Double(count)), "changes": [\#(change(animated: true))]}"#
        )
      }
      let mode = chance(0.7) ? #", "options": ["\#(pick(Self.calculationModes))"]"# : ""
      return head
        + #""animateKeyframes": {"duration": \#(span(from: at))\#(mode), "keyframes": [\#(keyframes.joined(separator: ", "))]\#(completion(["finished", "cancelled"], depth: depth))}}"#
    case 4, 5:
      let id = animatorIDs.isEmpty || chance(0.4) ? "a\(animatorIDs.count)" : pick(animatorIDs)
      if !animatorIDs.contains(id) { animatorIDs.append(id) }
      var text = head + #""animator": {"id": "\#(id)", "duration": \#(number(0.2...1.5))"#
      text +=
        chance(0.2)
        ? #", "spring": {"damping": \#(number(0.3...1))}"# : #", "curve": "\#(pick(Self.curves))""#
      if chance(0.5) { text += #", "start": false"# }
      if chance(0.3) { text += #", "scrubsLinearly": \#(chance(0.5))"# }
      if chance(0.2) { text += #", "pausesOnCompletion": true"# }
      text += #", "changes": \#(changes(animated: true, nested: false))"#
      text += completion(["end", "start", "current"], depth: depth)
      return text + "}}"
    case 6, 7, 8, 9, 10:
      guard let id = animatorIDs.isEmpty ? nil : pick(animatorIDs) else {
        return head + #""set": [\#(change(animated: false))]}"#
      }
      switch int(0...7) {
      case 0:
        return head + #""startAnimator": "\#(id)"\#(chance(0.3) ? #", "delay": \#(number(0...0.5))"# : "")}"#
      case 1: return head + #""pauseAnimator": "\#(id)"}"#
      case 2, 3:
        let over = chance(0.7) ? #", "over": \#(span(from: at))"# : ""
        let curve = chance(0.4) ? #", "curve": "\#(pick(Self.curves))""# : ""
        return head + #""scrubAnimator": "\#(id)", "fraction": \#(number(0...1))\#(over)\#(curve)}"#
      case 4: return head + #""reverseAnimator": "\#(id)", "reversed": \#(chance(0.6))}"#
      case 5:
        let timing =
          chance(0.3)
          ? #", "curve": "\#(pick(Self.curves))""# : chance(0.2) ? #", "spring": {"damping": 0.7}"# : ""
        return head + #""continueAnimator": "\#(id)"\#(timing), "durationFactor": \#(number(0...2))}"#
      case 6:
        let position = chance(0.7) ? #", "finalPosition": "\#(pick(["end", "start", "current"]))""# : ""
        return head
          + #""stopAnimator": "\#(id)", "withoutFinishing": \#(position.isEmpty && chance(0.5))\#(position)}"#
      default:
        let delay = chance(0.5) ? #", "delayFactor": \#(number(0...1))"# : ""
        return head
          + #""addAnimations": {"animator": "\#(id)", "changes": [\#(change(animated: true))]\#(delay)}}"#
      }
    case 11, 12:
      return head
        + #""set": [\#(change(animated: false))\#(chance(0.3) ? ", " + change(animated: false) : "")]}"#
    case 13, 14:
      let container = pick(containers)
      let kids = childrenOf[container] ?? []
      var text = head + #""transition": {"view": "\#(container)", "type": "\#(pick(Self.transitionTypes))""#
      text += #", "duration": \#(span(from: at))"#
      if chance(0.4) { text += #", "curve": "\#(pick(Self.curves))""# }
      text += options()
      let flip = kids.map { #"{"view": "\#($0)", "hidden": \#(chance(0.5))}"# }
      text +=
        #", "changes": [\#(flip.joined(separator: ", "))\#(chance(0.3) ? ", " + change(animated: false) : "")]"#
      text += completion(["finished", "cancelled"], depth: depth)
      return text + "}}"
    case 15:
      let container = pick(containers)
      let kids = childrenOf[container] ?? []
      var text = head + #""transitionFrom": {"from": "\#(kids[0])", "#
      if chance(0.5) {
        text += #""to": "\#(kids[1])", "options": ["showHideTransitionViews"]"#
      } else {
        newViews += 1
        text += #""to": \#(view(id: "n\(newViews)", hidden: false))"#
      }
      text += #", "type": "\#(pick(Self.transitionTypes))", "duration": \#(span(from: at))"#
      text += completion(["finished", "cancelled"], depth: depth)
      return text + "}}"
    case 19:
      // No file is read while loading: a sound changes no frame, and frames must not depend on it.
      return head + #""sound": "click.wav", "volume": \#(number(0...1))}"#
    default:
      return head + hierarchy().dropFirst()
    }
  }

  /// A layer step: the tree (`addSublayer`, `insertSublayer`, `removeFromSuperlayer`), explicit animations
  /// (`addAnimation` with a completion, `removeAnimation`, `removeAllAnimations`, of a layer or a view's own
  /// layer), or changes that animate
  /// implicitly (`set`, `transaction`). Steps name only the layers the views declare.
  mutating func layerStep(depth: Int) -> String {
    guard let target = layerIDs.isEmpty ? nil : pick(layerIDs) else {
      newLayers += 1
      return #"{"addSublayer": \#(layer(id: "nl\(newLayers)")), "to": "\#(pick(containers))"}"#
    }
    let change =
      #"{"layer": "\#(target)", "opacity": \#(number(0...1)), "position": [\#(number(0...20)), \#(number(0...16))]}"#
    switch int(0...7) {
    case 0:
      newLayers += 1
      return #"{"addSublayer": \#(layer(id: "nl\(newLayers)")), "to": "\#(pick(containers))"}"#
    case 1:
      newLayers += 1
      let place =
        chance(0.5)
        ? #""\#(pick(["above", "below"]))": "\#(target)""#
        : #""into": "\#(pick(containers))", "index": \#(int(0...2))"#
      return
        #"{"insertSublayer": {"id": "nl\#(newLayers)", "frame": [0, 0, 4, 4], "backgroundColor": \#(pick(Self.colours))}, \#(place)}"#
    case 2: return #"{"removeFromSuperlayer": "\#(target)"}"#
    case 3, 4:
      // Now and then a view's own layer: every key path below is one it shows from the view.
      let owner = !viewIDs.isEmpty && chance(0.25) ? pick(viewIDs) : target
      let keyPath = pick([
        #""keyPath": "opacity", "from": \#(number(0...1)), "to": \#(number(0...1))"#,
        #""keyPath": "position.x", "by": \#(number(-10...10))"#,
        #""type": "spring", "keyPath": "transform.scale", "from": 0.5, "to": 1, "damping": \#(number(2...20))"#,
        #""type": "group", "animations": [{"keyPath": "opacity", "to": 0.2}, {"keyPath": "position.y", "by": 5, "duration": 2}]"#,
      ])
      let timing =
        #""duration": \#(number(0.1...1)), "repeatCount": \#(pick(["0", "2"])), "autoreverses": \#(chance(0.3)), "fillMode": "\#(pick(["removed", "forwards"]))", "removedOnCompletion": \#(chance(0.7))"#
      return
        #"{"addAnimation": {\#(keyPath), \#(timing)\#(completion(["finished", "cancelled"], depth: depth))}, "layer": "\#(owner)", "key": "\#(pick(["a", "b"]))"}"#
    case 5:
      let owner = !viewIDs.isEmpty && chance(0.25) ? pick(viewIDs) : target
      return chance(0.5)
        ? #"{"removeAnimation": "\#(pick(["a", "b", "opacity"]))", "layer": "\#(owner)"}"#
        : #"{"removeAllAnimations": "\#(owner)"}"#
    case 6: return #"{"set": [\#(change)]}"#
    default:
      return
        #"{"transaction": {"duration": \#(number(0...1)), "timingFunction": "\#(pick(["linear", "easeIn", "default"]))", "disableActions": \#(chance(0.3)), "changes": [\#(change)]\#(completion(["finished"], depth: depth))}}"#
    }
  }
}
