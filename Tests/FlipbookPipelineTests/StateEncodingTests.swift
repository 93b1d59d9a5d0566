import Crypto
import Flipbook
import FlipbookGeometry
import FlipbookRender
import Foundation
import Testing

@testable import FlipbookPipeline

/// The state hash is the SHA-256 of an explicit, versioned byte format: its value for a known snapshot is
/// pinned (a change to the format must raise `StateEncoding.version` and this pin), and every field that
/// snapshot equality compares changes the hash.
@Suite struct StateEncodingTests {
  static func hash(_ snapshot: RenderSnapshot) -> String {
    var encoding = StateEncoding()
    var hasher = SHA256()
    encoding.hash(snapshot, into: &hasher)
    return FrameManifest.hex(hasher.finalize())
  }

  /// A snapshot with every kind of content: a styled node, a display list with every command, a text, an
  /// image and a transition.
  static let known: RenderSnapshot = {
    var card = RenderNode(
      subtreeEnd: 2, center: Point(x: 50, y: 40), bounds: Rect(x: 0, y: 0, width: 60, height: 30),
      transform: AffineTransform(rotationAngle: 0.25), alpha: 0.75, backgroundColor: .orange,
      clipsToBounds: true, contentScaleFactor: 2, displayList: 0,
      style: LayerStyle(cornerRadius: 8, borderWidth: 2, shadowOpacity: 0.35), contentMode: .center,
      contentStretch: Rect(x: 0.25, y: 0, width: 0.5, height: 1), content: 0)
    card.values.style.shadowOffset = Size(width: 0, height: -0.0)
    let label = RenderNode(
      subtreeEnd: 4, center: Point(x: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 20, height: 20),
      isHidden: true, transition: 0, content: 1)
    let image = Image(width: 2, height: 1, pixels: [0xFF00_80FF, 0x8000_0080])
    let before = RenderSnapshot(
      time: 0, size: Size(width: 100, height: 80),
      nodes: [
        RenderNode(
          subtreeEnd: 1, center: Point(x: 50, y: 40), bounds: Rect(x: 0, y: 0, width: 100, height: 80))
      ])
    let commands: [DrawCommand] = [
      .saveState, .setFillColor(.red), .setStrokeColor(.blue), .setLineWidth(1.5),
      .concatenate(AffineTransform(scaleX: 2, y: 3)), .moveTo(Point(x: 1, y: 2)), .lineTo(Point(x: 3, y: 4)),
      .curveTo(control1: Point(x: 5, y: 6), control2: Point(x: 7, y: 8), end: Point(x: 9, y: 10)), .closePath,
      .addRect(Rect(x: 0, y: 0, width: 4, height: 4)), .addEllipse(in: Rect(x: 1, y: 1, width: 2, height: 2)),
      .fillPath(evenOdd: true), .strokePath, .clipToPath(evenOdd: false),
      .clear(Rect(x: 0, y: 0, width: 1, height: 1)), .restoreState,
    ]
    return RenderSnapshot(
      time: 1.5, size: Size(width: 100, height: 80),
      nodes: [
        RenderNode(
          subtreeEnd: 4, center: Point(x: 50, y: 40), bounds: Rect(x: 0, y: 0, width: 100, height: 80)),
        card, RenderNode(subtreeEnd: 4, center: .zero, bounds: .zero), label,
      ],
      displayLists: [DisplayList(commands: commands)],
      transitions: [TransitionSnapshot(kind: .curlUp, progress: 0.5, before: before)],
      contents: [
        .image(image),
        .text(
          TextContent(
            "Flipbook ✓", font: Font(family: "DejaVu Sans", size: 12, weight: .bold), color: .white,
            alignment: .center, numberOfLines: 2)),
      ])
  }()

  @Test func theHashOfAKnownSnapshotIsPinned() {
    #expect(StateEncoding.version == 1)
    #expect(Self.hash(Self.known) == "04ae3fd286785d5dbb67e9ad6cb40b72e6832613f5b9230115b9463261473db5")
  }

  /// `Documentation/Deploy.md` documents the version the code writes.
  @Test func theDocumentedVersionIsTheOneWritten() throws {
    let deploy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/Deploy.md")
    let text = try String(contentsOf: deploy, encoding: .utf8)
    #expect(
      text.contains("fixed byte format,\nversion \(StateEncoding.version) ("), "Deploy.md, The state hash")
    #expect(
      text.contains("- The bytes: the version (\(StateEncoding.version));"), "Deploy.md, The state hash")
  }

  @Test func anEqualSnapshotHashesTheSameAndImagesByTheirPixels() {
    var copy = Self.known
    #expect(Self.hash(copy) == Self.hash(Self.known))
    copy.contents[0] = .image(Image(width: 2, height: 1, pixels: [0xFF00_80FF, 0x8000_0080]))
    #expect(Self.hash(copy) == Self.hash(Self.known), "another image object with the same pixels")
    copy.contents[0] = .image(Image(width: 2, height: 1, pixels: [0xFF00_80FF, 0x8000_0081]))
    #expect(Self.hash(copy) != Self.hash(Self.known))
  }

  /// One change per stored field of a node, found by `Mirror`: a field added to `RenderNode` (which
  /// equality, and so `drawsSamePicture`, compares) fails here by name until it is given a change here and
  /// written by `StateEncoding`.
  static let nodeChanges: [String: @Sendable (inout RenderNode) -> Void] = [
    "subtreeEnd": { $0.subtreeEnd += 1 },
    "values": { $0.values.alpha /= 2 },
    "isHidden": { $0.isHidden.toggle() },
    "clipsToBounds": { $0.clipsToBounds.toggle() },
    "contentScaleFactor": { $0.contentScaleFactor *= 2 },
    "displayList": { $0.displayList = $0.displayList == nil ? 0 : nil },
    "transition": { $0.transition = $0.transition == nil ? 0 : nil },
    "contentMode": { $0.contentMode = $0.contentMode == .redraw ? .top : .redraw },
    "content": { $0.content = $0.content == nil ? 0 : nil },
    "layers": { $0.layers = $0.layers == nil ? LayerSpan(start: 0, split: 0, end: 1) : nil },
    "mask": { $0.mask = $0.mask == nil ? 0 : nil },
  ]

  static let snapshotChanges: [String: @Sendable (inout RenderSnapshot) -> Void] = [
    "time": { $0.time += 1 },
    "size": { $0.size.width += 1 },
    "nodes": { $0.nodes[1].values.center.x += 1 },
    "displayLists": { $0.displayLists[0].commands.append(.strokePath) },
    "transitions": { $0.transitions[0].before.time += 1 },
    "contents": { $0.contents.swapAt(0, 1) },
    "layers": { $0.layers.append(LayerNode(kind: .shape, id: "ring", values: LayerValues(), subtreeEnd: 1)) },
    "particles": { snapshot in
      for field in [\ParticleBuffer.x, \.y, \.z, \.scale, \.angle, \.red, \.green, \.blue, \.alpha, \.birth] {
        snapshot.particles[keyPath: field].append(1)
      }
      snapshot.particles.picture.append(0)
    },
  ]

  /// An emitter layer's particle range and what its cells draw change the hash.
  @Test func anEmittersParticlesAndPicturesAreHashed() {
    var base = Self.known
    base.layers = [LayerNode(kind: .emitter, id: "confetti", values: LayerValues(), subtreeEnd: 1)]
    base.layers[0].pictures = [.shape(.square)]
    var moved = base
    moved.layers[0].particles = 0..<1
    var other = base
    other.layers[0].pictures = [.shape(.circle)]
    #expect(Self.hash(moved) != Self.hash(base))
    #expect(Self.hash(other) != Self.hash(base))
  }

  /// Every property of a layer changes the hash (a snapshot with layers writes them all).
  @Test func everyPropertyOfALayerIsHashed() {
    var base = Self.known
    base.layers = [LayerNode(kind: .shape, id: "ring", values: LayerValues(), subtreeEnd: 1)]
    for property in LayerProperty.allCases {
      var changed = base
      let other: LayerValue =
        switch property.defaultValue {
        case .number(let x): .number(x + 0.5)
        case .flag(let b): .flag(!b)
        case .point(let p): .point(Point(x: p.x + 1, y: p.y))
        case .size(let s): .size(Size(width: s.width + 1, height: s.height))
        case .rect(let r): .rect(Rect(x: r.origin.x + 1, y: 0, width: 1, height: 1))
        case .color(let c): .color(c == .red ? .blue : .red)
        case .transform: .transform(Transform3D(scaleX: 2, y: 1, z: 1))
        case .path: .path(BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
        case .colors: .colors([.red])
        case .numbers: .numbers([0.5])
        case .keyword(let name): .keyword(name + "x")
        case .image: .image(Image(width: 1, height: 1, pixels: [0xFF00_0000]))
        }
      changed.layers[0].values[property] = other
      #expect(changed.layers[0].values[property] == other, "\(property) takes the changed value")
      #expect(Self.hash(changed) != Self.hash(base), "LayerNode.values.\(property) does not change the hash")
    }
  }

  static let transitionChanges: [String: @Sendable (inout TransitionSnapshot) -> Void] = [
    "kind": { $0.kind = $0.kind == .flipFromTop ? .flipFromBottom : .flipFromTop },
    "progress": { $0.progress /= 2 },
    "before": { $0.before.nodes[0].isHidden.toggle() },
  ]

  @Test func everyFieldOfANodeIsHashed() {
    for field in Mirror(reflecting: Self.known.nodes[1]).children.compactMap(\.label) {
      guard let change = Self.nodeChanges[field] else {
        Issue.record("RenderNode.\(field) is compared but has no change in StateEncodingTests: hash it")
        continue
      }
      var changed = Self.known
      change(&changed.nodes[1])
      #expect(changed != Self.known, "\(field)")
      #expect(Self.hash(changed) != Self.hash(Self.known), "RenderNode.\(field) does not change the hash")
    }
  }

  @Test func everyFieldOfASnapshotAndATransitionIsHashed() {
    for field in Mirror(reflecting: Self.known).children.compactMap(\.label) {
      guard let change = Self.snapshotChanges[field] else {
        Issue.record("RenderSnapshot.\(field) is compared but has no change in StateEncodingTests: hash it")
        continue
      }
      var changed = Self.known
      change(&changed)
      #expect(Self.hash(changed) != Self.hash(Self.known), "RenderSnapshot.\(field) does not change the hash")
    }
    for field in Mirror(reflecting: Self.known.transitions[0]).children.compactMap(\.label) {
      guard let change = Self.transitionChanges[field] else {
        Issue.record(
          "TransitionSnapshot.\(field) is compared but has no change in StateEncodingTests: hash it")
        continue
      }
      var changed = Self.known
      change(&changed.transitions[0])
      #expect(
        Self.hash(changed) != Self.hash(Self.known), "TransitionSnapshot.\(field) does not change the hash")
    }
  }

  /// A view's anchor point, the one stored value that is not an animatable property, changes the hash; at
  /// the middle it writes nothing, so the known hash above stays that of a node without it.
  @Test func theAnchorPointChangesTheHash() {
    var changed = Self.known
    changed.nodes[1].values.anchorPoint = Point(x: 0, y: 0.5)
    #expect(Self.hash(changed) != Self.hash(Self.known))
    var other = changed
    other.nodes[1].values.anchorPoint = Point(x: 0.5, y: 0)
    #expect(Self.hash(other) != Self.hash(changed))
    other.nodes[1].values.anchorPoint = AnimatableValues.defaultAnchorPoint
    #expect(Self.hash(other) == Self.hash(Self.known))
  }

  /// A node's values are hashed property by property, so every stored value must be a property (but the
  /// anchor point, hashed on its own above): the fields of `AnimatableValues` and its `LayerStyle` are the
  /// animatable properties' names.
  @Test(arguments: AnimatableProperty.allCases)
  func everyAnimatableValueIsAPropertyAndChangesTheHash(property: AnimatableProperty) {
    let values = Self.known.nodes[1].values
    var stored = Set(Mirror(reflecting: values).children.compactMap(\.label))
    stored.remove("style")
    stored.remove("anchorPoint")
    stored.insert("transform")  // transform3D's affine part, computed from it
    stored.formUnion(Mirror(reflecting: values.style).children.compactMap(\.label))
    #expect(stored == Set(AnimatableProperty.allCases.map(\.name)))
    var changed = Self.known
    let bumped = values[property].components.map { $0 + 0.125 }
    let value: PropertyValue =
      switch values[property] {
      case .number: .number(bumped[0])
      case .point: .point(Point(x: bumped[0], y: bumped[1]))
      case .size: .size(Size(width: bumped[0], height: bumped[1]))
      case .rect: .rect(Rect(x: bumped[0], y: bumped[1], width: bumped[2], height: bumped[3]))
      case .transform:
        .transform(
          AffineTransform(
            a: bumped[0], b: bumped[1], c: bumped[2], d: bumped[3], tx: bumped[4], ty: bumped[5]))
      case .transform3D: .transform3D(Transform3D(entries: bumped)!)
      case .color: .color(Color(red: bumped[0], green: bumped[1], blue: bumped[2], alpha: bumped[3]))
      }
    let accepted = changed.nodes[1].values.setValue(value, for: property)
    #expect(accepted)
    #expect(Self.hash(changed) != Self.hash(Self.known), "\(property)")
  }
}
