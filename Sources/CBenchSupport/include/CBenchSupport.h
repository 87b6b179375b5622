// The few POSIX calls reel-bench needs that Swift's Glibc module leaves out (they sit behind
// _GNU_SOURCE / _XOPEN_SOURCE): opening a pseudo-terminal and spawning a program into it.
#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H

#include <stddef.h>
#include <sys/types.h>

/// Opens a pty master (non-blocking, close-on-exec) sized columns x rows; writes the slave's
/// path into `slave`. Returns the master descriptor, or -1 with errno set.
int reel_bench_open_pty(char *slave, size_t slave_size, int columns, int rows);

/// Spawns `path` in a new session whose controlling terminal (and stdin, stdout, stderr) is
/// `slave`; on CPU 0 only when `only_cpu0`. Returns 0 or an errno value.
int reel_bench_spawn(pid_t *pid, const char *path, const char *slave, char *const argv[],
                     char *const envp[], int only_cpu0);

#endif
