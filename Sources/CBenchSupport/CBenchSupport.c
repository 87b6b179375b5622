#define _GNU_SOURCE
#include "CBenchSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int reel_bench_open_pty(char *slave, size_t slave_size, int columns, int rows) {
  int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0) return -1;
  if (grantpt(master) != 0 || unlockpt(master) != 0 ||
      ptsname_r(master, slave, slave_size) != 0) {
    int saved = errno;
    close(master);
    errno = saved;
    return -1;
  }
  struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
  ioctl(master, TIOCSWINSZ, &size);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
  return master;
}

int reel_bench_spawn(pid_t *pid, const char *path, const char *slave, char *const argv[],
                     char *const envp[], int only_cpu0) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // Opened after setsid (glibc applies the attributes first): it becomes the controlling tty.
  posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(
      &attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  // The child inherits the spawning thread's affinity.
  cpu_set_t saved;
  if (only_cpu0) {
    sched_getaffinity(0, sizeof saved, &saved);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(0, &one);
    sched_setaffinity(0, sizeof one, &one);
  }
  int status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  if (only_cpu0) sched_setaffinity(0, sizeof saved, &saved);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return status;
}
