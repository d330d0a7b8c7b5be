// consume_message prints and frees the message it is given: a releaser of its parameter.
#include <stdio.h>
#include <stdlib.h>

void consume_message(char *msg) {
  fputs(msg, stdout);
  free(msg);
}
