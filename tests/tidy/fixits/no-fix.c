// Findings that must get no fix-it (fixits.py: `clang-tidy --fix` leaves this file unchanged,
// and reports a finding at every line marked FINDING, so each case is a finding without a fix,
// not a case the rule skipped). Lines marked NO-FINDING are not findings at all.
#include <stdlib.h>
#include <string.h>

int consume(char *p);
char *kept;

int early_return(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    if (consume(p) < 0)
      return -1; // leaves the loop between the allocation and the release
    free(p);
  }
  return 0;
}

void early_break(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    if (consume(p) < 0)
      break;
    free(p);
  }
}

void early_continue(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    if (!p)
      continue;
    consume(p);
    free(p);
  }
}

void with_goto(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    if (consume(p) < 0)
      goto out;
    free(p);
  }
out:;
}

void stored(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // NO-FINDING: escapes
    kept = p;
    consume(p);
    free(p);
  }
}

void non_constant_size(int n, size_t size) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(size); // FINDING: grows with the parameter
    consume(p);
    free(p);
  }
}

void reassigned(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    consume(p);
    free(p);
    p = 0;
  }
}

void address_taken(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    char **where = &p;
    consume(*where);
    free(p);
  }
}

void released_in_branch(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20); // FINDING
    if (consume(p))
      free(p);
    else
      free(p);
  }
}

void name_taken(int n) {
  char *p = 0;
  consume(p);
  {
    for (int i = 0; i < n; ++i) {
      char *p = malloc(1 << 20); // FINDING
      consume(p);
      free(p);
    }
  }
}

void declared_in_block(int n) {
  for (int i = 0; i < n; ++i) {
    {
      char *p = malloc(1 << 20); // FINDING
      consume(p);
      free(p);
    }
  }
}

void size_from_the_loop(int n) {
  for (int i = 0; i < n; ++i) {
    enum { local_size = 1 << 20 };
    char *p = malloc(local_size); // FINDING
    consume(p);
    free(p);
  }
}

void in_a_branch_of_the_caller(int n, int on) {
  if (on)
    for (int i = 0; i < n; ++i) {
      char *p = malloc(1 << 20); // FINDING
      consume(p);
      free(p);
    }
}
