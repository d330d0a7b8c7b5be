// The loop mallocs 1 MiB per message and hands it to consume_message (use_consumer.c), which frees its parameter: a releaser, so the block dies within the iteration.
#include <stdlib.h>
#include <string.h>

void consume_message(char *msg);

void produce_messages(const char *const *texts, int count) {
  for (int i = 0; i < count; ++i) {
    char *msg = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!msg)
      return;
    strncpy(msg, texts[i], (1 << 20) - 1);
    msg[(1 << 20) - 1] = '\0';
    consume_message(msg);
  }
}
