/* Another build's config header (curl's lib/config-plan9.h): config_absent.c includes it only
   under `#ifdef __PLAN9__`, so its verdicts decide nothing there. */
#define HAVE_PLAN9_TIMERS 1
/* #undef ENABLE_PLAN9_ONLY */
