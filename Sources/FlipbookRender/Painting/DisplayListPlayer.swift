import CCairo
import Flipbook
import FlipbookGeometry

/// Replays a view's recorded `draw(_:)` commands with Core Graphics' defaults and semantics: black fill
/// and stroke, line width 1, the current path consumed by fill, stroke and clip, state saved and restored
/// as a stack, drawing clipped to the view's bounds.
struct DisplayListPlayer {
  let context: CairoContext

  /// The parts of the graphics state Cairo does not keep for us.
  private struct State {
    var fill = Color.black
    var stroke = Color.black
    /// The matrix became singular: nothing draws until the state is restored (as in Core Graphics).
    var collapsed = false
  }

  /// Draws `list` in the coordinates of `matrix` (the view's bounds coordinates), clipped to `bounds`.
  ///
  /// A list that clears (`DrawCommand.clear`) is drawn into its own layer first, so the clear reveals the
  /// view's background rather than punching through to the canvas, as with a layer's backing store.
  func play(_ list: DisplayList, matrix: AffineTransform, bounds: Rect) {
    let cr = context.raw
    context.saveAndClip(to: bounds, matrix: matrix)
    let needsLayer = list.commands.contains { if case .clear = $0 { true } else { false } }
    if needsLayer { context.pushGroup() }
    cairo_set_line_width(cr, 1)
    var state = State()
    var saved: [State] = []
    for command in list.commands {
      switch command {
      case .saveState:
        saved.append(state)
        cairo_save(cr)
      case .restoreState:
        if let previous = saved.popLast() {  // an unbalanced restore is ignored, as in Core Graphics
          state = previous
          cairo_restore(cr)
        }
      case .setFillColor(let color): state.fill = color
      case .setStrokeColor(let color): state.stroke = color
      case .setLineWidth(let width): cairo_set_line_width(cr, width.isFinite && width > 0 ? width : 0)
      case .concatenate(let t):
        if state.collapsed { break }
        let product = t.concatenating(currentMatrix)
        if product.isUsableByCairo {
          context.setMatrix(product)
        } else {
          state.collapsed = true
          cairo_new_path(cr)
        }
      default:
        if !state.collapsed {
          perform(command, state: state)
        } else if case .clipToPath = command {
          clipToNothing()
        }
      }
    }
    for _ in saved { cairo_restore(cr) }
    if needsLayer { context.popGroupAndPaint(alpha: 1) }
    context.restore()
  }

  /// Path building, painting and clipping commands, with a usable matrix.
  private func perform(_ command: DrawCommand, state: State) {
    let cr = context.raw
    switch command {
    case .moveTo(let p): cairo_move_to(cr, p.x, p.y)
    case .lineTo(let p): cairo_line_to(cr, p.x, p.y)
    case .curveTo(let c1, let c2, let end): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    case .closePath: cairo_close_path(cr)
    case .addRect(let rect): context.addRect(rect)
    case .addEllipse(let rect): addEllipse(in: rect)
    case .fillPath(let evenOdd):
      cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      context.setSource(state.fill)
      cairo_fill(cr)
    case .strokePath:
      context.setSource(state.stroke)
      cairo_stroke(cr)
    case .clipToPath(let evenOdd):
      cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    case .clear(let rect):
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_new_path(cr)
      context.addRect(rect)
      cairo_fill(cr)
      cairo_restore(cr)
    case .saveState, .restoreState, .setFillColor, .setStrokeColor, .setLineWidth, .concatenate:
      break  // handled by `play`
    }
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath, starting at its right end and turning like
  /// `addRect` (clockwise on screen). Degenerate ellipses add nothing.
  private func addEllipse(in rect: Rect) {
    let current = currentMatrix
    let r = rect.standardized
    let unitCircle = AffineTransform(
      a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY
    ).concatenating(current)
    guard unitCircle.isUsableByCairo else { return }
    context.setMatrix(unitCircle)
    cairo_new_sub_path(context.raw)
    cairo_arc(context.raw, 0, 0, 1, 0, 2 * Double.pi)
    cairo_close_path(context.raw)
    context.setMatrix(current)
  }

  /// Clipping while the matrix is singular clips everything away.
  private func clipToNothing() {
    cairo_new_path(context.raw)
    cairo_clip(context.raw)
  }

  /// Cairo's current matrix.
  private var currentMatrix: AffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(context.raw, &m)
    return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }
}
