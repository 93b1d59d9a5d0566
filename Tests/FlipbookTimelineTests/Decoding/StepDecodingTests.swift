import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import FlipbookTiming
import Testing

@Suite("Decoding every step kind")
@MainActor
struct StepDecodingTests {
  let views = #"[{"id": "a", "subviews": [{"id": "a1"}]}, {"id": "b"}]"#

  func steps(_ text: String) throws -> [Step] {
    try #require(loadDocument(timeline(views: views, steps: text))).steps
  }

  @Test func animateBlock() throws {
    let step = try #require(
      try steps(
        #"[{"at": 1.5, "animate": {"duration": 0.6, "delay": 0.2, "curve": [0.1, 0.2, 0.3, 0.4], "options": ["beginFromCurrentState", "autoreverse"], "repeatCount": 2.5, "changes": [{"view": "a", "alpha": 0.5, "backgroundColor": null}, {"animate": {"changes": []}}, {"removeFromSuperview": "b"}], "completion": [{"at": 0.1, "if": "cancelled", "sendSubviewToBack": "a"}]}}]"#
      ).first)
    #expect(step.at == 1.5)
    #expect(step.source.path == "$.steps[0]")
    guard case .animate(let block) = step.action else { throw Failure("not animate") }
    #expect(block.duration == 0.6 && block.delay == 0.2 && block.repeatCount == 2.5)
    #expect(block.curve == .cubicBezier(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)))
    #expect(block.options == [.beginFromCurrentState, .autoreverse])
    #expect(block.changes.count == 3)
    guard case .change(let change) = block.changes[0] else { throw Failure("not a change") }
    #expect(change.view.id == "a" && change[.alpha] == .number(0.5))
    #expect(change[.backgroundColor] == .color(nil))
    #expect(change.view.source.path == "$.steps[0].animate.changes[0].view")
    guard case .step(let nested) = block.changes[1], case .animate(let inner) = nested.action else {
      throw Failure("not nested")
    }
    #expect(inner.duration == nil)
    let completion = try #require(block.completion.first)
    #expect(completion.at == 0.1 && completion.condition == .cancelled)
  }

  @Test func setWithEveryProperty() throws {
    let step = try #require(
      try steps(
        #"[{"set": [{"view": "a", "frame": [1, 2, 3, 4], "bounds": [5, 6, 3, 4], "transform": [1, 0, 0, 1, 7, 8], "alpha": 0, "backgroundColor": [0, 0.5, 1, 1], "hidden": true, "clipsToBounds": true, "tag": -3}]}]"#
      ).first)
    guard case .set(let changes) = step.action, case .change(let change)? = changes.first else {
      throw Failure("not set")
    }
    #expect(change.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(change.bounds == Rect(x: 5, y: 6, width: 3, height: 4))
    #expect(change[.transform] == .transform(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: 8)))
    #expect(change[.backgroundColor] == .color(Color(red: 0, green: 0.5, blue: 1, alpha: 1)))
    #expect(change.isHidden == true && change.clipsToBounds == true && change.tag == -3)
  }

  @Test func transitions() throws {
    let list = try steps(
      #"[{"transition": {"view": "a", "type": "flipFromTop", "duration": 0.5, "curve": "easeOut", "options": ["allowAnimatedContent"], "changes": [{"view": "a1", "hidden": true}], "completion": [{"removeFromSuperview": "a1"}]}}, {"transitionFrom": {"from": "b", "to": {"id": "c"}, "type": "crossDissolve", "duration": 1}}, {"at": 2, "transitionFrom": {"from": "a", "to": "c", "type": "curlDown", "duration": 1, "options": ["showHideTransitionViews"]}}]"#
    )
    guard case .transition(let t) = list[0].action, case .transitionFrom(let f) = list[1].action,
      case .transitionFrom(let g) = list[2].action
    else { throw Failure("not transitions") }
    #expect(t.view.id == "a" && t.type == .flipFromTop && t.duration == 0.5 && t.curve == .easeOut)
    #expect(t.options == .allowAnimatedContent && t.changes.count == 1 && t.completion.count == 1)
    #expect(f.from.id == "b" && f.type == .crossDissolve && f.type.option == .transitionCrossDissolve)
    guard case .new(let tree) = f.to, case .existing(let target) = g.to else { throw Failure("bad to") }
    #expect(tree.first?.id == "c" && target.id == "c")
  }

  @Test func hierarchySteps() throws {
    let list = try steps(
      #"[{"addSubview": {"id": "n", "subviews": [{"id": "m"}]}, "to": "a"}, {"insertSubview": "b", "into": "a", "index": 1}, {"insertSubview": {"id": "o"}, "above": "a1"}, {"insertSubview": "n", "below": "b", "into": "a"}, {"removeFromSuperview": "a1"}, {"bringSubviewToFront": "a"}, {"sendSubviewToBack": "b"}, {"exchangeSubviews": [0, 1], "in": "a"}]"#
    )
    #expect(
      list.map(\.action.name) == [
        "addSubview", "insertSubview", "insertSubview", "insertSubview", "removeFromSuperview",
        "bringSubviewToFront", "sendSubviewToBack", "exchangeSubviews",
      ])
    guard case .addSubview(let tree, let to) = list[0].action else { throw Failure("add") }
    #expect(tree.views.map(\.id) == ["n", "m"] && tree.roots == [0] && tree.views[0].subviews == [1])
    #expect(to.id == "a")
    guard case .insertSubview(.existing(let b), .index(1, let into)) = list[1].action else {
      throw Failure("ins")
    }
    #expect(b.id == "b" && into.id == "a")
    guard case .insertSubview(.new, .above(let sibling, nil)) = list[2].action else { throw Failure("above") }
    #expect(sibling.id == "a1")
    guard case .insertSubview(.existing, .below(_, let container?)) = list[3].action else {
      throw Failure("below")
    }
    #expect(container.id == "a")
    guard case .exchangeSubviews(let parent, 0, 1) = list[7].action else { throw Failure("exchange") }
    #expect(parent.id == "a")
  }

  @Test func viewDefaultsAndTransformObject() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views:
            #"[{"id": "v", "transform": {"translate": [10, 0], "rotate": 90, "scale": [2, 3]}, "autoresizingMask": ["flexibleWidth", "flexibleTopMargin"]}, {}]"#
        )))
    let v = document.views.views[0]
    // A point (1, 1): scaled (2, 3), rotated 90° clockwise (−3, 2), translated (7, 2).
    #expect(Point(x: 1, y: 1).applying(v.transform) == Point(x: 7, y: 2))
    #expect(v.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
    let plain = document.views.views[1]
    #expect(plain.id == nil && plain.frame == nil && plain.alpha == 1 && plain.tag == 0)
    #expect(plain.autoresizesSubviews && !plain.isHidden && plain.backgroundColor == nil)
    #expect(document.viewIDs == ["v"])
  }

  @Test func documentLevelValues() throws {
    let text =
      ##"{"$schema": "x", "version": 1, "canvas": {"width": 640, "height": 360, "background": "#FFF", "scale": 2}, "fps": 29.97, "duration": 3}"##
    let document = try #require(loadDocument(text))
    #expect(document.canvas == Canvas(width: 640, height: 360, background: .white, scale: 2))
    #expect(document.frameRate == FrameRate(numerator: 2997, denominator: 100))
    #expect(document.frameCount == 90)  // round(3 × 29.97) = round(89.91)
    #expect(document.summary == "640×360 at 29.97 fps, 3 s (90 frames), 0 views, 0 steps")
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
