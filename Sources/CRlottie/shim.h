// Samsung's rlottie (Debian's librlottie-dev): Lottie files parsed and drawn into
// premultiplied ARGB32 memory, the layout of a Cairo image surface.
#ifndef CRLOTTIE_SHIM_H
#define CRLOTTIE_SHIM_H
#include <rlottie_capi.h>

// lottie_animation_property_override is variadic, which Swift cannot call: colours are
// three doubles in 0...1 (fill and stroke alike).
static inline void crlottie_override_color(
    Lottie_Animation *animation, int stroke, const char *keypath, double red, double green, double blue) {
    lottie_animation_property_override(
        animation, stroke ? LOTTIE_ANIMATION_PROPERTY_STROKECOLOR : LOTTIE_ANIMATION_PROPERTY_FILLCOLOR, keypath,
        red, green, blue);
}

#endif
