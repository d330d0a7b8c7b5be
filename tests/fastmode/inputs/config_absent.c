// Without a config header nothing changes (ConfigHeaders.h): the one included here does not
// exist, and config_switches/features.h, whose name is not a config header's, decides nothing
// with its commented #undef, nor does config_switches/config-plan9.h, included only under a
// condition that is not a config switch (another build's header). Every branch is read.
#include "no_such_dir/config.h"
#include "config_switches/features.h"
#ifdef __PLAN9__
#include "config_switches/config-plan9.h"
#endif

#ifdef ENABLE_DCO
int dco_kept(void) { return 1; }
#endif

#ifdef ENABLE_FEATURE
int feature_kept(void) { return 2; }
#else
int no_feature_kept(void) { return 3; }
#endif
#ifdef ENABLE_PLAN9_ONLY
int plan9_kept(void) { return 4; }
#endif
// CHECK: function dco_kept
// CHECK: function feature_kept
// CHECK: function no_feature_kept
// CHECK: function plan9_kept
