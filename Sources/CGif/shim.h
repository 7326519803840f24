// giflib: writes (and, for tests, reads) GIF files. It has no colour quantizer since 5.2;
// TabBarGIF brings its own.
#ifndef CGIF_SHIM_H
#define CGIF_SHIM_H
#include <gif_lib.h>
#endif
