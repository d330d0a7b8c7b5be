// Error macros as the Dazzler DB library's DB.h writes them (daligner, held-out set 30): the
// build picks one definition of EXIT, and either leaves the function.
#include <stdio.h>
#include <stdlib.h>

#ifdef INTERACTIVE
#define EXIT(x) return (x)
#else
#define EXIT(x) exit (1)
#endif

#define DIE(msg)                                                                                   \
  do {                                                                                             \
    fputs(msg, stderr);                                                                            \
    exit(2);                                                                                       \
  } while (0)

// Logs in debug builds and does nothing otherwise: it never leaves.
#ifdef DEBUG
#define TRACE(msg) fputs(msg, stderr)
#else
#define TRACE(msg)
#endif
