/* A project header between the sources and config.h (curl's curl_setup.h): config.h's verdicts
   reach the sources through it, and a name it defines itself is no longer decided by them. */
#include "config.h"

#ifndef HAVE_POLL
#define HAVE_POLL 1
#endif
