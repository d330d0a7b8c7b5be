/* config.h.  Generated from config.h.in by configure.  (neg_config_header_switch_off.c and
   pos_config_header_switch_on.c: a build configured with --disable-dco and version logging) */

/* Enable data channel offload */
/* #undef ENABLE_DCO */

/* Log the module version for every peer */
#define ENABLE_PEER_VERSION_LOG 1

/* Target is Linux */
#define TARGET_LINUX 1
