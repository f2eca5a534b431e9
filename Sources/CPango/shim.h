#include <pango/pangocairo.h>
#include <glib-object.h>
