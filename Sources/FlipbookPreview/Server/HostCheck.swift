/// Whether a request's `Host` header names this preview: `localhost` or an IP address (with any port), or
/// no `Host` at all (HTTP/1.0). A name such as `attacker.example` is refused, so that a page of another
/// site whose name was pointed at this machine (DNS rebinding) cannot read frames or state.
///
/// ```swift
/// HostCheck.allows("127.0.0.1:8080")   // true
/// HostCheck.allows("[::1]:8080")       // true
/// HostCheck.allows("evil.example:80")  // false
/// ```
public enum HostCheck {
  /// Whether `host` (the header's value, nil when absent) is allowed.
  public static func allows(_ host: String?) -> Bool {
    guard let host else { return true }
    let name: Substring
    if host.hasPrefix("[") {
      // An IPv6 literal, with an optional port after the bracket.
      guard let close = host.firstIndex(of: "]") else { return false }
      let rest = host[host.index(after: close)...]
      guard rest.isEmpty || isPort(rest) else { return false }
      name = host[host.index(after: host.startIndex)..<close]
      return isIPv6(name)
    }
    if let colon = host.firstIndex(of: ":") {
      guard isPort(host[colon...]) else { return false }
      name = host[..<colon]
    } else {
      name = host[...]
    }
    return name.lowercased() == "localhost" || isIPv4(name)
  }

  /// `:` and 1 to 5 digits.
  private static func isPort(_ text: Substring) -> Bool {
    text.first == ":" && (2...6).contains(text.count)
      && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Four decimal numbers from 0 to 255, separated by dots.
  private static func isIPv4(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part)! <= 255
      }
  }

  /// Hexadecimal groups, colons and dots (an embedded IPv4 address) only, with at least two colons.
  private static func isIPv6(_ text: Substring) -> Bool {
    text.filter { $0 == ":" }.count >= 2
      && text.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
  }
}
