// libchafa (pixels to terminal symbols and colours). Its headers need glib's include paths,
// which the package's pkg-config name `chafa` supplies.
#ifndef REEL_CCHAFA_SHIM_H
#define REEL_CCHAFA_SHIM_H
#include <chafa.h>
#endif
