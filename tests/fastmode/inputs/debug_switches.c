// Code under a debugging or test switch (a `_`-separated part of the name is DEBUG, DEBUGGING,
// TEST, TESTS, TESTING or TESTDRIVE, or STATS, STATISTICS, TRACE or VERBOSE, in any case) that the
// file defines nowhere is dropped, and its #else branch kept: release builds compile it so
// (SplitConditionals.cpp). NDEBUG is not such a switch (release builds define it); a switch the
// file defines, or any other name, stays.
#ifdef DEBUG_REFRESHLINE
int debug_logger(void) { return 1; }
#endif

#if defined(UNIT_TEST)
int unit_test_helper(void) { return 2; }
#endif

#ifdef TESTING
int testing_only(void) { return 3; }
#else
int release_branch(void) { return 4; }
#endif

#ifdef NDEBUG
int ndebug_kept(void) { return 5; }
#endif

#define TRACE_DEBUG
#ifdef TRACE_DEBUG
int defined_debug_kept(void) { return 6; }
#endif

#ifdef _STATS
int stats_dump(void) { return 8; }
#endif

#ifdef VERBOSE
int verbose_trace(void) { return 9; }
#else
int quiet_branch(void) { return 10; }
#endif

#ifdef FEATURE_X
int feature_kept(void) { return 7; }
#endif
// CHECK-NOT: function debug_logger
// CHECK-NOT: function unit_test_helper
// CHECK-NOT: function testing_only
// CHECK: function release_branch
// CHECK: function ndebug_kept
// CHECK: function defined_debug_kept
// CHECK-NOT: function stats_dump
// CHECK-NOT: function verbose_trace
// CHECK: function quiet_branch
// CHECK: function feature_kept
