// Starting a program in a new pseudo-terminal, for the emulator tests: the program gets its own
// session with the pty as its controlling terminal (so Ctrl-C, Ctrl-Z and SIGWINCH reach it as
// they would from a real terminal), default signal dispositions and an empty signal mask.
#ifndef REEL_CVTERM_PTY_SPAWN_H
#define REEL_CVTERM_PTY_SPAWN_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <unistd.h>

/* GNU and XSI extensions that Swift's Glibc module is built without. */
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern int ptsname_r(int, char *, size_t);
#ifndef POSIX_SPAWN_SETSID
#define POSIX_SPAWN_SETSID 0x80
#endif

/* 0 on success with *master_out and *pid_out set; otherwise an errno value. */
static inline int reel_pty_spawn(const char *path, char *const argv[], char *const envp[],
                                 unsigned short rows, unsigned short cols, int *master_out,
                                 pid_t *pid_out) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return errno;
  (void)fcntl(master, F_SETFD, FD_CLOEXEC);
  char name[256];
  if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, sizeof name) != 0) {
    int error = errno;
    close(master);
    return error;
  }
  struct winsize size = {rows, cols, 0, 0};
  (void)ioctl(master, TIOCSWINSZ, &size);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  /* Opened after setsid, without O_NOCTTY: it becomes the controlling terminal. */
  posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);

  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK);
  int status = posix_spawn(pid_out, path, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (status != 0) {
    close(master);
    return status;
  }
  *master_out = master;
  return 0;
}

static inline int reel_pty_resize(int master, unsigned short rows, unsigned short cols) {
  struct winsize size = {rows, cols, 0, 0};
  return ioctl(master, TIOCSWINSZ, &size);
}

#endif
