// A configured build's verdicts (ConfigHeaders.h): the config header this file includes, here
// through a project header (config_switches/setup.h -> config.h), says which switches are on.
// `/* #undef NAME */` is off, `#define NAME` on, `#define NAME 0` false in `#if`; a name the
// config header decides only inside a group (WORDS_BIGENDIAN, USE_STATIC_TABLES), one another
// header defines (HAVE_POLL), one the file defines (ENABLE_LOCAL) or one it never names stays
// undecided.
#ifdef HAVE_CONFIG_H
#include "config_switches/setup.h"
#endif

#if defined(ENABLE_DCO) && defined(TARGET_LINUX)
int dco_version_string(void) { return 1; }
#endif

#ifdef HAVE_LINUX_IF_TUN_H
int tun_header(void) { return 2; }
#else
int no_tun_header(void) { return 3; }
#endif

#ifndef ENABLE_DCO
int without_dco(void) { return 4; }
#else
int with_dco(void) { return 5; }
#endif

#if USE_MBEDTLS
int mbedtls_backend(void) { return 6; }
#else
int openssl_backend(void) { return 7; }
#endif

#if defined(ENABLE_DCO) || defined(HAVE_LINUX_IF_TUN_H)
int either_switch(void) { return 8; }
#else
int neither_switch(void) { return 9; }
#endif

#ifdef WORDS_BIGENDIAN
int big_endian(void) { return 10; }
#else
int little_endian(void) { return 11; }
#endif

#ifdef HAVE_POLL
int poll_loop(void) { return 12; }
#endif

#define ENABLE_LOCAL 1
#ifdef ENABLE_LOCAL
int local_switch(void) { return 13; }
#endif

#ifdef USE_STATIC_TABLES
int static_tables(void) { return 15; }
#else
int dynamic_tables(void) { return 16; }
#endif

#ifdef FEATURE_NAMED_NOWHERE
int unnamed_feature(void) { return 14; }
#endif
// CHECK-NOT: function dco_version_string
// CHECK: function tun_header
// CHECK-NOT: function no_tun_header
// CHECK: function without_dco
// CHECK-NOT: function with_dco
// CHECK-NOT: function mbedtls_backend
// CHECK: function openssl_backend
// CHECK: function either_switch
// CHECK-NOT: function neither_switch
// CHECK: function big_endian
// CHECK: function little_endian
// CHECK: function poll_loop
// CHECK: function local_switch
// CHECK: function static_tables
// CHECK: function dynamic_tables
// CHECK: function unnamed_feature
