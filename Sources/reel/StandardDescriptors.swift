#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Standard input, output and error, held open whatever the caller closed.
///
/// A closed one (`reel search dune >&-`, a service started without them) is the lowest free
/// descriptor, so the next file Reel opened took its place: the log took standard output,
/// the table went into reel.log and the run ended 0 as if it had been printed. Each closed one
/// gets /dev/null, opened read-only, so nothing else can take it and a write to it fails as a
/// write to a closed descriptor does ("cannot write the output: bad file descriptor", 1).
enum StandardDescriptors {
  /// Call first, before any file is opened.
  static func holdClosedOnes() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let null = open("/dev/null", O_RDONLY)
      guard null >= 0 else { continue }
      if null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
  }
}
