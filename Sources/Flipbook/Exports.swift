// `import Flipbook` is all an embedder needs for views, geometry and timing: the value types of the two
// pure modules below are part of Flipbook's own API.
//
// ```swift
// import Flipbook
// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240))  // Rect is FlipbookGeometry's
// window.frameRate = FrameRate(numerator: 30)                              // FrameRate is FlipbookTiming's
// ```
@_exported import FlipbookGeometry
@_exported import FlipbookTiming
