// The caller's case labels (facts::CallSite::caseArgument) as fast mode reads them: the key
// codes of <curses.h> without the header (fixed by X/Open Curses: KEY_NPAGE is 0522 = 338,
// KEY_CLEAR 0515 = 333), labels inside preprocessor blocks, and an arm whose statements follow an
// `#endif` (tree-sitter leaves them outside every case_statement); a `break` the build may leave
// out does not end an arm. A `default` that reaches the arm gives no values. `ctrl` and `KIB` are
// function-like macros of a project header.
#include "case_labels/keys.h"
#include <stdlib.h>

void command(int key);
int next_key(void);

void keys(void) {
  for (;;) {
    int c = next_key();
    switch (c) {
    case ' ':
    case KEY_NPAGE:
      command(c);
      // CHECK: call command [[@LINE-1]]:7 {{.*}} case-arg=0 case-values=[338|32]{{$}}
      break;
    case ctrl('L'):
#ifdef KEY_CLEAR
    case KEY_CLEAR:
#endif
      command(c);
      // CHECK: call command [[@LINE-1]]:7 {{.*}} case-arg=0 case-values=[333|12]{{$}}
      break;
    case '-':
#ifdef WITH_ESCAPE
      break;
#endif
    case '!':
      command(c);
      // CHECK: call command [[@LINE-1]]:7 {{.*}} case-arg=0 case-values=[33|45]{{$}}
      break;
    default:
    case '?':
      command(c);
      // CHECK: call command [[@LINE-1]]:7 {{.*}} result-escape=unknown{{$}}
      break;
    }
  }
}

void scratch(int n) {
  for (int i = 0; i < n; i++) {
    char *p = malloc(KIB(512));
    // CHECK: block 0 malloc 'malloc' [[@LINE-1]]:15 loop=0 var=p size=524288 expr='KIB(512)'
    free(p);
  }
}
