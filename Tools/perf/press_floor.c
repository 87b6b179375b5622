/* press_floor.c: the least a key press can cost in a pty here: poll, read the key, write N
 * bytes (argv[1]) back. The yardstick for Tools/perf/press_cost.py. */
#include <poll.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  struct termios t; tcgetattr(0, &t); cfmakeraw(&t); tcsetattr(0, TCSANOW, &t);
  char *buf = malloc(n); memset(buf, 'x', n);
  write(1, "ready line 30 of\n", 17);
  for (;;) {
    struct pollfd p = {0, POLLIN, 0};
    poll(&p, 1, -1);
    char c[16]; if (read(0, c, 16) <= 0) return 0;
    write(1, buf, n);
  }
}
