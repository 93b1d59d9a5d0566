import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Where images land under each content mode, and how `contentStretch` cuts them (UIView reference).
@Suite("Image layout")
struct ImageLayoutTests {
  let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
  let image = Size(width: 40, height: 20)

  @Test func everyContentModeHasItsRectangle() {
    let expected: [ContentMode: Rect] = [
      .scaleToFill: bounds, .redraw: bounds,
      .scaleAspectFit: Rect(x: 0, y: 0, width: 200, height: 100),
      .scaleAspectFill: Rect(x: 0, y: 0, width: 200, height: 100),
      .center: Rect(x: 80, y: 40, width: 40, height: 20), .top: Rect(x: 80, y: 0, width: 40, height: 20),
      .bottom: Rect(x: 80, y: 80, width: 40, height: 20), .left: Rect(x: 0, y: 40, width: 40, height: 20),
      .right: Rect(x: 160, y: 40, width: 40, height: 20), .topLeft: Rect(x: 0, y: 0, width: 40, height: 20),
      .topRight: Rect(x: 160, y: 0, width: 40, height: 20),
      .bottomLeft: Rect(x: 0, y: 80, width: 40, height: 20),
      .bottomRight: Rect(x: 160, y: 80, width: 40, height: 20),
    ]
    #expect(expected.count == ContentMode.allCases.count)
    for mode in ContentMode.allCases {
      #expect(ImageLayout.destination(mode, bounds: bounds, imageSize: image) == expected[mode], "\(mode)")
    }
  }

  @Test func aspectModesKeepTheRatioAndCentre() {
    let square = Size(width: 10, height: 10)
    #expect(
      ImageLayout.destination(.scaleAspectFit, bounds: bounds, imageSize: square)
        == Rect(x: 50, y: 0, width: 100, height: 100))
    #expect(
      ImageLayout.destination(.scaleAspectFill, bounds: bounds, imageSize: square)
        == Rect(x: 0, y: -50, width: 200, height: 200))
    // A bounds origin moves the destination with it.
    let shifted = Rect(x: 10, y: 20, width: 200, height: 100)
    #expect(
      ImageLayout.destination(.center, bounds: shifted, imageSize: image)
        == Rect(x: 90, y: 60, width: 40, height: 20))
  }

  @Test func theReferenceExampleStretchesOnlyTheMiddleColumn() {
    // "an image view that is 21 pixels wide by 16 pixels high … origin (10/21, 0.0) and size (1/21, 1.0)"
    let slices = ImageLayout.slices(
      imageWidth: 21, imageHeight: 16, scale: 1,
      stretch: Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1),
      destination: Rect(x: 0, y: 0, width: 61, height: 16))
    #expect(slices.map(\.source.width) == [10, 1, 10])
    #expect(slices.map(\.source.x) == [0, 10, 11])
    #expect(
      slices.map(\.destination) == [
        Rect(x: 0, y: 0, width: 10, height: 16), Rect(x: 10, y: 0, width: 41, height: 16),
        Rect(x: 51, y: 0, width: 10, height: 16),
      ])
  }

  @Test func aZeroSizeStretchesTheSinglePixelAtTheOrigin() {
    // "to stretch a view's middle pixel only, … an origin of (0.5, 0.5) and a size of (0.0, 0.0)"
    let slices = ImageLayout.slices(
      imageWidth: 21, imageHeight: 15, scale: 1, stretch: Rect(x: 0.5, y: 0.5, width: 0, height: 0),
      destination: Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(slices.count == 9)
    let middle = slices[4]
    #expect(middle.source == ImageLayout.PixelRect(x: 10, y: 7, width: 1, height: 1))
    #expect(middle.destination.width == 100 - 20 && middle.destination.height == 60 - 14)
    // At the far edge, the last pixel.
    let last = ImageLayout.slices(
      imageWidth: 4, imageHeight: 4, scale: 1, stretch: Rect(x: 1, y: 1, width: 0, height: 0),
      destination: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(last.count == 4)
    #expect(last.last?.source == ImageLayout.PixelRect(x: 3, y: 3, width: 1, height: 1))
  }

  @Test func theWholeImageStretchesByDefault() {
    let slices = ImageLayout.slices(
      imageWidth: 8, imageHeight: 4, scale: 1, stretch: Rect(x: 0, y: 0, width: 1, height: 1),
      destination: Rect(x: 5, y: 5, width: 30, height: 7))
    #expect(
      slices == [
        .init(
          source: .init(x: 0, y: 0, width: 8, height: 4), destination: Rect(x: 5, y: 5, width: 30, height: 7))
      ])
  }

  @Test func fixedPartsShrinkWhenTheDestinationIsTooSmall() {
    let slices = ImageLayout.slices(
      imageWidth: 21, imageHeight: 16, scale: 1,
      stretch: Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1),
      destination: Rect(x: 0, y: 0, width: 10, height: 16))
    #expect(slices.map(\.destination.width) == [5, 5])
    // At scale 2 the fixed parts are half as many points.
    let sharp = ImageLayout.slices(
      imageWidth: 21, imageHeight: 16, scale: 2,
      stretch: Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1),
      destination: Rect(x: 0, y: 0, width: 30, height: 8))
    #expect(sharp.map(\.destination.width) == [5, 20, 5])
  }

  @Test func outOfRangeStretchIsClamped() {
    let slices = ImageLayout.slices(
      imageWidth: 10, imageHeight: 10, scale: 1, stretch: Rect(x: -1, y: 0.2, width: 5, height: .nan),
      destination: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(slices.allSatisfy { $0.source.width > 0 && $0.source.height > 0 })
    #expect(slices.reduce(0) { $0 + $1.source.width * $1.source.height } == 100)
  }
}
