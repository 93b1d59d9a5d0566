import FlipbookGeometry

/// An animatable property of ``View``: the one list every part of Flipbook derives its per-property code from.
///
/// The engine's cold paths (cancelling, walking a view's animations, presentation values, snapshot fields),
/// a new view's values, the finite check, the state hash, `flipbook plot`, and the timeline format's keys,
/// decoding, sampling and schema checks all go through this list and each case's descriptor. Adding a
/// property means adding a case here and its descriptor (kind, default, storage, table, setter) in
/// ``PropertyDescriptors``, its field in ``AnimatableValues`` (or ``LayerStyle``, only for what a styled
/// layer's sprite draws: its fields are the sprite cache's key), the public accessor on `View`, and what it
/// means to the renderer; the compiler points at the descriptor switch, and tests name the schema entries,
/// the format page's row and the fuzz dictionary word that are missing. The raw value is the property's name
/// in the timeline format.
///
/// ```swift
/// AnimatableProperty(rawValue: "alpha")        // .alpha
/// AnimatableProperty.alpha.kind                // .unitInterval
/// card.value(for: .alpha)                      // .number(1)
/// card.setValue(.number(0.5), for: .alpha)     // same as card.alpha = 0.5 (animates inside a block)
/// ```
public enum AnimatableProperty: String, CaseIterable, Sendable, Hashable {
  case center
  case bounds
  case transform
  case transform3D
  case alpha
  case backgroundColor
  case contentStretch
  case cornerRadius
  case borderWidth
  case borderColor
  case shadowColor
  case shadowOpacity
  case shadowOffset
  case shadowRadius

  /// The property's position in `allCases`, without a search: a case without payload is stored as its
  /// declaration index. Snapshots bucket step values by it and changes apply in its order
  /// (`PropertyListTests` checks it against `allCases`).
  ///
  /// ```swift
  /// AnimatableProperty.alpha.ordinal  // 4
  /// ```
  public var ordinal: Int {
    // One byte up to 256 cases, two beyond (little-endian, as Swift stores a payloadless enum's tag).
    withUnsafeBytes(of: self) { $0.count == 1 ? Int($0[0]) : Int($0.loadUnaligned(as: UInt16.self)) }
  }

  /// The number of properties (`allCases.count`, without making the array).
  ///
  /// ```swift
  /// AnimatableProperty.count  // 14
  /// ```
  public static let count = allCases.count

  /// The property's descriptor: where its model value lives, which track table animates it, how it converts.
  var descriptor: any PropertyDescriptorProtocol {
    switch self {
    case .center: PropertyDescriptors.center
    case .bounds: PropertyDescriptors.bounds
    case .transform: PropertyDescriptors.transform
    case .transform3D: PropertyDescriptors.transform3D
    case .alpha: PropertyDescriptors.alpha
    case .backgroundColor: PropertyDescriptors.backgroundColor
    case .contentStretch: PropertyDescriptors.contentStretch
    case .cornerRadius: PropertyDescriptors.cornerRadius
    case .borderWidth: PropertyDescriptors.borderWidth
    case .borderColor: PropertyDescriptors.borderColor
    case .shadowColor: PropertyDescriptors.shadowColor
    case .shadowOpacity: PropertyDescriptors.shadowOpacity
    case .shadowOffset: PropertyDescriptors.shadowOffset
    case .shadowRadius: PropertyDescriptors.shadowRadius
    }
  }

  /// The property's name in the timeline format and in `flipbook sample` output (its raw value).
  public var name: String { rawValue }

  /// What kind of value the property holds, and so how the timeline format writes and checks it.
  public var kind: PropertyKind { descriptor.kind }

  /// The value of a new view (UIKit's and Core Animation's default).
  ///
  /// ```swift
  /// AnimatableProperty.shadowOffset.defaultValue  // .size(Size(width: 0, height: -3))
  /// ```
  public var defaultValue: PropertyValue { descriptor.defaultPropertyValue }

  /// The names of the numbers the value is made of, as `flipbook plot` and `flipbook sample` call them.
  ///
  /// ```swift
  /// AnimatableProperty.shadowOffset.componentNames  // ["shadowOffset.width", "shadowOffset.height"]
  /// AnimatableProperty.alpha.componentNames         // ["alpha"]
  /// ```
  public var componentNames: [String] { descriptor.componentNames }

  /// Whether every component of the property changes by a finite amount from `start` to `end` (true for a
  /// colour that is `nil` at either end). Allocates nothing.
  ///
  /// ```swift
  /// var end = start
  /// end.alpha = .infinity
  /// AnimatableProperty.alpha.differenceIsFinite(from: start, to: end)  // false
  /// ```
  public func differenceIsFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool {
    descriptor.differenceIsFinite(from: start, to: end)
  }

  /// Whether every property changes by a finite amount from `start` to `end`: ``differenceIsFinite(from:to:)``
  /// for all of them, reading both values in place.
  ///
  /// ```swift
  /// AnimatableProperty.differencesAreFinite(from: start, to: start)  // true when start is finite
  /// ```
  public static func differencesAreFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool {
    withUnsafeBytes(of: start) { start in
      withUnsafeBytes(of: end) { end in
        storedCases.allSatisfy {
          $0.descriptor.differenceIsFinite(from: start.baseAddress!, to: end.baseAddress!)
        }
      }
    }
  }

  /// The properties stored in ``AnimatableValues``, in order. The others are computed from stored ones
  /// (`transform` is `transform3D`'s affine part: some of its components), so their differences are finite
  /// when the stored ones' are; reading one goes through a key path that copies the whole value.
  static let storedCases = allCases.filter { $0.descriptor.modelBytes != nil }
}

/// The kinds of value an animatable property holds, as the timeline format writes and checks them.
///
/// ```swift
/// AnimatableProperty.contentStretch.kind   // .unitRect: [x, y, w, h] with every component in [0, 1]
/// ```
public enum PropertyKind: Sendable, Hashable {
  /// A number in [0, 1].
  case unitInterval
  /// Any finite number.
  case number
  /// A number >= 0.
  case nonNegative
  /// `[x, y]`.
  case point
  /// `[width, height]`.
  case size
  /// `[x, y, width, height]`.
  case rect
  /// `[x, y, width, height]` with each component in [0, 1] (a unit-coordinate rectangle).
  case unitRect
  /// A matrix `[a, b, c, d, tx, ty]` or `{scale, rotate, translate}`.
  case transform
  /// A 3-D matrix: 16 numbers `m11 … m44` or `{scale, rotateX, rotateY, rotateZ, translate, perspective}`.
  case transform3D
  /// A colour.
  case color
  /// A colour, or `null` for none.
  case optionalColor
}

/// A value of some animatable property, for code that handles properties by name (the timeline format).
///
/// ```swift
/// card.setValue(.point(Point(x: 10, y: 20)), for: .center)
/// if case .number(let alpha) = card.value(for: .alpha) { print(alpha) }
/// ```
///
/// The transforms are stored out of line, so that a value is the size of a rectangle or a colour: a
/// document keeps one per property it sets (a million views' changes keep millions), and most are numbers,
/// points and colours.
public enum PropertyValue: Sendable, Hashable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  indirect case transform(AffineTransform)
  indirect case transform3D(Transform3D)
  case color(Color?)
}
