extension Color {
  /// Black, `(0, 0, 0, 1)`.
  public static let black = Color(white: 0, alpha: 1)
  /// Dark gray, white 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  /// Light gray, white 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  /// White, `(1, 1, 1, 1)`.
  public static let white = Color(white: 1, alpha: 1)
  /// Gray, white 0.5.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Red, `(1, 0, 0, 1)`.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green, `(0, 1, 0, 1)`.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue, `(0, 0, 1, 1)`.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan, `(0, 1, 1, 1)`.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow, `(1, 1, 0, 1)`.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta, `(1, 0, 1, 1)`.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange, `(1, 0.5, 0, 1)`.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple, `(0.5, 0, 0.5, 1)`.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown, `(0.6, 0.4, 0.2, 1)`.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent black, `(0, 0, 0, 0)`.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The UIKit colour names, in the order of the timeline format's list.
  public static let names: [String] = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "magenta", "orange", "purple", "brown", "clear",
  ]

  /// The UIKit colour with this exact (case-sensitive) name, such as `"darkGray"`, or nil.
  ///
  /// ```swift
  /// Color.named("orange")  // (1, 0.5, 0, 1)
  /// Color.named("Orange")  // nil
  /// ```
  public static func named(_ name: String) -> Color? {
    switch name {
    case "black": .black
    case "darkGray": .darkGray
    case "lightGray": .lightGray
    case "white": .white
    case "gray": .gray
    case "red": .red
    case "green": .green
    case "blue": .blue
    case "cyan": .cyan
    case "yellow": .yellow
    case "magenta": .magenta
    case "orange": .orange
    case "purple": .purple
    case "brown": .brown
    case "clear": .clear
    default: nil
    }
  }
}
