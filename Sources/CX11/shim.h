// Xlib, XShm, RENDER and the SysV shared memory calls XShm needs.
#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/cursorfont.h>
#include <X11/extensions/XShm.h>
// RENDER lays the translucent tints a frame leaves to the server (a push's dim).
#include <X11/extensions/Xrender.h>
#include <sys/ipc.h>
#include <sys/shm.h>
// signalfd lets a thread wait for the handled signals; an eventfd wakes the event loop.
#include <sys/signalfd.h>
#include <sys/eventfd.h>
// inotify lets --watch notice a configuration file being saved, with no polling.
#include <sys/inotify.h>
// mallopt: the window process keeps big blocks off the heap (MemoryPolicy).
#include <malloc.h>

// XDestroyImage is a function-like macro, which Swift cannot import.
static inline int cx11_destroy_image(XImage *image) { return XDestroyImage(image); }

#endif
