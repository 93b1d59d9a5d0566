import FlipbookTiming
import Testing

@Test func reducesByGreatestCommonDivisor() {
  let rate = FrameRate(numerator: 120, denominator: 2)
  #expect(rate.numerator == 60 && rate.denominator == 1)
  #expect(FrameRate(numerator: 60000, denominator: 2002) == FrameRate(numerator: 30000, denominator: 1001))
  #expect(FrameRate(numerator: 24).denominator == 1)
  #expect(FrameRate(numerator: 30000, denominator: 1001).description == "30000/1001")
  #expect(FrameRate(numerator: 60).description == "60")
}

@Test func parsingStrings() {
  #expect(FrameRate(parsing: "30000/1001") == FrameRate(numerator: 30000, denominator: 1001))
  #expect(FrameRate(parsing: "60") == FrameRate(numerator: 60))
  #expect(FrameRate(parsing: "29.97") == FrameRate(numerator: 2997, denominator: 100))
  #expect(FrameRate(parsing: "23.976") == FrameRate(numerator: 2997, denominator: 125))
  #expect(FrameRate(parsing: "60/2") == FrameRate(numerator: 30))
  #expect(FrameRate(parsing: "12.5") == FrameRate(numerator: 25, denominator: 2))
  #expect(FrameRate(parsing: "0.000001") == FrameRate(numerator: 1, denominator: 1_000_000))
  for bad in [
    "", "0", "0/1", "1/0", "-30", "+30", " 30", "30 ", "30.", ".5", "1.2.3", "1/2/3", "abc", "3e1",
    "29.9700001", "1.5/2", "/2", "2/", "99999999999999999999",
  ] {
    #expect(FrameRate(parsing: bad) == nil, "\(bad)")
  }
}

@Test func fromDouble() {
  #expect(FrameRate(60.0) == FrameRate(numerator: 60))
  #expect(FrameRate(29.97) == FrameRate(numerator: 2997, denominator: 100))
  #expect(FrameRate(23.976) == FrameRate(numerator: 2997, denominator: 125))
  #expect(FrameRate(0.5) == FrameRate(numerator: 1, denominator: 2))
  #expect(FrameRate(30000.0 / 1001) == nil)
  #expect(FrameRate(1.0 / 3) == nil)
  #expect(
    FrameRate(0) == nil && FrameRate(-24) == nil && FrameRate(.infinity) == nil && FrameRate(.nan) == nil)
}

@Test func framesPerSecondAndFrameTimes() {
  let ntsc = FrameRate(numerator: 30000, denominator: 1001)
  #expect(ntsc.framesPerSecond == 30000.0 / 1001.0)
  // Frame 30 is at 30 · 1001 / 30000 = 1.001 s.
  #expect(ntsc.time(ofFrame: 30) == 1.001)
  #expect(ntsc.time(ofFrame: 0) == 0)
  let sixty = FrameRate(numerator: 60)
  #expect(sixty.time(ofFrame: 30) == 0.5)
  #expect(sixty.time(ofFrame: 90) == 1.5)
  // One rounding: frame 3 at 10 fps is 3/10 = 0.3 exactly as the literal (3 × 0.1 would be 0.30000000000000004).
  #expect(FrameRate(numerator: 10).time(ofFrame: 3) == 0.3)
}

@Test func frameCountRoundsDurationTimesRate() {
  let sixty = FrameRate(numerator: 60)
  #expect(sixty.frameCount(forDuration: 2) == 120)
  #expect(sixty.frameCount(forDuration: 0.5) == 30)
  #expect(sixty.frameCount(forDuration: 1.0 / 3) == 20)
  // 0.45 s at 10 fps is 4.5 frames: rounds half away from zero to 5.
  #expect(FrameRate(numerator: 10).frameCount(forDuration: 0.45) == 5)
  // 1.001 s at 30000/1001 is exactly 30 frames.
  #expect(FrameRate(numerator: 30000, denominator: 1001).frameCount(forDuration: 1.001) == 30)
  // 10 s at 29.97 is 299.7 frames → 300.
  #expect(FrameRate(numerator: 2997, denominator: 100).frameCount(forDuration: 10) == 300)
  #expect(sixty.frameCount(forDuration: .nan) == 0)
}

@Test func firstFrameAtOrAfter() {
  let ten = FrameRate(numerator: 10)
  // A 0.45 s span ends on frame 5 (0.5 s): frame 4 is at 0.4 < 0.45.
  #expect(ten.firstFrame(atOrAfter: 0.45) == 5)
  #expect(ten.firstFrame(atOrAfter: 0.5) == 5)
  #expect(ten.firstFrame(atOrAfter: 0.3) == 3)  // 0.3 · 10 = 3 exactly at frame 3
  #expect(ten.firstFrame(atOrAfter: 0.30000000000000004) == 4)
  #expect(ten.firstFrame(atOrAfter: 0) == 0)
  #expect(ten.firstFrame(atOrAfter: -0.15) == -1)
  let ntsc = FrameRate(numerator: 30000, denominator: 1001)
  #expect(ntsc.firstFrame(atOrAfter: 1.001) == 30)
  #expect(ntsc.firstFrame(atOrAfter: 1) == 30)  // frame 29 is at 0.967 s
  #expect(ntsc.firstFrame(atOrAfter: 1.0011) == 31)
  // Checked against the definition for many times.
  for rate in [ten, ntsc, FrameRate(numerator: 2997, denominator: 125), FrameRate(numerator: 60)] {
    for i in 0..<2000 {
      let seconds = Double(i) * 0.0137
      let k = rate.firstFrame(atOrAfter: seconds)
      #expect(rate.time(ofFrame: k) >= seconds && rate.time(ofFrame: k - 1) < seconds)
    }
  }
}
