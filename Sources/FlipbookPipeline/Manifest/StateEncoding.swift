import Crypto
import Flipbook
import FlipbookGeometry
import FlipbookRender

/// The bytes whose SHA-256 is a frame's state hash: every field of a snapshot that decides its picture,
/// written explicitly in a fixed, versioned format (`Documentation/Deploy.md`, "The state hash"), so that
/// the hash depends on no library's text output and stays the same across toolchains.
///
/// Every number is 8 bytes little-endian: an integer as a signed 64-bit value, a `Double` as its bit
/// pattern (so -0 and 0 differ), a flag as 0 or 1, a missing index as -1. A string is its UTF-8 byte count
/// then its bytes; a list is its count then its elements. Enumerations are written as the tags below,
/// which never change within a version.
///
/// ```swift
/// var encoding = StateEncoding()
/// var hasher = SHA256()
/// encoding.hash(snapshot, into: &hasher)
/// ```
struct StateEncoding {
  /// The format's version, the first number written: a change to what is written or how raises it.
  static let version = 1

  /// The bytes of the last snapshot hashed (a buffer kept between frames).
  private(set) var bytes: [UInt8] = []
  /// The SHA-256 of each image's pixels, computed once per image (images are immutable and shared).
  private var imageDigests: [ObjectIdentifier: (image: Image, digest: [UInt8])] = [:]

  init() {}

  /// Feeds the version and `snapshot` (time, size, nodes, display lists, transitions, contents) into
  /// `hasher`.
  mutating func hash(_ snapshot: RenderSnapshot, into hasher: inout SHA256) {
    bytes.removeAll(keepingCapacity: true)
    integer(Self.version)
    snapshotBody(snapshot)
    hasher.update(data: bytes)
  }

  private mutating func snapshotBody(_ snapshot: RenderSnapshot) {
    number(snapshot.time)
    number(snapshot.size.width)
    number(snapshot.size.height)
    integer(snapshot.nodes.count)
    for node in snapshot.nodes { write(node) }
    integer(snapshot.displayLists.count)
    for list in snapshot.displayLists {
      integer(list.commands.count)
      for command in list.commands { write(command) }
    }
    integer(snapshot.transitions.count)
    for transition in snapshot.transitions {
      integer(transition.kind.rawValue)
      number(transition.progress)
      snapshotBody(transition.before)
    }
    integer(snapshot.contents.count)
    for content in snapshot.contents { write(content) }
    // Layers are a tagged section written only when there are some, so that documents without layers keep
    // the hashes they had.
    if !snapshot.layers.isEmpty {
      integer(-2)
      integer(snapshot.layers.count)
      for layer in snapshot.layers { write(layer) }
    }
    // Particles likewise: a tagged section only when an emitter shows some.
    if snapshot.particles.count > 0 {
      integer(-6)
      write(snapshot.particles)
    }
  }

  /// The layer properties added after version 1, in the groups they came in (depth; shadows and
  /// contents; replicators; emitters). A layer writes a group only when one of its properties is not at its
  /// default, and raises its kind's index by 100 × 2^g for each group g written, so that a layer that leaves them all at their
  /// defaults writes the bytes it wrote before they existed and its state keeps its hash within version 1.
  static let laterPropertyGroups: [[LayerProperty]] = [
    [.sublayerTransform, .anchorPointZ, .doubleSided],
    [.shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .contents, .contentsGravity, .contentsRect],
    [
      .instanceCount, .instanceTransform, .instanceDelay, .instanceColor, .instanceRedOffset,
      .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .preservesDepth,
    ],
    LayerProperty.allCases.filter { $0.layerKinds == [.emitter] },
  ]
  private static let laterGroup: [LayerProperty: Int] = Dictionary(
    uniqueKeysWithValues: laterPropertyGroups.enumerated().flatMap { g, group in group.map { ($0, g) } })

  /// A layer: its structure, then every property in `LayerProperty.allCases` order but the later groups it
  /// leaves at their defaults; the kind's index is raised by 100 × 2^g for each later group g it writes.
  private mutating func write(_ layer: LayerNode) {
    let written = Self.laterPropertyGroups.map { group in
      group.contains { layer.values[$0] != $0.defaultValue }
    }
    let raise = written.enumerated().reduce(0) { $0 + ($1.element ? 100 << $1.offset : 0) }
    integer(LayerKind.allCases.firstIndex(of: layer.kind)! + raise)
    string(layer.id ?? "")
    integer(Int(layer.subtreeEnd))
    index(layer.mask)
    for property in LayerProperty.allCases where Self.laterGroup[property].map({ written[$0] }) ?? true {
      write(layer.values[property])
    }
    if layer.kind == .emitter {
      integer(layer.particles.lowerBound)
      integer(layer.particles.upperBound)
      integer(layer.pictures.count)
      for picture in layer.pictures { write(picture) }
    }
  }

  /// What a cell's particles draw: tag 0 and a shape's index, or tag 1 and an image as content writes it.
  private mutating func write(_ picture: ParticlePicture) {
    switch picture {
    case .shape(let shape):
      integer(0)
      integer(EmitterCell.ContentsShape.allCases.firstIndex(of: shape)!)
    case .image(let image):
      integer(1)
      write(NodeContent.image(image))
    }
  }

  /// The particles, field by field (positions, scale, angle, colour, then what each draws).
  private mutating func write(_ particles: ParticleBuffer) {
    integer(particles.count)
    for field in [
      particles.x, particles.y, particles.z, particles.scale, particles.angle, particles.red, particles.green,
      particles.blue, particles.alpha,
    ] {
      for value in field { number(value) }
    }
    for picture in particles.picture { integer(Int(picture)) }
  }

  /// A layer value: a tag, then its numbers (a path's elements each tagged by kind).
  private mutating func write(_ value: LayerValue) {
    switch value {
    case .number(let x): tagged(0, [x])
    case .flag(let b): tagged(1, [b ? 1 : 0])
    case .point(let p): tagged(2, [p.x, p.y])
    case .size(let s): tagged(3, [s.width, s.height])
    case .rect(let r): tagged(4, r.components)
    case .color(let c): tagged(5, c?.components ?? [])
    // A 2-D transform encodes as it did before layers had depth, so that states keep their hashes.
    case .transform(let t): t.isAffine ? tagged(6, t.affine.components) : tagged(11, t.entries)
    case .path(let path):
      integer(7)
      integer(path.elements.count)
      for element in path.elements {
        switch element {
        case .move(let p): tagged(0, [p.x, p.y])
        case .line(let p): tagged(1, [p.x, p.y])
        case .cubic(let a, let b, let c): tagged(2, [a.x, a.y, b.x, b.y, c.x, c.y])
        case .close: tagged(3, [])
        }
      }
    case .colors(let colors): tagged(8, colors.flatMap(\.components))
    case .numbers(let numbers): tagged(9, numbers)
    case .keyword(let name):
      integer(10)
      string(name)
    case .image(let image):
      integer(12)
      if let image { write(NodeContent.image(image)) } else { integer(-1) }
    }
  }

  /// A node: its structure and flags (and its anchor point when not the middle, its mask when it has one),
  /// then every animatable
  /// property in `AnimatableProperty.allCases` order as its component count and components (a missing
  /// colour has none).
  private mutating func write(_ node: RenderNode) {
    integer(Int(node.subtreeEnd))
    flag(node.isHidden)
    flag(node.clipsToBounds)
    number(node.contentScaleFactor)
    index(node.displayList)
    index(node.transition)
    integer(node.contentMode.rawValue)
    index(node.content)
    if let span = node.layers {
      integer(-3)
      for bound in [span.start, span.split, span.end] { integer(Int(bound)) }
    }
    // Like the layers' depth properties, a view's anchor point is written only when moved from the middle,
    // so that the nodes of documents that never set it keep their hashes.
    if node.values.anchorPoint != AnimatableValues.defaultAnchorPoint {
      integer(-4)
      number(node.values.anchorPoint.x)
      number(node.values.anchorPoint.y)
    }
    if let mask = node.mask {
      integer(-5)
      integer(Int(mask))
    }
    for property in AnimatableProperty.allCases {
      // `transform` is `transform3D`'s affine part: the rest is written only when it has depth, so that the
      // nodes of 2-D documents keep their hashes.
      if property == .transform3D {
        if node.values.hasDepth {
          integer(-6)
          for entry in node.values.transform3D.entries { number(entry) }
        }
        continue
      }
      let components = node.values[property].components
      integer(components.count)
      for component in components { number(component) }
    }
  }

  /// A drawing command: its tag, then its operands in declaration order.
  private mutating func write(_ command: DrawCommand) {
    switch command {
    case .saveState: integer(0)
    case .restoreState: integer(1)
    case .setFillColor(let color): tagged(2, color.components)
    case .setStrokeColor(let color): tagged(3, color.components)
    case .setLineWidth(let width): tagged(4, [width])
    case .concatenate(let matrix): tagged(5, matrix.components)
    case .moveTo(let point): tagged(6, point.components)
    case .lineTo(let point): tagged(7, point.components)
    case .curveTo(let control1, let control2, let end):
      tagged(8, control1.components + control2.components + end.components)
    case .closePath: integer(9)
    case .addRect(let rect): tagged(10, rect.components)
    case .addEllipse(let rect): tagged(11, rect.components)
    case .fillPath(let evenOdd):
      integer(12)
      flag(evenOdd)
    case .strokePath: integer(13)
    case .clipToPath(let evenOdd):
      integer(14)
      flag(evenOdd)
    case .clear(let rect): tagged(15, rect.components)
    }
  }

  /// Content: tag 0 and an image's pixel size, scale, opacity flag and the SHA-256 of its pixels (32
  /// bytes; each pixel a little-endian premultiplied ARGB `UInt32`, row by row); or tag 1 and a text; or
  /// tag 2, a split label's text, where its layout lies in the piece and the piece's UTF-8 range.
  private mutating func write(_ content: NodeContent) {
    switch content {
    case .image(let image):
      integer(0)
      integer(image.width)
      integer(image.height)
      number(image.scale)
      flag(image.isOpaque)
      bytes += digest(of: image)
    case .text(let text):
      integer(1)
      write(text)
    case .textPiece(let piece):
      integer(2)
      write(piece.text)
      for component in piece.layoutBounds.components { number(component) }
      integer(piece.range.lowerBound)
      integer(piece.range.upperBound)
    }
  }

  /// A text's string, font family, size and weight, colour, alignment and line count.
  private mutating func write(_ text: TextContent) {
    string(text.string)
    string(text.font.family)
    number(text.font.size)
    integer(text.font.weight.rawValue)
    for component in text.color.components { number(component) }
    let alignment =
      switch text.alignment {
      case .left: 0
      case .center: 1
      case .right: 2
      case .justified: 3
      }
    integer(alignment)
    integer(text.numberOfLines)
  }

  private mutating func digest(of image: Image) -> [UInt8] {
    if let known = imageDigests[ObjectIdentifier(image)] { return known.digest }
    var hasher = SHA256()
    image.withUnsafePixels { pixels in
      var littleEndian = pixels.map(\.littleEndian)
      littleEndian.withUnsafeMutableBytes { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }
    let digest = Array(hasher.finalize())
    imageDigests[ObjectIdentifier(image)] = (image, digest)
    return digest
  }

  private mutating func tagged(_ tag: Int, _ operands: [Double]) {
    integer(tag)
    for operand in operands { number(operand) }
  }

  private mutating func integer(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
  }

  private mutating func number(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
  }

  private mutating func flag(_ value: Bool) { integer(value ? 1 : 0) }

  private mutating func index(_ value: Int32?) { integer(value.map(Int.init) ?? -1) }

  private mutating func string(_ value: String) {
    integer(value.utf8.count)
    bytes += value.utf8
  }
}
