// Starting a program in a new pseudo-terminal, for the emulator tests: Ctrl-C, Ctrl-Z and
// SIGWINCH reach it as they would from a real terminal and shell; default signal dispositions
// and an empty signal mask.
#ifndef REEL_CVTERM_PTY_SPAWN_H
#define REEL_CVTERM_PTY_SPAWN_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <unistd.h>

/* GNU and XSI extensions that Swift's Glibc module is built without. */
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern int ptsname_r(int, char *, size_t);
extern int tcsetpgrp(int, pid_t);

/* Runs `path` the way a shell with job control runs a foreground job in a terminal: a session
   leader holds the pty as its controlling terminal and starts the program in a process group
   of its own, the terminal's foreground group. So Ctrl-Z really stops it (a session leader's
   own group is orphaned, and the kernel never stops an orphaned group), and SIGCONT resumes
   it, as `fg` would.

   Between fork and exec only async-signal-safe calls are made (the caller is multithreaded).
   On success: *master_out is the pty, *pid_out the program, *leader_out the session leader,
   and *status_out a pipe on which the leader writes the program's wait status (an int) when
   it ends. Returns 0, or an errno value. */
static inline int reel_pty_spawn(const char *path, char *const argv[], char *const envp[],
                                 unsigned short rows, unsigned short cols, int *master_out,
                                 pid_t *pid_out, pid_t *leader_out, int *status_out) {
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

  int pidPipe[2], statusPipe[2], goPipe[2];
  if (pipe(pidPipe) != 0) { close(master); return errno; }
  if (pipe(statusPipe) != 0) { close(master); close(pidPipe[0]); close(pidPipe[1]); return errno; }
  if (pipe(goPipe) != 0) {
    close(master); close(pidPipe[0]); close(pidPipe[1]); close(statusPipe[0]); close(statusPipe[1]);
    return errno;
  }
  pid_t leader = fork();
  if (leader < 0) return errno;
  if (leader == 0) {
    /* The session leader. */
    close(master);
    close(pidPipe[0]);
    close(statusPipe[0]);
    close(goPipe[1]);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigaction defaults;
    memset(&defaults, 0, sizeof defaults);
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < 65; signal++) (void)sigaction(signal, &defaults, NULL);
    setsid();
    int tty = open(name, O_RDWR); /* after setsid: becomes the controlling terminal */
    if (tty < 0) _exit(126);
    dup2(tty, 0);
    dup2(tty, 1);
    dup2(tty, 2);
    if (tty > 2) close(tty);
    pid_t child = fork();
    if (child < 0) _exit(126);
    if (child == 0) {
      close(pidPipe[1]);
      close(statusPipe[1]);
      setpgid(0, 0);
      char go;
      while (read(goPipe[0], &go, 1) < 0 && errno == EINTR) {
      } /* until the leader made this group the foreground */
      close(goPipe[0]);
      execve(path, argv, envp);
      _exit(127);
    }
    close(goPipe[0]);
    setpgid(child, child);
    tcsetpgrp(0, child);
    close(goPipe[1]);
    (void)write(pidPipe[1], &child, sizeof child);
    close(pidPipe[1]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    (void)write(statusPipe[1], &status, sizeof status);
    _exit(0);
  }
  close(pidPipe[1]);
  close(statusPipe[1]);
  close(goPipe[0]);
  close(goPipe[1]);
  pid_t child = -1;
  ssize_t got;
  while ((got = read(pidPipe[0], &child, sizeof child)) < 0 && errno == EINTR) {
  }
  close(pidPipe[0]);
  if (got != sizeof child) {
    close(master);
    close(statusPipe[0]);
    return ECHILD;
  }
  (void)fcntl(statusPipe[0], F_SETFD, FD_CLOEXEC);
  (void)fcntl(statusPipe[0], F_SETFL, O_NONBLOCK);
  *master_out = master;
  *pid_out = child;
  *leader_out = leader;
  *status_out = statusPipe[0];
  return 0;
}

static inline int reel_pty_resize(int master, unsigned short rows, unsigned short cols) {
  struct winsize size = {rows, cols, 0, 0};
  return ioctl(master, TIOCSWINSZ, &size);
}

#endif
