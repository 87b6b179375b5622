// The bridge from Swift to GNU FriBidi (Debian libfribidi-dev), used by Screen's bidi layer.
// FriBidi's type and paragraph constants are macros built from other macros, which do not
// import into Swift, so each one we need is wrapped here as a static inline function.
#ifndef REEL_CFRIBIDI_SHIM_H
#define REEL_CFRIBIDI_SHIM_H

#include <fribidi/fribidi.h>

static inline FriBidiParType reel_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType reel_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType reel_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline int reel_fribidi_par_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }

/* Explicit embeddings, overrides and boundary neutrals: removed by rule X9 (level "x"). */
static inline int reel_fribidi_is_removed_by_x9(FriBidiCharType t) {
  return FRIBIDI_IS_EXPLICIT_OR_BN(t) ? 1 : 0;
}
/* Embeddings, overrides, isolates and their terminators: the controls that reorder text. */
static inline int reel_fribidi_is_explicit_or_isolate(FriBidiCharType t) {
  return (FRIBIDI_IS_EXPLICIT(t) || FRIBIDI_IS_ISOLATE(t)) ? 1 : 0;
}
/* Rule L1: whitespace, isolate controls and removed characters at a line's end take the
   paragraph level. */
static inline int reel_fribidi_is_trailing_whitespace_class(FriBidiCharType t) {
  return (FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(t) || FRIBIDI_IS_ISOLATE(t)) ? 1 : 0;
}
/* Segment and paragraph separators (tab, newline): L1 sets them to the paragraph level. */
static inline int reel_fribidi_is_separator(FriBidiCharType t) {
  return (t == FRIBIDI_TYPE_SS || t == FRIBIDI_TYPE_BS) ? 1 : 0;
}

/* 1 for a strong left-to-right character (L), -1 for a strong right-to-left one (R, AL),
   0 for everything else: what rules P2 and P3 look for. */
static inline int reel_fribidi_strong_direction(FriBidiCharType t) {
  if (!FRIBIDI_IS_LETTER(t)) return 0;
  return FRIBIDI_IS_RTL(t) ? -1 : 1;
}

/* Shaping in explicit mode: Arabic presentation forms, one character in, one character out
   (no lam-alef ligature, which would turn two cells into one). */
static inline FriBidiFlags reel_fribidi_shape_flags(void) { return FRIBIDI_FLAG_SHAPE_ARAB_PRES; }

#endif
