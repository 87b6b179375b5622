// The command line as the C library handed it to the program, captured before main.
//
// Swift's CommandLine.arguments on Linux finds argv by walking up from `environ`; a preloaded
// library that calls setenv() in its constructor (libfaketime does) moves `environ` off the
// stack first, and Swift then sees no arguments at all (swiftlang/swift#76080): every flag
// and subcommand would be silently ignored. glibc passes argc and argv to each `.init_array`
// function of the executable, which is where these are taken from.
#ifndef CPROCESSARGUMENTS_H
#define CPROCESSARGUMENTS_H

/// How many arguments the program was started with (argv[0] included); 0 when the C library
/// did not pass them to initialisers (musl), so the caller falls back to its own.
int reel_process_argc(void);

/// The program's argv as the C library passed it: `reel_process_argc()` strings, then NULL.
/// NULL when `reel_process_argc()` is 0.
char *const *reel_process_argv(void);

#endif
