import CCairo
import CPango
import Flipbook

/// The versions of the libraries and the default font that decide what rendered pixels look like, to
/// record next to golden images: the same versions give the same pixels.
///
/// ```swift
/// print(RenderLibraries.summary)
/// // cairo 1.16.0, pango 1.50.12, harfbuzz 7.0.0, fontconfig 2.14.1, font DejaVu Sans = DejaVuSans.ttf 2.37
/// ```
public enum RenderLibraries {
  /// `name version` pairs: Cairo, Pango, HarfBuzz, fontconfig, and the file and version of the font
  /// fontconfig picks for `Font.defaultFamily`.
  public static var versions: [(name: String, version: String)] {
    let fc = Int(FcGetVersion())
    return [
      ("cairo", String(cString: cairo_version_string())),
      ("pango", String(cString: pango_version_string())),
      ("harfbuzz", String(cString: hb_version_string())),
      ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
      ("font \(Font.defaultFamily)", defaultFont()),
    ]
  }

  /// The versions on one line, comma-separated.
  public static var summary: String {
    versions.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
  }

  /// `= FILE VERSION` of the font fontconfig matches for the default family, or `not found`.
  private static func defaultFont() -> String {
    guard let pattern = FcNameParse(Font.defaultFamily) else { return "not found" }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(nil, pattern, &result) else { return "not found" }
    defer { FcPatternDestroy(match) }
    var file: UnsafeMutablePointer<FcChar8>?
    var version: Int32 = 0
    guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return "not found" }
    _ = FcPatternGetInteger(match, FC_FONTVERSION, 0, &version)
    let path = String(cString: file)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let thousandths = (Int(version) * 1000 + 32768) >> 16
    return "= \(name) \(thousandths / 1000).\(String(thousandths % 1000 + 1000).dropFirst())"
  }
}
