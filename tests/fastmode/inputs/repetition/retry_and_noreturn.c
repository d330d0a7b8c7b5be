// Retry codes and the file's own noreturn functions (FastControlFlow.h): the answers
// analyzer/extract's CFG gives, and where fast mode stays on the safe side.
#include <stdlib.h>

#define AGAIN (-11)
enum { BUSY = 16 };

int attempt(void);
void helper(void);
__attribute__((noreturn)) void die_now(const char *why);
void log_noreturn_event(const char *why); // returns: only its name says "noreturn"

int retries_on_macro_code(void) {
  int rc;
  do {
    rc = attempt();
  } while (0);
  for (;;) {
    rc = attempt();
    if (rc != AGAIN)
      break;
  }
  return rc;
}
// CHECK-LABEL: function retries_on_macro_code
// CHECK-NEXT: call attempt 16:10 loop=-1 varying=[]
// CHECK-NEXT: call attempt 19:10 loop=0 varying=[] not-repeated='only when the call returns one particular code (a retry loop)'

int retries_in_condition(void) {
  while (1) {
    if (attempt() == BUSY)
      continue;
    return 0;
  }
}
// CHECK-LABEL: function retries_in_condition
// CHECK-NEXT: call attempt 31:9 loop=0 varying=[] not-repeated='only when the call returns one particular code (a retry loop)'

int continues_on_zero_or_unknown(int n) {
  int total = 0;
  for (;;) {
    int got = attempt();
    if (got != 0) // zero is a read loop's end, not a retry code
      break;
  }
  for (;;) {
    int got = attempt();
    if (got != HEADER_CODE) // a name from a header: could be 0, not taken for a retry
      break;
  }
  for (int i = 0; i < n; i++) {
    int r = attempt(); // goes round whatever it returned
    if (r == BUSY)
      helper();
    total += r;
  }
  return total;
}
// CHECK-LABEL: function continues_on_zero_or_unknown
// CHECK-NEXT: call attempt 42:15 loop=0 varying=[]{{$}}
// AST mode, which knows HEADER_CODE's value, calls this one a retry (docs/fast-mode.md)
// CHECK-NEXT: call attempt 47:15 loop=1 varying=[]{{$}}
// CHECK-NEXT: call attempt 52:13 loop=2 varying=[]{{$}}
// CHECK-NEXT: call helper 54:7 loop=2 varying=[]{{$}}

void noreturn_declared_here(int n) {
  for (int i = 0; i < n; i++) {
    if (attempt() < 0) {
      helper();
      die_now("attempt failed");
    }
    if (attempt() > 1) {
      helper();
      log_noreturn_event("more");
    }
  }
}
// CHECK-LABEL: function noreturn_declared_here
// CHECK-NEXT: call attempt 68:9 loop=0 varying=[]{{$}}
// CHECK-NEXT: call helper 69:7 loop=-1 varying=[] not-repeated='only on a path that ends in 'die_now''
// CHECK-NEXT: call die_now 70:7 loop=-1 varying=[] not-repeated='only on a path that ends in 'die_now''
// CHECK-NEXT: call attempt 72:9 loop=0 varying=[]{{$}}
// CHECK-NEXT: call helper 73:7 loop=0 varying=[]{{$}}
// CHECK-NEXT: call log_noreturn_event 74:7 loop=0 varying=[]{{$}}

// Codes named in a header: a retry when the loop also tests the result against another value.
int retries_on_header_codes(void) {
  for (;;) {
    int err = attempt();
    if (err == 0)
      break;
    if (err != HEADER_NOT_EXIST)
      return err;
  }
  while (1) {
    int z = attempt();
    if (z == HEADER_BUF_ERROR && n_limit())
      continue;
    if (HEADER_OK != z)
      return -1;
    break;
  }
  return 0;
}
// CHECK-LABEL: function retries_on_header_codes
// CHECK-NEXT: call attempt 89:15 loop=0 varying=[] not-repeated='only when the call returns one particular code (a retry loop)'
// CHECK-NEXT: call attempt 96:13 loop=1 varying=[] not-repeated='only when the call returns one particular code (a retry loop)'
// CHECK-NEXT: call n_limit 97:34 loop=1 varying=[]{{$}}

// A local once-flag: the guarded call leaves the loop; one cleared again in the loop does not.
void local_once_flags(int n) {
  int done = 0;
  while (1) {
    if (!done) {
      helper();
      done = 1;
    } else
      break;
  }
  int seen = 0;
  for (int i = 0; i < n; i++) {
    if (!seen) {
      helper();
      seen = 1;
    }
    if (i % 8 == 0)
      seen = 0;
  }
}
// CHECK-LABEL: function local_once_flags
// CHECK-NEXT: call helper 115:7 loop=-1 varying=[]{{$}}
// CHECK-NEXT: call helper 123:7 loop=1 varying=[]{{$}}

// A random value drawn until acceptable (FastRedrawLoops.cpp): the draw runs again only when the
// value was rejected; a loop that goes on while the draw is nonzero uses every draw.
int os_get_random(unsigned char *buf, unsigned long len);
int id_in_use(unsigned short id);
unsigned short redraw_until_free(void) {
  unsigned short id;
  do {
    if (os_get_random((unsigned char *)&id, sizeof(id)) < 0)
      id = 0;
  } while (!id || id_in_use(id));
  unsigned char v;
  do {
    os_get_random(&v, 1);
  } while (v != 0);
  return id;
}
// CHECK-LABEL: function redraw_until_free
// CHECK-NEXT: call os_get_random 141:9 loop=0 varying=[0,1] not-repeated='only when the random value it drew was rejected (a loop that draws until the value is acceptable)'
// CHECK-NEXT: call id_in_use 143:19 loop=0 varying=[0]{{$}}
// CHECK-NEXT: call os_get_random 146:5 loop=1 varying=[0]{{$}}
