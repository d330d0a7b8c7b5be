// `#include "config.h"` from two directories below the config header: without a database fast
// mode looks for a config header's name in the directories above the file too (four levels).
#include "config.h"

#ifdef ENABLE_DCO
int dco_dropped(void) { return 1; }
#endif

#ifdef HAVE_SYS_IOCTL_H
int ioctl_kept(void) { return 2; }
#else
int no_ioctl_dropped(void) { return 3; }
#endif
// CHECK-NOT: function dco_dropped
// CHECK: function ioctl_kept
// CHECK-NOT: function no_ioctl_dropped
