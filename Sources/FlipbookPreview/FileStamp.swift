#if canImport(Glibc)
  import Glibc
#endif

/// What tells one version of a file from the next without reading it.
struct FileStamp: Hashable {
  var modified: timespec
  var size: Int
  var inode: UInt

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    modified = info.st_mtim
    size = Int(info.st_size)
    inode = UInt(info.st_ino)
  }

  static func == (a: FileStamp, b: FileStamp) -> Bool {
    a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec && a.size == b.size
      && a.inode == b.inode
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(modified.tv_sec)
    hasher.combine(modified.tv_nsec)
    hasher.combine(size)
    hasher.combine(inode)
  }
}
