// The only bridge from Swift to ncursesw. Macros and mutable globals do not import into
// Swift 6, so each one we need is wrapped here as a static inline function.
#ifndef REEL_CNCURSES_SHIM_H
#define REEL_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
// epoll, for the wait for a key (Terminal's InputWait): Glibc's module map leaves it out.
#include <sys/epoll.h>

static inline WINDOW *reel_stdscr(void) { return stdscr; }
static inline WINDOW *reel_curscr(void) { return curscr; }
static inline int reel_key_max(void) { return KEY_MAX; }
static inline int reel_lines(void) { return LINES; }
static inline int reel_cols(void) { return COLS; }
static inline int reel_colors(void) { return COLORS; }
static inline int reel_color_pairs(void) { return COLOR_PAIRS; }
static inline int reel_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int reel_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int reel_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int reel_err(void) { return ERR; }
static inline int reel_ok(void) { return OK; }
static inline int reel_key_code_yes(void) { return KEY_CODE_YES; }

static inline attr_t reel_a_normal(void) { return A_NORMAL; }
static inline attr_t reel_a_bold(void) { return A_BOLD; }
static inline attr_t reel_a_dim(void) { return A_DIM; }
static inline attr_t reel_a_underline(void) { return A_UNDERLINE; }
static inline attr_t reel_a_reverse(void) { return A_REVERSE; }
static inline attr_t reel_a_italic(void) { return A_ITALIC; }

static inline int reel_key_resize(void) { return KEY_RESIZE; }
static inline int reel_key_mouse(void) { return KEY_MOUSE; }
static inline int reel_key_up(void) { return KEY_UP; }
static inline int reel_key_down(void) { return KEY_DOWN; }
static inline int reel_key_left(void) { return KEY_LEFT; }
static inline int reel_key_right(void) { return KEY_RIGHT; }
static inline int reel_key_home(void) { return KEY_HOME; }
static inline int reel_key_end(void) { return KEY_END; }
static inline int reel_key_ppage(void) { return KEY_PPAGE; }
static inline int reel_key_npage(void) { return KEY_NPAGE; }
static inline int reel_key_backspace(void) { return KEY_BACKSPACE; }
static inline int reel_key_enter(void) { return KEY_ENTER; }
static inline int reel_key_dc(void) { return KEY_DC; }
static inline int reel_key_btab(void) { return KEY_BTAB; }
static inline int reel_key_f(int n) { return KEY_F(n); }

static inline mmask_t reel_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t reel_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t reel_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t reel_button4_pressed(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t reel_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t reel_button5_pressed(void) { return 0; }
#endif
static inline mmask_t reel_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t reel_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/* glibc declares wcwidth only for _XOPEN_SOURCE, which Swift's Glibc module does not set. */
extern int wcwidth(wchar_t);
static inline int reel_wcwidth(wchar_t c) { return wcwidth(c); }

/* initscr() prints an error and exits the process when TERM is unknown. Probing with
   setupterm first lets Reel report it on its own terms. Declared here rather than through
   <term.h>, whose capability macros (lines, columns, ...) would leak into every includer. */
struct term;
extern int setupterm(const char *, int, int *);
extern int del_curterm(struct term *);
extern struct term *cur_term;

/* 1 when the terminal is usable, 0 when TERM names no known terminal, -1 without a terminfo
   database, 2 when it is known but cannot move the cursor (no `cup`: TERM=dumb, a printing
   terminal), which a full-screen program cannot draw on. */
static inline int reel_probe_terminal(void) {
  int status = 1;
  if (setupterm(NULL, 1, &status) != OK) return status;
  char *cup = tigetstr("cup");
  int addressable = cup != NULL && cup != (char *)-1;
  del_curterm(cur_term);
  return addressable ? 1 : 2;
}

/* Helper "writer": what terminfo says, read once after initscr for Reel's own frame writer
   (Sources/Terminal/TerminalCapabilities.swift). NULL when the terminal lacks the string. */
extern char *tigetstr(const char *);
extern int tigetflag(const char *);
extern int tigetnum(const char *);
extern char *tiparm(const char *, ...);
static inline const char *reel_tigetstr(const char *name) {
  char *value = tigetstr(name);
  return value == (char *)-1 ? NULL : value;
}
/* tiparm with one number (a colour for setaf/setab); the result is ncurses' static buffer. */
static inline const char *reel_tiparm1(const char *capability, int number) {
  return tiparm(capability, number);
}

#endif
