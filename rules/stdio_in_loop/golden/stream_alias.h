// pos_stream_opener_alias.c's header: the project's name for fopen, as cvs's lib/system.h has
// `#ifndef CVS_FOPEN / # define CVS_FOPEN fopen`.
#ifndef APP_FOPEN
#define APP_FOPEN fopen
#endif
