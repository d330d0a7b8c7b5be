// Fast mode runs for the Linux host: a branch under a platform macro the host never defines
// (`_WIN32`, `_MSC_VER`, `__APPLE__`, ...; analyzer/fastmode/HostConditions.h) is never
// compiled, so its blocks are not facts, and the `#else` branch is plain code. A condition that
// tests any other macro stays unknown: both branches are read, as before.
#include <stdlib.h>

void windows_only(int n) {
  for (int i = 0; i < n; ++i) {
#ifdef _WIN32
    char *w = malloc(1 << 20);
#else
    char *p = malloc(2 << 20);
#endif
    free(p);
  }
}
// CHECK-LABEL: function windows_only
// CHECK-NOT: size=1048576
// CHECK: block 0 malloc 'malloc' 12:15 loop=0 var=p size=2097152
// CHECK-NOT: block 1

void posix_first(int n) {
  for (int i = 0; i < n; ++i) {
#ifndef _WIN32
    char *p = malloc(3 << 20);
#elif defined(USE_BIG)
    char *p = malloc(4 << 20);
#else
    char *p = malloc(5 << 20);
#endif
    free(p);
  }
}
// CHECK-LABEL: function posix_first
// CHECK: block 0 malloc 'malloc' 25:15 loop=0 var=p size=3145728
// CHECK-NOT: block 1

void any_foreign(int n) {
  for (int i = 0; i < n; ++i) {
#if defined(_WIN32) || defined(__CYGWIN__) || defined __APPLE__ || _MSC_VER
    char *p = malloc(6 << 20);
#elif !defined(__MINGW32__) && !defined(__MINGW64__)
    char *p = malloc(7 << 20);
#endif
    free(p);
  }
}
// CHECK-LABEL: function any_foreign
// CHECK: block 0 malloc 'malloc' 43:15 loop=0 var=p size=7340032
// CHECK-NOT: block 1

void mixed(int n) {
  for (int i = 0; i < n; ++i) {
#if defined(_WIN32) || defined(USE_BIG)
    char *p = malloc(8 << 20);
#else
    char *p = malloc(9 << 20);
#endif
#if _MSC_VER >= 1400
    char *q = malloc(10 << 20);
#endif
    free(p);
    free(q);
  }
}
// CHECK-LABEL: function mixed
// CHECK: block 0 malloc 'malloc' 55:15 loop=0 var=p size=8388608
// CHECK: block 1 malloc 'malloc' 57:15 loop=0 var=p size=9437184
// CHECK: block 2 malloc 'malloc' 60:15 loop=0 var=q size=10485760

// Three-valued: an `&&` with a foreign term is false whatever USE_BIG is, an `||` with a
// `!defined(_WIN32)` term true.
void foreign_and_other(int n) {
  for (int i = 0; i < n; ++i) {
#if defined(_WIN32) && defined(USE_BIG)
    char *p = malloc(11 << 20);
#else
    char *p = malloc(12 << 20);
#endif
#if !defined(_WIN32) || defined(USE_BIG)
    char *q = malloc(13 << 20);
#else
    char *q = malloc(14 << 20);
#endif
    free(p);
    free(q);
  }
}
// CHECK-LABEL: function foreign_and_other
// CHECK: block 0 malloc 'malloc' 78:15 loop=0 var=p size=12582912
// CHECK: block 1 malloc 'malloc' 81:15 loop=0 var=q size=13631488
// CHECK-NOT: block 2

// `||` and `&&` together, with C's precedence: false when every `&&` group has a foreign term
// (libxml2's xmllint); the `#elif` on another foreign platform that becomes an `#if` is decided
// too, so only the `#else` branch stays.
void precedence_and_elif(int n) {
  for (int i = 0; i < n; ++i) {
#if defined(_WIN32) || defined (__DJGPP__) && !defined (__CYGWIN__)
    char *p = malloc(15 << 20);
#elif defined(__OS400__)
    char *p = malloc(16 << 20);
#else
    char *p = malloc(17 << 20);
#endif
    free(p);
  }
}
// CHECK-LABEL: function precedence_and_elif
// CHECK: block 0 malloc 'malloc' 104:15 loop=0 var=p size=17825792
// CHECK-NOT: block 1
