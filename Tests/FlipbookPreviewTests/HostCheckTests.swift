import FlipbookPreview
import Testing

/// The `Host` rule that keeps pages of other sites out (DNS rebinding): a browser sends the name the page was
/// loaded from, so only `localhost` and IP addresses, which no other site can be loaded as, are answered.
@Suite struct HostCheckTests {
  @Test(arguments: [
    nil, "localhost", "LOCALHOST:8080", "127.0.0.1", "127.0.0.1:43117", "0.0.0.0:1", "10.1.2.3", "[::1]",
    "[::1]:8080", "[fe80::1%25eth0]:1".replacingOccurrences(of: "%25eth0", with: ""), "[::ffff:127.0.0.1]:80",
  ])
  func localhostAndAddressesAreAllowed(_ host: String?) {
    #expect(HostCheck.allows(host))
  }

  @Test(arguments: [
    "attacker.example", "attacker.example:8080", "localhost.attacker.example", "127.0.0.1.nip.io",
    "256.1.1.1",
    "1.2.3", "127.0.0.1:", "127.0.0.1:123456", "127.0.0.1:80:80", "[::1", "[::1]x", "[evil]", "",
    " localhost",
  ])
  func namesAndMalformedHostsAreRefused(_ host: String) {
    #expect(!HostCheck.allows(host))
  }
}
