import Testing

/// A small document for checking that `timeline.schema.json` and the decoder agree.
struct SchemaCase: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String

  var testDescription: String { name }

  /// A valid document with view `a` in which `views`, `steps` or top-level members are replaced.
  init(
    _ name: String, views: String = #"[{"id": "a", "frame": [0, 0, 10, 10]}]"#, steps: String = "[]",
    canvas: String = #"{"width": 100, "height": 100}"#, fps: String = "10", version: String = "1",
    extra: String = ""
  ) {
    self.name = name
    json = """
      {"version": \(version), "canvas": \(canvas), "fps": \(fps), "duration": 1,
       "views": \(views), "steps": \(steps)\(extra)}
      """
  }

  /// A document given whole.
  init(_ name: String, json: String) {
    self.name = name
    self.json = json
  }

  /// `steps` holding one `animate` step whose block is `{"duration": 1, <block>}`.
  static func animate(_ name: String, _ block: String) -> SchemaCase {
    SchemaCase(name, steps: #"[{"animate": {"duration": 1, \#(block)}}]"#)
  }
}

/// Documents both the schema and the decoder must reject, one mistake each.
let brokenDocuments: [SchemaCase] = [
  SchemaCase("a position that is not one", steps: #"[{"at": "1s", "set": [{"view": "a", "alpha": 1}]}]"#),
  SchemaCase("a label that is not a name", steps: #"[{"label": "1st", "set": [{"view": "a", "alpha": 1}]}]"#),
  SchemaCase(
    "a stagger with each and amount",
    steps:
      #"[{"animate": {"duration": 1, "stagger": {"each": 0.1, "amount": 1}, "changes": [{"view": "a", "alpha": 0}]}}]"#
  ),
  SchemaCase(
    "a stagger from nowhere",
    steps:
      #"[{"animate": {"duration": 1, "stagger": {"each": 0.1, "from": "middle"}, "changes": [{"view": "a", "alpha": 0}]}}]"#
  ),
  SchemaCase(
    "a negative stagger",
    steps: #"[{"animate": {"duration": 1, "stagger": -0.1, "changes": [{"view": "a", "alpha": 0}]}}]"#),
  SchemaCase("an empty list of views", steps: #"[{"set": [{"view": [], "alpha": 1}]}]"#),
  SchemaCase(
    "an unknown key in from",
    steps: #"[{"animate": {"duration": 1, "changes": [{"view": "a", "from": {"opacity": 0}}]}}]"#),
  SchemaCase("a repeat below zero", views: #"[{"repeat": -1, "id": "a"}]"#),
  SchemaCase("a class that is not a name", views: #"[{"id": "a", "class": "a b"}]"#),
  SchemaCase("animator without duration", steps: #"[{"animator": {"id": "x"}}]"#),
  SchemaCase(
    "animator with curve and spring",
    steps: #"[{"animator": {"id": "x", "duration": 1, "curve": "linear", "spring": {"damping": 1}}}]"#),
  SchemaCase("scrub without fraction", steps: #"[{"scrubAnimator": "x"}]"#),
  SchemaCase("scrub fraction above 1", steps: #"[{"scrubAnimator": "x", "fraction": 1.5}]"#),
  SchemaCase("unknown final position", steps: #"[{"stopAnimator": "x", "finalPosition": "middle"}]"#),
  SchemaCase("pause with a delay", steps: #"[{"pauseAnimator": "x", "delay": 1}]"#),
  SchemaCase(
    "two calculation modes",
    steps:
      #"[{"animateKeyframes": {"duration": 1, "options": ["calculationModeCubic", "calculationModePaced"], "keyframes": []}}]"#
  ),
  SchemaCase(
    "keyframe start above 1",
    steps:
      #"[{"animateKeyframes": {"duration": 1, "keyframes": [{"start": 1.5, "duration": 0, "changes": []}]}}]"#
  ),
  SchemaCase(
    "keyframe without changes",
    steps: #"[{"animateKeyframes": {"duration": 1, "keyframes": [{"start": 0, "duration": 1}]}}]"#),
  SchemaCase(
    "animateKeyframes in changes",
    steps:
      #"[{"animate": {"duration": 1, "changes": [{"animateKeyframes": {"duration": 1, "keyframes": []}}]}}]"#),
  SchemaCase.animate("spring with curve", #""curve": "linear", "spring": {"damping": 0.5}, "changes": []"#),
  SchemaCase.animate("spring damping 0", #""spring": {"damping": 0}, "changes": []"#),
  SchemaCase.animate("spring damping above 1", #""spring": {"damping": 1.2}, "changes": []"#),
  SchemaCase.animate("spring with a mass", #""spring": {"damping": 0.5, "mass": 1}, "changes": []"#),
  SchemaCase(
    "bounce spring with a block duration",
    steps: #"[{"animate": {"duration": 1, "spring": {"duration": 0.5, "bounce": 0}, "changes": []}}]"#),
  SchemaCase("bounce 1", steps: #"[{"animate": {"spring": {"duration": 0.5, "bounce": 1}, "changes": []}}]"#),
  SchemaCase(
    "spring in a transition",
    steps:
      #"[{"transition": {"view": "a", "type": "crossDissolve", "duration": 1, "spring": {"damping": 1}}}]"#),
  SchemaCase("unknown top-level key", extra: #", "fsp": 30"#),
  SchemaCase("version 2", version: "2"),
  SchemaCase("missing canvas", json: #"{"version": 1, "fps": 10, "duration": 1}"#),
  SchemaCase("zero canvas width", canvas: #"{"width": 0, "height": 100}"#),
  SchemaCase("fps 0", fps: "0"),
  SchemaCase("fps \"0\"", fps: #""0""#),
  SchemaCase("fps with a sign", fps: #""-30""#),
  SchemaCase("frame with center", views: #"[{"id": "a", "frame": [0, 0, 10, 10], "center": [5, 5]}]"#),
  SchemaCase("negative width", views: #"[{"id": "a", "frame": [0, 0, -10, 10]}]"#),
  SchemaCase("bad hex colour", views: ##"[{"id": "a", "backgroundColor": "#12345"}]"##),
  SchemaCase("three colour components", views: #"[{"id": "a", "backgroundColor": [1, 0, 0]}]"#),
  SchemaCase("unknown colour name", views: #"[{"id": "a", "backgroundColor": "Orange"}]"#),
  SchemaCase("id root declared", views: #"[{"id": "root"}]"#),
  SchemaCase("id with a space", views: #"[{"id": "my card"}]"#),
  SchemaCase("fractional tag", views: #"[{"id": "a", "tag": 1.5}]"#),
  SchemaCase("unknown transform key", views: #"[{"id": "a", "transform": {"skew": 10}}]"#),
  SchemaCase("five-number matrix", views: #"[{"id": "a", "transform": [1, 0, 0, 1, 0]}]"#),
  SchemaCase("unknown view key", views: #"[{"id": "a", "opacity": 0.5}]"#),
  SchemaCase.animate("alpha out of range", #""changes": [{"view": "a", "alpha": 1.5}]"#),
  SchemaCase.animate("unknown curve", #""curve": "bounce", "changes": [{"view": "a", "alpha": 0.5}]"#),
  SchemaCase.animate(
    "Bézier x1 above 1", #""curve": [1.2, 0, 0.5, 1], "changes": [{"view": "a", "alpha": 0}]"#),
  SchemaCase.animate("unknown option", #""options": ["reverse"], "changes": [{"view": "a", "alpha": 0.5}]"#),
  SchemaCase.animate("negative delay", #""delay": -1, "changes": [{"view": "a", "alpha": 0.5}]"#),
  SchemaCase.animate("negative repeatCount", #""repeatCount": -1, "changes": [{"view": "a", "alpha": 0}]"#),
  SchemaCase.animate("root animated", #""changes": [{"view": "root", "alpha": 0.5}]"#),
  SchemaCase.animate("change without property", #""changes": [{"view": "a"}]"#),
  SchemaCase.animate("at inside changes", #""changes": [{"at": 0.5, "removeFromSuperview": "a"}]"#),
  SchemaCase.animate("set inside changes", #""changes": [{"set": [{"view": "a", "alpha": 0.5}]}]"#),
  SchemaCase.animate(
    "bad if value", #""changes": [], "completion": [{"if": "done", "removeFromSuperview": "a"}]"#),
  SchemaCase.animate(
    "override without duration",
    #"""
    "changes": [{"animate": {"options": ["overrideInheritedDuration"],
                 "changes": [{"view": "a", "alpha": 0}]}}]
    """#),
  SchemaCase("block without duration", steps: #"[{"animate": {"changes": [{"view": "a", "alpha": 0.5}]}}]"#),
  SchemaCase("if on a top-level step", steps: #"[{"if": "finished", "removeFromSuperview": "a"}]"#),
  SchemaCase("two action keys", steps: #"[{"removeFromSuperview": "a", "bringSubviewToFront": "a"}]"#),
  SchemaCase("bare change as a step", steps: #"[{"view": "a", "alpha": 0.5}]"#),
  SchemaCase("negative at", steps: #"[{"at": -1, "removeFromSuperview": "a"}]"#),
  SchemaCase("root removed", steps: #"[{"removeFromSuperview": "root"}]"#),
  SchemaCase("root moved by set", steps: #"[{"set": [{"view": "root", "frame": [0, 0, 10, 10]}]}]"#),
  SchemaCase("addSubview with an id", steps: #"[{"addSubview": "a", "to": "root"}]"#),
  SchemaCase("addSubview without to", steps: #"[{"addSubview": {"id": "b"}}]"#),
  SchemaCase(
    "insert with index and above",
    steps: #"[{"insertSubview": {"id": "b"}, "into": "root", "index": 0, "above": "a"}]"#),
  SchemaCase("insert with index, no into", steps: #"[{"insertSubview": {"id": "b"}, "index": 0}]"#),
  SchemaCase("exchange three indices", steps: #"[{"exchangeSubviews": [0, 1, 2], "in": "root"}]"#),
  SchemaCase(
    "unknown transition type", steps: #"[{"transition": {"view": "a", "type": "fade", "duration": 1}}]"#),
  SchemaCase(
    "transitionFrom with changes",
    steps: #"""
      [{"transitionFrom": {"from": "a", "to": {"id": "b"}, "type": "curlUp", "duration": 1,
        "changes": []}}]
      """#),
  SchemaCase(
    "show/hide with a new view",
    steps: #"""
      [{"transitionFrom": {"from": "a", "to": {"id": "b"}, "type": "curlUp", "duration": 1,
        "options": ["showHideTransitionViews"]}}]
      """#),
  SchemaCase("stack alignment top", views: #"[{"stack": {"axis": "horizontal", "alignment": "top"}}]"#),
  SchemaCase("stack insets of three", views: #"[{"stack": {"insets": [1, 2, 3]}}]"#),
  SchemaCase("stack with text", views: #"[{"stack": {}, "text": {"string": "x"}}]"#),
  SchemaCase("stack key misspelt", views: #"[{"stack": {"spaceing": 4}}]"#),
]

/// Edge cases both the schema and the decoder must accept.
let acceptedDocuments: [SchemaCase] = [
  SchemaCase(
    "positions and labels",
    steps:
      #"[{"label": "in", "animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}]}}, {"at": "+=0.5", "set": [{"view": "a", "alpha": 1}]}, {"at": "in+=0.25", "set": [{"view": "a", "alpha": 1}]}, {"at": ">-0.1", "set": [{"view": "a", "alpha": 1}]}, {"at": "<", "set": [{"view": "a", "alpha": 1}]}]"#,
    extra: #", "labels": {"late": "in+=2", "early": 0.1}"#),
  SchemaCase(
    "selectors, stagger, from and by",
    views: #"[{"id": "a", "class": ["row", "odd"]}, {"id": "b", "class": "row"}]"#,
    steps:
      #"[{"animate": {"duration": 1, "stagger": {"amount": 0.5, "from": "random", "seed": 3}, "changes": [{"view": ".row", "from": {"alpha": 0}, "by": {"center": [0, 10]}}]}}, {"set": [{"view": ["a", "b"], "alpha": 1}]}]"#
  ),
  SchemaCase(
    "templates, repeats and props",
    views: #"[{"repeat": 3, "template": "card", "id": "c${i}", "params": {"y": 5}, "alpha": "${alpha}"}]"#,
    steps:
      #"[{"at": 0.5, "addSubview": {"repeat": 2, "template": "card", "id": "n${i}"}, "to": "root"}, {"set": [{"view": "c1/title", "alpha": 0.5}]}]"#,
    extra:
      #", "templates": {"card": {"frame": [0, 0, 10, 10], "subviews": [{"id": "title", "text": {"string": "${label}"}}]}}, "props": {"alpha": 0.5, "label": "Hi"}"#
  ),
  SchemaCase(
    "layer steps, layer changes and a transaction",
    views:
      #"[{"id": "a", "frame": [0, 0, 10, 10], "layers": [{"id": "dot", "class": "bead", "bounds": [0, 0, 4, 4]}]}]"#,
    steps: #"""
      [{"addSublayer": {"id": "ring", "type": "shape", "path": {"ellipse": [0, 0, 4, 4]}}, "to": "a"},
       {"insertSublayer": {"id": "under"}, "below": "dot"}, {"insertSublayer": "under", "into": "a", "index": 0},
       {"at": 0.1, "layer": "dot", "key": "fade", "addAnimation": {"keyPath": "opacity", "to": 0,
         "completion": [{"if": "cancelled", "removeAllAnimations": "dot"}]}},
       {"at": 0.2, "removeAnimation": "fade", "layer": "dot"},
       {"at": 0.3, "set": [{"layer": ".bead", "opacity": 0.5}, {"view": "a", "alpha": 1}]},
       {"at": 0.4, "transaction": {"duration": 0.5, "timingFunction": "easeIn", "disableActions": false,
         "changes": [{"layer": "dot", "frame": [1, 1, 2, 2]}], "completion": [{"removeFromSuperlayer": "ring"}]}},
       {"animate": {"duration": 1, "changes": [{"layer": "dot", "cornerRadius": 2}]}}]
      """#),
  SchemaCase(
    "an interactive animator",
    steps: #"""
      [{"animator": {"id": "x", "duration": 1, "spring": {"damping": 0.8}, "start": false, "scrubsLinearly": true,
        "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "end", "removeFromSuperview": "a"}]}},
       {"at": 0.1, "scrubAnimator": "x", "fraction": 0.5, "over": 0.3, "curve": "easeOut"},
       {"at": 0.5, "reverseAnimator": "x", "reversed": false},
       {"at": 0.5, "continueAnimator": "x", "curve": "linear", "durationFactor": 0.5},
       {"at": 0.6, "pauseAnimator": "x"}, {"at": 0.7, "startAnimator": "x", "delay": 0.1},
       {"at": 0.9, "stopAnimator": "x", "withoutFinishing": false, "finalPosition": "current"}]
      """#),
  SchemaCase(
    "addAnimations before start",
    steps:
      #"[{"animator": {"id": "x", "duration": 1, "start": false}}, {"addAnimations": {"animator": "x", "changes": []}}]"#
  ),
  SchemaCase(
    "keyframes with a mode and a curve",
    steps: #"""
      [{"animateKeyframes": {"duration": 2, "curve": "linear", "options": ["calculationModeCubic", "repeat"],
        "changes": [{"view": "a", "alpha": 0}],
        "keyframes": [{"start": 0, "duration": 0.5, "changes": [{"view": "a", "center": [5, 50]}]}],
        "completion": [{"if": "finished", "removeFromSuperview": "a"}]}}]
      """#),
  SchemaCase.animate("damping spring", #""spring": {"damping": 0.5, "velocity": -1}, "changes": []"#),
  SchemaCase(
    "bounce spring", steps: #"[{"animate": {"spring": {"duration": 0.5, "bounce": -0.4}, "changes": []}}]"#),
  SchemaCase(
    "nested block inheriting a spring",
    steps:
      #"[{"animate": {"duration": 1, "spring": {"damping": 1}, "changes": [{"animate": {"changes": []}}]}}]"#),
  SchemaCase(
    "rational fps, null background", canvas: #"{"width": 10, "height": 10, "background": null}"#,
    fps: #""30000/1001""#),
  SchemaCase("decimal fps string", fps: #""29.97""#),
  SchemaCase("$schema key", extra: #", "$schema": "../Documentation/timeline.schema.json""#),
  SchemaCase("tag written 7.0", views: #"[{"id": "a", "tag": 7.0}]"#),
  SchemaCase(
    "view without id, center with bounds", views: #"[{"center": [5, 5], "bounds": [0, 0, 10, 10]}]"#),
  SchemaCase(
    "root recoloured by set",
    steps: #"[{"set": [{"view": "root", "backgroundColor": "white", "alpha": 0.5}]}]"#),
  SchemaCase("insert below without into", steps: #"[{"insertSubview": {"id": "b"}, "below": "a"}]"#),
  SchemaCase.animate(
    "nested override with duration",
    #"""
    "changes": [{"animate": {"duration": 0.5, "options": ["overrideInheritedDuration"],
                 "changes": [{"view": "a", "alpha": 0}]}}]
    """#),
  SchemaCase.animate(
    "completion with if and at",
    #""changes": [], "completion": [{"if": "cancelled", "at": 1, "removeFromSuperview": "a"}]"#),
  SchemaCase(
    "show/hide between existing views",
    views: #"[{"id": "a"}, {"id": "b", "hidden": true}]"#,
    steps: #"""
      [{"transitionFrom": {"from": "a", "to": "b", "type": "crossDissolve", "duration": 1,
        "options": ["showHideTransitionViews"]}}]
      """#),
  SchemaCase(
    "stacks: every setting, nested, changed in a block",
    views: #"""
      [{"id": "s", "stack": {"axis": "horizontal", "spacing": -2, "alignment": "trailing",
        "distribution": "fillProportionally", "insets": [1, 2, 3, 4]},
        "subviews": [{"id": "a", "stack": {}, "frame": [0, 0, 5, 5]}]}]
      """#,
    steps:
      #"[{"animate": {"duration": 1, "changes": [{"view": "s", "stack": {"distribution": "equalCentering"}}]}}]"#
  ),
]
