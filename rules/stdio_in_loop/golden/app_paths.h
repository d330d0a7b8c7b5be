/* A path global declared in a header and set once at start-up (pos_header_global_unchanged.c).
   A header, so fast mode, which reads no headers, sees `state_path` only as a name. */
extern const char *state_path;
