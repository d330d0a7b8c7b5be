/* Not a config header by its name: its commented #undef decides nothing (config_absent.c). */
/* #undef ENABLE_FEATURE */
#define HAVE_FEATURE_TABLE 1
