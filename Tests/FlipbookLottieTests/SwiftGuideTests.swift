import Flipbook
import FlipbookLottie
import FlipbookRender
import FlipbookTimeline
import Foundation
import Testing

/// Documentation/Swift.md, run from the page's own text: the code between each pair of markers below is a
/// code block of the page (``theCodeIsThePagesText()`` checks it line by line), and each test checks what
/// the page says its block makes.
@MainActor
@Suite struct SwiftGuideTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The page's `swift` code blocks, in order.
  static func blocks() throws -> [[String]] {
    let page = try String(contentsOf: root.appendingPathComponent("Documentation/Swift.md"), encoding: .utf8)
    return page.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0].split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
    }
  }

  /// A fresh folder for a block's files.
  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flipbook-swift-guide-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  @Test func theManifestNamesProductsThisPackageHas() throws {
    let manifest = try Self.blocks()[0].joined(separator: "\n")
    let ours = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = manifest.components(separatedBy: ".product(name: \"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(products == ["Flipbook", "FlipbookRender", "FlipbookTimeline", "FlipbookLottie"])
    for product in products {
      #expect(ours.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"), "\(product)")
    }
  }

  @Test func theImportsAreThisFilesImports() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    for line in try Self.blocks()[1] {
      #expect(source.hasPrefix(line) || source.contains("\n\(line)\n"), "\(line)")
    }
  }

  @Test func framesAreWrittenToAFolder() async throws {
    let out = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: out) }
    // Swift.md block 2 begins
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 180), frameRate: FrameRate(numerator: 30))
    window.backgroundColor = Color(hex: "#0F172A")
    let cards = (0..<3).map { i in
      let card = View(frame: Rect(x: 20 + Double(i) * 100, y: 60, width: 80, height: 60))
      card.backgroundColor = Color(hex: "#F59E0B")
      card.alpha = 0
      window.addSubview(card)
      return card
    }
    View.animate(springDuration: 0.6, bounce: 0.3, stagger: Stagger(spacing: .each(0.1)), views: cards) {
      card, _ in
      card.alpha = 1
      card.center.y -= 20
    }
    let renderer = FrameRenderer(renderer: SnapshotRenderer(background: window.backgroundColor))
    try await renderer.render(
      frames: Array(0..<30), from: window, to: try FrameFileSink(naming: .folder(out + "/frames")))
    // Swift.md block 2 ends
    let names = try FileManager.default.contentsOfDirectory(atPath: out + "/frames").sorted()
    #expect(names.count == 30 && names.first == "frame_000000.png" && names.last == "frame_000029.png")
    // At 1 s every card has risen 20 points (the spring has settled) and is opaque.
    window.step(to: 1.5)
    #expect(cards.allSatisfy { abs($0.presentation.center.y - 70) < 0.01 })
    #expect(cards.map(\.presentation.alpha) == [1, 1, 1])
  }

  @Test func aVideoIsWrittenWhole() async throws {
    let out = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: out) }
    // Swift.md block 3 begins
    func scene() -> Window {
      let window = Window(
        frame: Rect(x: 0, y: 0, width: 320, height: 180), frameRate: FrameRate(numerator: 30))
      let card = View(frame: Rect(x: 20, y: 60, width: 80, height: 60))
      card.backgroundColor = Color(hex: "#22C55E")
      window.addSubview(card)
      View.animate(withDuration: 0.8, delay: 0, options: [.curveEaseInOut]) { card.center.x = 260 }
      return window
    }
    let video = try FFmpegSink(
      path: out + "/card.mp4", settings: VideoSettings(format: .mp4, transparent: false))
    try await FrameRenderer(renderer: SnapshotRenderer()).render(
      frames: Array(0..<30), from: scene(), to: video)
    // Swift.md block 3 ends
    let size = try FileManager.default.attributesOfItem(atPath: out + "/card.mp4")[.size] as? Int ?? 0
    #expect(size > 1000)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["card.mp4"])  // no temporary left
  }

  @Test func aLottieFileIsWritten() throws {
    let out = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: out) }
    // Swift.md block 4 begins
    let timeline = """
      {"version": 1, "canvas": {"width": 320, "height": 180}, "fps": 30, "duration": 1,
       "views": [{"id": "card", "frame": [20, 60, 80, 60], "backgroundColor": "#E11D48"}],
       "steps": [{"animate": {"duration": 0.8, "curve": "easeInOut", "changes": [{"view": "card", "center": [260, 90]}]}}]}
      """
    let document = try TimelineLoader.load(text: timeline, file: "card.json").get()
    let lottie = try LottieExporter().export(document, file: "card.json")
    try Data(lottie).write(to: URL(fileURLWithPath: out + "/card-lottie.json"))
    // Swift.md block 4 ends
    let data = try #require(FileManager.default.contents(atPath: out + "/card-lottie.json"))
    let animation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    // Lottie's w, h, fr and op: the canvas, the fps and the frame count (1 s at 30 fps).
    #expect(animation["w"] as? Int == 320 && animation["h"] as? Int == 180)
    #expect(animation["fr"] as? Double == 30 && animation["op"] as? Double == 30)
  }

  @Test func theCodeIsThePagesText() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let blocks = try Self.blocks()
    #expect(blocks.count == 5)
    for number in 2...4 {
      let region = source.components(separatedBy: "// Swift.md block \(number) begins\n")[1]
        .components(separatedBy: "\n    // Swift.md block \(number) ends")[0]
      let tested = region.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0)
      }
      #expect(tested == blocks[number], "block \(number)")
    }
  }
}
