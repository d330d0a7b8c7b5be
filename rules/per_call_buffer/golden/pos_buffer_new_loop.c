// buffer_new/buffer_free (use_buffer.c, over xmalloc/xfree) in a loop: a faultline-loop-alloc finding at the buffer_new call.
#include <stddef.h>
#include <string.h>

struct buffer {
  size_t len;
  unsigned char data[];
};

struct buffer *buffer_new(size_t len);
void buffer_free(struct buffer *b);

size_t encode_messages(const char *const *messages, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i) {
    struct buffer *out = buffer_new(1 << 20); // EXPECT: faultline-loop-alloc
    size_t n = strlen(messages[i]);
    memcpy(out->data, messages[i], n < out->len ? n : out->len);
    total += out->data[0];
    buffer_free(out);
  }
  return total;
}
