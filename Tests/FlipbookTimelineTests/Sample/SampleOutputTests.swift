import FlipbookTimeline
import Testing

@Suite("flipbook sample output")
@MainActor
struct SampleOutputTests {
  @Test func matchesTheSpecFormat() throws {
    let document = try #require(
      loadDocument(
        timeline(views: ##"[{"id": "card", "frame": [40, 40, 120, 80], "backgroundColor": "#FF3B30"}]"##)))
    let output = TimelineSampler.sample(document, frames: [0])
    // 0x3B / 255 = 0.23137254901…, 0x30 / 255 = 0.18823529411…, written to 10 decimals.
    let expected = """
      {
        "fps": 10,
        "frames": [
          {
            "frame": 0,
            "time": 0,
            "views": {
              "card": {
                "superview": "root",
                "index": 0,
                "center": [100, 80],
                "bounds": [0, 0, 120, 80],
                "frame": [40, 40, 120, 80],
                "transform": [1, 0, 0, 1, 0, 0],
                "transform3D": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                "alpha": 1,
                "backgroundColor": [1, 0.231372549, 0.1882352941, 1],
                "contentStretch": [0, 0, 1, 1],
                "cornerRadius": 0,
                "borderWidth": 0,
                "borderColor": [0, 0, 0, 1],
                "shadowColor": [0, 0, 0, 1],
                "shadowOpacity": 0,
                "shadowOffset": [0, -3],
                "shadowRadius": 3,
                "hidden": false
              }
            }
          }
        ]
      }
      """
    #expect(JSONWriter().string(from: output) == expected)
  }

  @Test func framesComeOutInIncreasingOrderWithTheirTimes() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: #"[{"id": "a", "frame": [0, 0, 10, 10]}]"#,
          steps: #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "alpha": 0}]}}]"#
        )))
    let output = TimelineSampler.sample(document, frames: [15, 5, 5])
    let compact = JSONWriter(style: .compact).string(from: output)
    #expect(
      compact == #"{"fps":10,"frames":[{"frame":5,"time":0.5,"views":{"a":{"superview":"root","index":0,"#
        + #""center":[5,5],"bounds":[0,0,10,10],"frame":[0,0,10,10],"transform":[1,0,0,1,0,0],"#
        + #""transform3D":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":0.5,"#
        + #""backgroundColor":null,"contentStretch":[0,0,1,1],"cornerRadius":0,"borderWidth":0,"borderColor":[0,0,0,1],"shadowColor":[0,0,0,1],"shadowOpacity":0,"shadowOffset":[0,-3],"shadowRadius":3,"hidden":false}}},{"frame":15,"time":1.5,"views":{"a":{"superview":"root","#
        + #""index":0,"center":[5,5],"bounds":[0,0,10,10],"frame":[0,0,10,10],"transform":[1,0,0,1,0,0],"#
        + #""transform3D":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":0,"backgroundColor":null,"contentStretch":[0,0,1,1],"cornerRadius":0,"borderWidth":0,"borderColor":[0,0,0,1],"shadowColor":[0,0,0,1],"shadowOpacity":0,"shadowOffset":[0,-3],"shadowRadius":3,"hidden":false}}}]}"#
    )
  }

  @Test func listsViewsInTheHierarchyWithIDsOnlyAndFilters() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: #"[{"id": "p", "subviews": [{"subviews": [{"id": "deep"}]}, {"id": "q", "hidden": true}]}]"#,
          steps:
            #"[{"at": 0.5, "removeFromSuperview": "q"}, {"at": 0.5, "addSubview": {"id": "n"}, "to": "root"}]"#
        )))
    let all = TimelineSampler.sample(document, frames: [0, 5])
    guard case .object(let top) = all, case .array(let frames) = top[1].1,
      case .object(let frame0) = frames[0], case .object(let views0) = frame0[2].1,
      case .object(let frame5) = frames[1], case .object(let views5) = frame5[2].1
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(views0.map(\.0) == ["p", "deep", "q"])
    #expect(views5.map(\.0) == ["p", "deep", "n"])
    guard case .object(let deep) = views0[1].1, case .object(let q) = views0[2].1 else { return }
    #expect(deep[0].1 == .null)  // its superview has no id
    #expect(q[0].1 == "p" && q[1].1 == .int(1) && q.last?.1 == true && q.last?.0 == "hidden")

    let filtered = TimelineSampler.sample(document, frames: [0], viewIDs: ["q"])
    #expect(JSONWriter(style: .compact).string(from: filtered).contains(#""views":{"q":{"#))
  }

  @Test func rationalFpsIsEchoedAsWritten() throws {
    let text = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": "30000/1001", "duration": 1}"#
    let document = try #require(loadDocument(text))
    #expect(document.frameCount == 30)  // round(1 × 29.97)
    let output = TimelineSampler.sample(document, frames: [1])
    #expect(
      JSONWriter(style: .compact).string(from: output)
        == #"{"fps":"30000/1001","frames":[{"frame":1,"time":0.0333666667,"views":{}}]}"#)
  }

  @Test func checksTheViewsFilter() throws {
    let document = try #require(loadDocument(timeline(views: #"[{"id": "card"}]"#)))
    #expect(throws: ViewFilterError("unknown view 'crad' in --views (did you mean 'card'?)")) {
      try TimelineSampler.checkViewIDs(["card", "crad"], in: document)
    }
  }
}
