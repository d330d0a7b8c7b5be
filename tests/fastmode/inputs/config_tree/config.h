/* config.h.  Generated from config.h.in by configure.  */
/* At the top of the tree, where autotools' -I$(top_builddir) finds it from src/lib/. */
/* #undef ENABLE_DCO */
#define HAVE_SYS_IOCTL_H 1
