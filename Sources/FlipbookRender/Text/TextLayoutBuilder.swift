import CCairo
import CPango
import Flipbook
import FlipbookGeometry

/// Makes the Pango layout of a label, following `UILabel`: lines wrap at words (inside a word when it is
/// wider than the label), at most `numberOfLines` lines (0: no limit) and no more than fit in the label's
/// height (at least one), the last line shown ending in "…" when text is left over.
enum TextLayoutBuilder {
  /// A new layout (the caller owns it) of `content` for a label of `size` points.
  static func makeLayout(_ content: TextContent, size: Size, context: OpaquePointer) -> OpaquePointer {
    let layout = makeWrappedLayout(content, width: size.width, context: context)
    let unit = Double(PANGO_SCALE)
    // Measure without a limit, then cut to the lines that may show and ellipsize the last one.
    let lineBottoms = lineExtents(of: layout).map(\.bottom)
    let total = lineBottoms.last ?? 0
    var limit = size.height.isFinite ? max(size.height, 0) * unit : .infinity
    let lines = content.numberOfLines
    if lines > 0, lines < lineBottoms.count {
      // Halfway into line `lines + 1`: line `lines` fits, the next one does not.
      let cut = (lineBottoms[lines - 1] + lineBottoms[lines]) / 2
      limit = min(limit, cut)
    }
    if total > limit {
      pango_layout_set_ellipsize(layout, FLIPBOOK_PANGO_ELLIPSIZE_END)
      // Pango always keeps at least one line, however small the height.
      pango_layout_set_height(layout, Int32(max(min(limit, Double(Int32.max)), 1)))
    }
    return layout
  }

  /// A new layout (the caller owns it) of every line of `content`, wrapped at `width` points (nil: not
  /// wrapped), with the label's font and alignment and no line limit.
  static func makeWrappedLayout(_ content: TextContent, width: Double?, context: OpaquePointer)
    -> OpaquePointer
  {
    let layout = pango_layout_new(context)!
    let unit = Double(PANGO_SCALE)
    pango_layout_set_text(layout, content.string, -1)
    let font = pango_font_description_new()
    pango_font_description_set_family(font, content.font.family)
    let points = content.font.size.isFinite ? min(max(content.font.size, 0.1), 4096) : Font.defaultSize
    pango_font_description_set_absolute_size(font, points * unit)
    pango_font_description_set_weight(font, Int32(content.font.weight.rawValue))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    pango_layout_set_width(layout, width.map(pangoUnits) ?? -1)
    pango_layout_set_wrap(layout, FLIPBOOK_PANGO_WRAP_WORD_CHAR)
    // UILabel breaks a word wider than the label between characters with no hyphen (its paragraph style's
    // hyphenationFactor is 0); Pango would add one.
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    switch content.alignment {
    case .left: pango_layout_set_alignment(layout, FLIPBOOK_PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, FLIPBOOK_PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, FLIPBOOK_PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, FLIPBOOK_PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    return layout
  }

  /// The logical extents of `layout` in points, relative to its origin.
  static func logicalExtents(of layout: OpaquePointer) -> Rect {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let unit = Double(PANGO_SCALE)
    return Rect(
      x: Double(logical.x) / unit, y: Double(logical.y) / unit, width: Double(logical.width) / unit,
      height: Double(logical.height) / unit)
  }

  /// Where a layout whose logical extents are `logical` (points, from the layout's origin) starts in a
  /// label's `bounds`: at the left edge, the block of lines centred vertically.
  static func origin(of logical: Rect, in bounds: Rect) -> Point {
    Point(x: bounds.minX, y: bounds.minY + (bounds.height - logical.height) / 2 - logical.minY)
  }

  /// Pango units for `points` points (at least 1, so a zero-width label still lays out a column).
  private static func pangoUnits(_ points: Double) -> Int32 {
    guard points.isFinite else { return -1 }
    return Int32(min(max(points * Double(PANGO_SCALE), 1), Double(Int32.max)))
  }

  /// The width and the bottom of each line's logical extents, in Pango units (bottoms from the layout's top).
  static func lineExtents(of layout: OpaquePointer) -> [(width: Double, bottom: Double)] {
    var lines: [(width: Double, bottom: Double)] = []
    guard let iterator = pango_layout_get_iter(layout) else { return lines }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      lines.append((Double(logical.width), Double(logical.y) + Double(logical.height)))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }
}
