// Cairo for drawing and PNG files; Pango (through pangocairo) for text with font fallback.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
