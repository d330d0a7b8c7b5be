// Status codes declared in a library's header: fast mode, which reads only the file it checks,
// sees their names but not their values (neg_retry_on_header_code.c,
// pos_retry_header_code_nested_continue.c, pos_loop_until_header_ok.c).
#pragma once

enum store_status {
  STORE_OK = 0,
  STORE_IO_ERROR = -2,
  STORE_NOT_EXIST_ERROR = -4,
};

#define Z_OK 0
#define Z_BUF_ERROR (-5)
