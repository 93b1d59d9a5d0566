import FlipbookGeometry
import Testing

@Test func pointAndSizeZero() {
  #expect(Point.zero == Point(x: 0, y: 0))
  #expect(Size.zero == Size(width: 0, height: 0))
}

@Test func pointApplyingUsesFullAffineMap() {
  // x' = a·x + c·y + tx = 2·3 + 5·4 + 7 = 33; y' = b·x + d·y + ty = 1·3 + 6·4 + 8 = 35
  let t = AffineTransform(a: 2, b: 1, c: 5, d: 6, tx: 7, ty: 8)
  #expect(Point(x: 3, y: 4).applying(t) == Point(x: 33, y: 35))
}

@Test func sizeApplyingIgnoresTranslation() {
  // width' = 2·3 + 5·4 = 26; height' = 1·3 + 6·4 = 27 (tx, ty unused)
  let t = AffineTransform(a: 2, b: 1, c: 5, d: 6, tx: 7, ty: 8)
  #expect(Size(width: 3, height: 4).applying(t) == Size(width: 26, height: 27))
  #expect(Size(width: 2, height: 3).applying(AffineTransform(scaleX: 2, y: -1)) == Size(width: 4, height: -3))
}
