#include "CProcessArguments.h"

#include <stddef.h>

static int captured_argc;
static char *const *captured_argv;

// glibc calls the executable's .init_array functions with (argc, argv, envp) before main and
// after preloaded libraries' constructors, which may have moved `environ` but cannot change
// argv. Referenced through the accessors below, so the linker keeps this object (and the
// entry) in the executable.
static void capture_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  if (argc > 0 && argv != NULL) {
    captured_argc = argc;
    captured_argv = argv;
  }
}

__attribute__((used, section(".init_array"))) static void (*const capture_entry)(
    int, char **, char **) = capture_arguments;

int reel_process_argc(void) { return captured_argc; }

char *const *reel_process_argv(void) { return captured_argv; }
