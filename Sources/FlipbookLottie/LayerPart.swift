/// What a Core Animation layer draws, each part a Lottie shape group.
enum LayerPart: Hashable {
  case background
  case fill
  case stroke
  case gradient
  case border
}
