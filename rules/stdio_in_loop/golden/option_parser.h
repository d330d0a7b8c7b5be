/* A project's own getopt clone (neg_header_global_rewritten.c): the option's argument lives in a
   global the header declares and the parser, defined in another file, rewrites on every call.
   A header, so fast mode, which reads no headers, sees `opt_value` only as a name. */
extern char *opt_value;
int next_option(int argc, char **argv, const char *spec);
