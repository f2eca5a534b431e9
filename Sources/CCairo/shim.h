#include <cairo.h>
#include <pixman.h>
