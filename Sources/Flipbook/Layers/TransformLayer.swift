/// `CATransformLayer`: draws nothing itself (no background, border, opacity group, mask or shadow of its
/// own) and does not flatten: its sublayers are placed in its superlayer's 3-D space and drawn back to
/// front among the superlayer's other sublayers by depth.
///
/// ```swift
/// let cube = TransformLayer()
/// for face in faces { cube.addSublayer(face) }  // each face turned and pushed out along z
/// cube.transform = Transform3D(rotationAngle: .pi / 6, x: 1, y: 1, z: 0)
/// ```
public final class TransformLayer: Layer {
  public init() { super.init(kind: .transform) }
}
