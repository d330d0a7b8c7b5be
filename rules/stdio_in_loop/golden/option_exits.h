/* A project's own fatal helper, declared noreturn in its header and defined in another file
   (iproute2's include/utils.h declares duparg so): neg_option_seen_exits_header.c. Fast mode
   reads the noreturn declarations of the project headers a file includes with quotes. */
void hn_duparg(const char *key, const char *arg) __attribute__((noreturn));
