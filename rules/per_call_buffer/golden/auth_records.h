// Records the per_call_buffer goldens allocate with sizeof: laid out from this header, whose
// own macros give the array bounds (fast mode reads the project headers a file includes:
// HeaderRecords.h; AST mode has the real layout).
#pragma once

#define MAX_RESULTS 16
#define MAX_PROPS 16
#define MAX_VALUE 256

struct auth_result {
  int props;
  int method;
  unsigned char reason[MAX_VALUE + 1];
  unsigned char property[MAX_PROPS][MAX_VALUE + 1];
  unsigned char value[MAX_PROPS][MAX_VALUE + 1];
};

typedef struct auth_results {
  int count;
  unsigned char host[MAX_VALUE + 1];
  struct auth_result result[MAX_RESULTS];
} auth_results_t;
