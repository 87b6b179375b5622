// libvterm for the emulator tests: the header, plus the screen callbacks written in C so the
// Swift side needs no @convention(c) closures. Only Tests/EmulatorTests imports this.
#ifndef REEL_CVTERM_SHIM_H
#define REEL_CVTERM_SHIM_H

#include <string.h>
#include <vterm.h>

/* What the terminal reports through properties rather than cells. */
typedef struct {
  char title[4096];
  int titleChanges;
  int altScreen;
  int cursorVisible;
  int mouse;
  int bells;
} reel_vterm_props;

static int reel_vterm_settermprop(VTermProp prop, VTermValue *val, void *user) {
  reel_vterm_props *props = (reel_vterm_props *)user;
  switch (prop) {
  case VTERM_PROP_TITLE:
    strncpy(props->title, val->string ? val->string : "", sizeof(props->title) - 1);
    props->title[sizeof(props->title) - 1] = 0;
    props->titleChanges += 1;
    break;
  case VTERM_PROP_ALTSCREEN: props->altScreen = val->boolean; break;
  case VTERM_PROP_CURSORVISIBLE: props->cursorVisible = val->boolean; break;
  case VTERM_PROP_MOUSE: props->mouse = val->number; break;
  default: break;
  }
  return 1;
}

static int reel_vterm_bell(void *user) {
  ((reel_vterm_props *)user)->bells += 1;
  return 1;
}

static inline void reel_vterm_attach(VTermScreen *screen, reel_vterm_props *props) {
  static const VTermScreenCallbacks callbacks = {
    .settermprop = reel_vterm_settermprop,
    .bell = reel_vterm_bell,
  };
  props->cursorVisible = 1;
  vterm_screen_set_callbacks(screen, &callbacks, props);
}

static inline int reel_vterm_color_is_default_fg(const VTermColor *c) { return VTERM_COLOR_IS_DEFAULT_FG(c); }
static inline int reel_vterm_color_is_default_bg(const VTermColor *c) { return VTERM_COLOR_IS_DEFAULT_BG(c); }
static inline int reel_vterm_color_is_indexed(const VTermColor *c) { return VTERM_COLOR_IS_INDEXED(c); }
static inline int reel_vterm_color_index(const VTermColor *c) { return c->indexed.idx; }

#endif
