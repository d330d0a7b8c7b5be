// Return codes as zlib.h defines them; fast mode reads no headers, so to it these are names of
// unknown value (neg_retry_do_while.c, pos_do_while_more_input.c).
#define Z_OK 0
#define Z_BUF_ERROR (-5)
#define Z_STREAM_END 1
#define Z_FINISH 4
