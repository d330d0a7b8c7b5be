/* A project header between the sources and config.h (curl's curl_setup.h): config.h's verdicts
   reach the sources through it (its include guard is no condition on them), and a name it
   defines itself is no longer decided by them. */
#ifndef CONFIG_SWITCHES_SETUP_H
#define CONFIG_SWITCHES_SETUP_H

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#ifndef HAVE_POLL
#define HAVE_POLL 1
#endif

#endif
