/// A font request: a fontconfig family, a size in points and a weight (Flipbook's `UIFont`).
///
/// The renderer asks fontconfig for the family; when it is missing, fontconfig's closest match is used.
/// The default family, DejaVu Sans (Debian's `fonts-dejavu-core`), is installed by the project's setup
/// commands, so renders match on every machine with the same packages.
///
/// ```swift
/// let title = Font(size: 34, weight: .bold)
/// let body = Font(family: "DejaVu Serif", size: 17)
/// ```
public struct Font: Sendable, Hashable {
  /// The family every `Font` uses unless told otherwise.
  public static let defaultFamily = "DejaVu Sans"
  /// `UILabel`'s default size, in points.
  public static let defaultSize = 17.0

  /// The fontconfig family name, for example `"DejaVu Sans"`.
  public var family: String
  /// The size in points: the em square is this many points tall.
  public var size: Double
  /// The weight.
  public var weight: Weight

  /// Creates a font request; the defaults are DejaVu Sans, 17 points, regular.
  public init(family: String = Font.defaultFamily, size: Double = Font.defaultSize, weight: Weight = .regular)
  {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// A font weight on the OpenType scale (100 thin … 900 black), named as `UIFont.Weight` names them.
  ///
  /// ```swift
  /// Font.Weight.semibold.rawValue  // 600
  /// Font.Weight(rawValue: 350)     // between light and regular
  /// ```
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    /// The OpenType weight, 1 … 1000.
    public var rawValue: Int

    /// A weight on the OpenType scale, clamped to 1 … 1000.
    public init(rawValue: Int) { self.rawValue = min(max(rawValue, 1), 1000) }

    public static let ultraLight = Weight(rawValue: 100)
    public static let thin = Weight(rawValue: 200)
    public static let light = Weight(rawValue: 300)
    public static let regular = Weight(rawValue: 400)
    public static let medium = Weight(rawValue: 500)
    public static let semibold = Weight(rawValue: 600)
    public static let bold = Weight(rawValue: 700)
    public static let heavy = Weight(rawValue: 800)
    public static let black = Weight(rawValue: 900)

    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
  }
}
