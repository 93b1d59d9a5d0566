import CCairo
import Foundation

extension PropertyPlot {
  /// The plot's size in points (pixels for PNG).
  public var pageSize: (width: Double, height: Double) {
    (
      Layout.width,
      Layout.top + Double(properties.count) * (Layout.panel + Layout.gap) - Layout.gap + Layout.bottom
    )
  }

  /// Writes the plot to `path` as SVG, PDF or PNG (by the extension), under a temporary name then renamed.
  ///
  /// ```swift
  /// try plot.write(to: "card.pdf")
  /// ```
  public func write(to path: String) throws {
    try OutputPath.prepareFolder(of: path)
    try FrameFileSink.writeAtomically(encoded(for: path), to: path)
  }

  /// The plot as the bytes of the file `path` names by its extension (.png, .svg or .pdf).
  private func encoded(for path: String) throws -> [UInt8] {
    let lowered = path.lowercased()
    let (width, height) = pageSize
    if lowered.hasSuffix(".png") {
      let canvas = try CairoCanvas(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
      guard let cr = cairo_create(canvas.surface) else { throw RenderError.cairo("no context") }
      draw(cr)
      let status = cairo_status(cr)
      cairo_destroy(cr)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
      }
      var encoder = PNGEncoder()
      return encoder.encode(canvas)
    }
    guard lowered.hasSuffix(".svg") || lowered.hasSuffix(".pdf") else {
      throw PlotError("\(path): a plot is written as .svg, .pdf or .png")
    }
    // Cairo streams the vector file into memory; the file is then written whole, like every other output.
    let sink = ByteCollector()
    let write: cairo_write_func_t = { closure, data, length in
      let collector = Unmanaged<ByteCollector>.fromOpaque(closure!).takeUnretainedValue()
      collector.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let surface =
      lowered.hasSuffix(".svg")
      ? cairo_svg_surface_create_for_stream(write, closure, width, height)
      : cairo_pdf_surface_create_for_stream(write, closure, width, height)
    guard let surface else { throw RenderError.cairo("no surface") }
    if lowered.hasSuffix(".pdf") {
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "flipbook plot")
    }
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    withExtendedLifetime(sink) {}
    guard status == CAIRO_STATUS_SUCCESS else {
      throw FrameOutputError("\(path): cannot write (\(String(cString: cairo_status_to_string(status))))")
    }
    return sink.bytes
  }

  enum Layout {
    static let width = 960.0
    static let panel = 170.0
    static let gap = 46.0
    static let top = 64.0
    static let bottom = 48.0
    static let left = 76.0
    static let right = 24.0
  }

  /// Line colours, one per view in order (Tableau 10).
  static let palette: [(Double, Double, Double)] = [
    (0.12, 0.47, 0.71), (0.84, 0.15, 0.16), (0.17, 0.63, 0.17), (1.0, 0.5, 0.05), (0.58, 0.4, 0.74),
    (0.55, 0.34, 0.29), (0.89, 0.47, 0.76), (0.09, 0.75, 0.81),
  ]

  /// Draws the whole plot with `cr`.
  func draw(_ cr: OpaquePointer) {
    let text = CairoText(cr: cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    let plotWidth = Layout.width - Layout.left - Layout.right
    let end = max(times.last ?? 0, 1e-9)
    func x(_ t: Double) -> Double { Layout.left + t / end * plotWidth }

    // Legend: one swatch per view, then the shading.
    var legendX = Layout.left
    for (index, view) in views.enumerated() {
      let (r, g, b) = Self.palette[index % Self.palette.count]
      cairo_set_source_rgb(cr, r, g, b)
      cairo_rectangle(cr, legendX, 18, 22, 4)
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 0.15, 0.17, 0.2)
      text.draw(view, x: legendX + 28, baseline: 24, size: 13)
      legendX += 40 + Double(view.count) * 8
    }
    cairo_set_source_rgba(cr, 0.3, 0.3, 0.3, 0.15)
    cairo_rectangle(cr, legendX, 13, 22, 14)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.15, 0.17, 0.2)
    text.draw("animating", x: legendX + 28, baseline: 24, size: 13)
    text.draw("dots: frames", x: legendX + 120, baseline: 24, size: 13)

    let xTicks = Self.ticks(from: 0, to: end)
    for (panelIndex, property) in properties.enumerated() {
      let top = Layout.top + Double(panelIndex) * (Layout.panel + Layout.gap)
      let bottom = top + Layout.panel
      let lines = series.filter { $0.property == property }
      // Scaled per view, each value is first mapped to its view's range (0 to 1; a constant at 0.5).
      let scaled = isScaledPerView(property)
      let ranges = ranges(of: property)
      func normalised(_ v: Double, _ view: String) -> Double {
        guard scaled, let range = ranges[view] else { return v }
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (v - range.lowerBound) / span : 0.5
      }
      let all = lines.flatMap { $0.values.compactMap { $0 } }
      var low = scaled ? 0 : all.min() ?? 0
      var high = scaled ? 1 : all.max() ?? 1
      if high - low < 1e-12 {
        let pad = max(abs(low) * 0.1, 0.5)
        low -= pad
        high += pad
      }
      let yTicks = scaled ? [0, 0.25, 0.5, 0.75, 1] : Self.ticks(from: low, to: high)
      low = min(low, yTicks.first ?? low)
      high = max(high, yTicks.last ?? high)
      func y(_ v: Double) -> Double { bottom - (v - low) / (high - low) * Layout.panel }

      // Animating spans, per view, in the view's colour.
      for (index, view) in views.enumerated() {
        let (r, g, b) = Self.palette[index % Self.palette.count]
        cairo_set_source_rgba(cr, r, g, b, 0.13)
        for span in animatingSpans[view] ?? [] {
          let x0 = x(times[span.lowerBound])
          let x1 = x(times[span.upperBound])
          cairo_rectangle(cr, x0, top, max(1, x1 - x0), Layout.panel)
        }
        cairo_fill(cr)
      }

      // Grid and tick labels.
      cairo_set_line_width(cr, 1)
      cairo_set_source_rgb(cr, 0.88, 0.89, 0.9)
      for t in yTicks {
        cairo_move_to(cr, Layout.left, y(t).rounded() + 0.5)
        cairo_line_to(cr, Layout.left + plotWidth, y(t).rounded() + 0.5)
      }
      for t in xTicks {
        cairo_move_to(cr, x(t).rounded() + 0.5, top)
        cairo_line_to(cr, x(t).rounded() + 0.5, bottom)
      }
      cairo_stroke(cr)
      cairo_set_source_rgb(cr, 0.35, 0.37, 0.4)
      cairo_rectangle(cr, Layout.left + 0.5, top + 0.5, plotWidth - 1, Layout.panel - 1)
      cairo_stroke(cr)
      for t in yTicks {
        let label = scaled ? "\(Int((t * 100).rounded())) %" : Self.label(t, step: Self.step(yTicks))
        text.draw(label, x: Layout.left - 8, baseline: y(t) + 4, size: 11, anchor: 1)
      }
      for t in xTicks {
        text.draw(
          Self.label(t, step: Self.step(xTicks)), x: x(t), baseline: bottom + 16, size: 11, anchor: 0.5)
      }
      cairo_set_source_rgb(cr, 0.1, 0.12, 0.15)
      text.draw(property.rawValue, x: Layout.left, baseline: top - 9, size: 14, bold: true)
      if scaled {
        // Each view's own range, in its colour, since the axis shows a share of it.
        var rangeX = Layout.left + 16 + Double(property.rawValue.count) * 9
        cairo_set_source_rgb(cr, 0.35, 0.37, 0.4)
        text.draw("each view scaled to its range:", x: rangeX, baseline: top - 9, size: 11)
        rangeX += 176
        for (index, view) in views.enumerated() {
          guard let range = ranges[view] else { continue }
          let (r, g, b) = Self.palette[index % Self.palette.count]
          cairo_set_source_rgb(cr, r, g, b)
          let caption =
            "\(view) \(Self.caption(range.lowerBound)) – \(Self.caption(range.upperBound))"
          text.draw(caption, x: rangeX, baseline: top - 9, size: 11)
          rangeX += 16 + Double(caption.count) * 6.5
        }
      }

      // Lines, broken where the view is out of the hierarchy, and a dot per frame.
      cairo_save(cr)
      cairo_rectangle(cr, Layout.left - 3, top - 3, plotWidth + 6, Layout.panel + 6)
      cairo_clip(cr)
      for line in lines {
        let index = views.firstIndex(of: line.view) ?? 0
        let (r, g, b) = Self.palette[index % Self.palette.count]
        cairo_set_source_rgb(cr, r, g, b)
        cairo_set_line_width(cr, 2)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        var drawing = false
        for (frame, value) in line.values.enumerated() {
          guard let value else {
            drawing = false
            continue
          }
          let shown = normalised(value, line.view)
          if drawing {
            cairo_line_to(cr, x(times[frame]), y(shown))
          } else {
            cairo_move_to(cr, x(times[frame]), y(shown))
          }
          drawing = true
        }
        cairo_stroke(cr)
        if times.count <= 600 {
          for (frame, value) in line.values.enumerated() {
            guard let value else { continue }
            cairo_new_sub_path(cr)
            cairo_arc(cr, x(times[frame]), y(normalised(value, line.view)), 1.8, 0, 2 * Double.pi)
          }
          cairo_fill(cr)
        }
      }
      cairo_restore(cr)
    }
    cairo_set_source_rgb(cr, 0.35, 0.37, 0.4)
    text.draw(
      "time (s)", x: Layout.left + plotWidth / 2, baseline: pageSize.height - 10, size: 12, anchor: 0.5)
  }

  /// About five round tick values covering `low ... high`.
  static func ticks(from low: Double, to high: Double) -> [Double] {
    let raw = (high - low) / 5
    guard raw > 0, raw.isFinite else { return [low] }
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
    let first = (low / step).rounded(.down)
    let last = (high / step).rounded(.up)
    return stride(from: first, through: last, by: 1).map { $0 * step }
  }

  static func step(_ ticks: [Double]) -> Double { ticks.count > 1 ? ticks[1] - ticks[0] : 1 }

  /// A tick value with as many decimals as its step needs.
  static func label(_ value: Double, step: Double) -> String {
    let decimals =
      (0...6).first { d in
        let scaled = step * pow(10, Double(d))
        return abs(scaled - scaled.rounded()) < 1e-6 * max(1, scaled)
      } ?? 6
    let text = String(format: "%.\(decimals)f", value)
    return text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  /// A range's end in a caption: at most four decimals, without trailing zeros (`610`, `614.5`).
  static func caption(_ value: Double) -> String {
    var text = label(value, step: 0.0001)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}

/// The bytes Cairo streams out while it writes a vector file.
private final class ByteCollector {
  var bytes: [UInt8] = []
}
