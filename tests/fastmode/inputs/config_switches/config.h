/* config.h.  Generated from config.h.in by configure.  */
/* config.h.in.  Generated from configure.ac by autoheader.  (config_switches.c's build) */
#ifndef CONFIG_SWITCHES_CONFIG_H
#define CONFIG_SWITCHES_CONFIG_H

/* Enable data channel offload */
/* #undef ENABLE_DCO */

/* Define to 1 if you have the <linux/if_tun.h> header file. */
#define HAVE_LINUX_IF_TUN_H 1

/* Target is Linux */
#define TARGET_LINUX 1

/* Use mbed TLS (0: OpenSSL) */
#define USE_MBEDTLS 0

/* Defined by setup.h when configure did not */
/* #undef HAVE_POLL */

/* Enable local overrides (the source defines it again) */
/* #undef ENABLE_LOCAL */

/* Define WORDS_BIGENDIAN to 1 if your processor stores words with the most
   significant byte first (like Motorola and SPARC, unlike Intel). */
#if defined AC_APPLE_UNIVERSAL_BUILD
# if defined __BIG_ENDIAN__
#  define WORDS_BIGENDIAN 1
# endif
#else
# ifndef WORDS_BIGENDIAN
/* #  undef WORDS_BIGENDIAN */
# endif
#endif

/* A default under a condition that is not its own: USE_STATIC_TABLES is not decided. */
#ifndef BUILD_SHARED
# define USE_STATIC_TABLES 1
#endif

/* Enable GNU extensions on systems that have them.  */
#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1
#endif

#endif
