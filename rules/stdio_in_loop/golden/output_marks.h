/* The names that stand for the standard streams (neg_stdout_constant_argument.c); a header, so
   fast mode, which reads no headers, sees `STDOUT_MARK` only as a name. */
#define STDOUT_MARK "stdout"
#define DEV_NULL_MARK "/dev/null"
