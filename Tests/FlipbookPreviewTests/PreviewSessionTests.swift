import FlipbookPipeline
import FlipbookPreview
import FlipbookRender
import FlipbookTimeline
import Foundation
import Testing

/// The preview's answers, asked in-process: routing, methods, frames, state, hits, reloads.
@MainActor
@Suite struct PreviewSessionTests {
  static let document = """
    {
      "version": 1, "canvas": { "width": 40, "height": 30, "background": "#FFFFFF" }, "fps": 10, "duration": 1,
      "views": [ { "id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "red",
                   "subviews": [ { "frame": [2, 2, 4, 4], "backgroundColor": "blue" } ] } ],
      "steps": [ { "animate": { "duration": 0.5, "curve": "linear",
                                "changes": [ { "view": "card", "center": [30, 20] } ] } } ]
    }
    """

  /// A folder with `timeline.json` holding `text`; removed by `remove()`.
  struct Folder {
    let url: URL
    var file: String { url.appendingPathComponent("timeline.json").path }
    init(_ text: String) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try write(text)
    }
    func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file)) }
    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  static func get(_ session: PreviewSession, _ path: String, query: [String: String] = [:]) async
    -> PreviewResponse
  {
    await session.respond(to: PreviewRequest(method: "GET", path: path, query: query))
  }

  static func json(_ response: PreviewResponse) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(response.bytes))) as? [String: Any] ?? [:]
  }

  @Test func onlyGetAndHeadAreAnswered() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "BREW"] {
      let response = await session.respond(to: PreviewRequest(method: method, path: "/"))
      #expect(response.status == 405, "\(method)")
      #expect(response.header("Allow") == "GET, HEAD")
    }
    #expect(await session.respond(to: PreviewRequest(method: "HEAD", path: "/")).status == 200)
  }

  @Test func strayPathsAreNotFound() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let stray = [
      "/timeline.json/", "/index.html", "/etc/passwd", "/../timeline.json", "/timeline", "/frame/",
      "/frame/0", "/frame/0.jpg", "/frame/-1.png", "/frame/+1.png", "/frame/10.png", "/frame/1e1.png",
      "/frame/0.png/x", "/frame//0.png", "/state/10.json", "/state/x.json", "/hit/10.json",
      "/frame/99999999999999999999.png", "/frame/٣.png", "//", "",
    ]
    for path in stray {
      #expect(await Self.get(session, path).status == 404, "\(path)")
    }
    #expect(await Self.get(session, "/frame/9.png").status == 200)
  }

  @Test func pageHasTheElementsOfItsInterface() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let page = await Self.get(PreviewSession(source: PreviewSource(path: folder.file)), "/")
    #expect(page.status == 200)
    #expect(page.header("Content-Type") == "text/html; charset=utf-8")
    let html = String(decoding: page.bytes, as: UTF8.self)
    for id in ["picture", "frame", "time", "scrub", "play", "errors", "inspector"] {
      #expect(html.contains("id=\"\(id)\""), "#\(id)")
    }
    #expect(html.contains(#"<input id="scrub" type="range""#))
  }

  @Test func framesAreWhatTheStillRenderPathWrites() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let document = try TimelineLoader.load(text: Self.document, file: folder.file).get()
    for frame in [7, 0, 3, 9] {
      let served = await Self.get(session, "/frame/\(frame).png")
      #expect(served.header("Content-Type") == "image/png")
      let path = folder.url.appendingPathComponent("still-\(frame).png").path
      let sink = try SingleFileSink(path: path, colorType: PNGColorType.frames(of: document))
      try await FrameRenderer.forDocument(document).render(
        frames: [frame], from: TimelinePlayer(document: document), to: sink)
      #expect(served.bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), "frame \(frame)")
    }
  }

  @Test func stateIsWhatSamplePrints() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let document = try TimelineLoader.load(text: Self.document, file: folder.file).get()
    let expected =
      JSONWriter(style: .pretty).string(from: TimelineSampler.sample(document, frames: [4])) + "\n"
    let served = await Self.get(session, "/state/4.json")
    #expect(String(decoding: served.bytes, as: UTF8.self) == expected)
    #expect(served.header("Content-Type") == "application/json")
  }

  @Test func timelineJSONDescribesTheRevision() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let json = Self.json(
      await Self.get(PreviewSession(source: PreviewSource(path: folder.file)), "/timeline.json"))
    #expect(json["revision"] as? Int == 1)
    #expect(json["fps"] as? Double == 10)
    #expect(json["frameCount"] as? Int == 10)
    #expect(json["width"] as? Int == 40)
    #expect(json["height"] as? Int == 30)
    #expect((json["errors"] as? [Any])?.isEmpty == true)
  }

  @Test func aBrokenSaveShowsLocatedErrorsAndKeepsTheLastGoodFrames() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let before = await Self.get(session, "/frame/5.png").bytes
    try folder.write(Self.document.replacingOccurrences(of: "\"linear\"", with: "\"lineer\""))
    session.reload()
    let broken = Self.json(await Self.get(session, "/timeline.json"))
    #expect(broken["revision"] as? Int == 2)
    #expect(broken["frameCount"] as? Int == 10)
    let errors = broken["errors"] as? [[String: Any]] ?? []
    #expect(errors.count == 1)
    #expect(errors.first?["file"] as? String == folder.file)
    #expect(errors.first?["line"] as? Int == 5)
    #expect(errors.first?["column"] as? Int != nil)
    #expect((errors.first?["path"] as? String)?.hasPrefix("$.steps[0]") == true)
    #expect((errors.first?["message"] as? String)?.contains("lineer") == true)
    #expect(await Self.get(session, "/frame/5.png").bytes == before)
    try folder.write(Self.document.replacingOccurrences(of: "\"red\"", with: "\"green\""))
    session.reload()
    let fixed = Self.json(await Self.get(session, "/timeline.json"))
    #expect(fixed["revision"] as? Int == 3)
    #expect((fixed["errors"] as? [Any])?.isEmpty == true)
    #expect(await Self.get(session, "/frame/5.png").bytes != before)
  }

  @Test func theWatcherSeesASaveAndAnImageAppearing() async throws {
    let folder = try Folder(
      Self.document.replacingOccurrences(
        of: #""subviews": [ { "frame""#, with: #""subviews": [ { "image": "dot.png", "frame""#))
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    #expect(session.source.state.errors.first?.message.contains("dot.png") == true)
    let dot = folder.url.appendingPathComponent("dot.png").path
    #expect(session.source.watchedFiles == [folder.file, dot])
    let watcher = PreviewWatcher(session: session)
    #expect(!watcher.check())
    let sink = try SingleFileSink(path: dot)
    let document = try TimelineLoader.load(text: Self.document, file: "dot.json").get()
    try await FrameRenderer.forDocument(document).render(
      frames: [0], from: TimelinePlayer(document: document), to: sink)
    #expect(watcher.check())
    #expect(session.source.state.revision == 2)
    #expect(session.source.state.errors.isEmpty)
  }

  @Test func hitsFindTheTopmostViewWithAnIdAtThatFrame() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    // The card moves until frame 5: at frame 2 hit-testing passes over it (it is animating, and UIKit's
    // hit-testing skips views animating without .allowUserInteraction), the inspector does not; at frame 9
    // it has arrived and both pick it.
    let moved = Self.json(await Self.get(session, "/hit/9.json", query: ["x": "33", "y": "23"]))
    #expect(moved["view"] as? String == "card")
    #expect((moved["properties"] as? [String: Any])?["center"] as? [Double] == [30, 20])
    let child = Self.json(await Self.get(session, "/hit/9.json", query: ["x": "28", "y": "18"]))
    #expect(child["view"] as? String == "card")
    let empty = Self.json(await Self.get(session, "/hit/9.json", query: ["x": "5", "y": "5"]))
    #expect(empty["view"] as? String == "root")
    #expect(empty["properties"] is NSNull)
    // The card is the topmost view there; hit-testing would pick the root.
    let animating = Self.json(await Self.get(session, "/hit/2.json", query: ["x": "33", "y": "23"]))
    #expect(animating["view"] as? String == "card")
    #expect(animating["hitTest"] as? String == "root")
    #expect(moved["hitTest"] as? String == "card")
    for query in [[:], ["x": "1"], ["x": "a", "y": "1"], ["x": "nan", "y": "1"], ["x": "inf", "y": "0"]] {
      #expect(await Self.get(session, "/hit/0.json", query: query).status == 400, "\(query)")
    }
  }

  /// `a` is raised by zPosition over `b`, which comes after it: the inspector names `a`, drawn on top,
  /// and hit-testing `b`, as UIKit's ignores zPosition.
  @Test func theInspectorFollowsTheDrawingOrderAndHitTestingTheSubviewOrder() async throws {
    let folder = try Folder(
      """
      {"version": 1, "canvas": {"width": 100, "height": 60}, "fps": 10, "duration": 1,
       "views": [{"id": "a", "frame": [0, 0, 40, 40], "backgroundColor": "red", "zPosition": 1},
                 {"id": "b", "frame": [20, 0, 40, 40], "backgroundColor": "blue"}],
       "steps": []}
      """)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let hit = Self.json(await Self.get(session, "/hit/0.json", query: ["x": "30", "y": "20"]))
    #expect(hit["view"] as? String == "a")
    #expect(hit["hitTest"] as? String == "b")
  }

  @Test func eventsStartWithTheCurrentStateAndFollowReloads() async throws {
    let folder = try Folder(Self.document)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let response = await Self.get(session, "/events")
    #expect(response.header("Content-Type") == "text/event-stream")
    guard case .events(let stream) = response.body else {
      Issue.record("not an event stream")
      return
    }
    var events = stream.makeAsyncIterator()
    let first = String(decoding: await events.next() ?? [], as: UTF8.self)
    #expect(first == "data: \(session.timelineJSON())\n\n")
    #expect(first.contains(#""revision":1"#))
    try folder.write("{")
    session.reload()
    let second = String(decoding: await events.next() ?? [], as: UTF8.self)
    #expect(second.contains(#""revision":2"#))
    #expect(second.contains(#""line":1"#))
  }

  @Test func labelsAndImagesArePickedThoughHitTestingPassesOverThem() async throws {
    // A label (no user interaction, as UILabel) over a card, and a label clipped away by its superview.
    let folder = try Folder(
      """
      {"version": 1, "canvas": {"width": 40, "height": 30}, "fps": 10, "duration": 1,
       "views": [{"id": "card", "frame": [0, 0, 30, 20], "backgroundColor": "red",
                  "subviews": [{"id": "title", "frame": [2, 2, 20, 8], "text": {"string": "Hi"}}]},
                 {"id": "box", "frame": [30, 20, 10, 10], "clipsToBounds": true,
                  "subviews": [{"id": "outside", "frame": [-20, -10, 10, 5], "text": {"string": "cut"}}]}]}
      """)
    defer { folder.remove() }
    let session = PreviewSession(source: PreviewSource(path: folder.file))
    let label = Self.json(await Self.get(session, "/hit/0.json", query: ["x": "5", "y": "5"]))
    #expect(label["view"] as? String == "title")
    #expect(label["hitTest"] as? String == "card")
    #expect((label["properties"] as? [String: Any])?["text"] != nil)
    // Clipped by "box": the point is on the card, not on the label the clip hides.
    let clipped = Self.json(await Self.get(session, "/hit/0.json", query: ["x": "15", "y": "13"]))
    #expect(clipped["view"] as? String == "card")
  }
}
