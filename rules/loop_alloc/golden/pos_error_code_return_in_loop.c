// A stream's read function compresses block after block in `while (1)` with zlib's one-shot
// compress2 (a ~262 KiB deflate state made and freed inside every call) until the caller's
// buffer is full; its failure returns store an error code and return it,
// `return (rng->error_ret = ZS_COMPR_ERR);`, the code being a large unsigned constant that is a
// negative int (libisofs's `#define ISO_ZLIB_COMPR_ERR 0xE830FEA4`, filters/zisofs.c). Such a
// return is a failure: the loop goes on after every successful block, so the state is made per
// block. Its success code is zlib's `Z_OK`, a name fast mode cannot value (a system header):
// the loop goes round after every `Z_OK`, so it is no retry loop on that one code.
// neg_error_code_after_tries.c: the same codes end a loop of tries.
#include <string.h>
#include <zlib.h>

int zs_read_block(void *source, char *buffer, int size);

#define ZS_COMPR_ERR 0xE830FEA4
#define ZS_WRONG_INPUT 0xE830FEA5

struct zs_state {
  int error_ret;
  unsigned char *block_buffer;
  char *read_buffer;
  unsigned long buffer_size;
  long in_counter, orig_size;
};

int zs_stream_read(void *source, struct zs_state *rng, char *out, size_t desired) {
  size_t fill = 0;
  while (1) {
    int ret = zs_read_block(source, rng->read_buffer, 32768);
    if (ret > 0) {
      rng->in_counter += ret;
      if (rng->in_counter > rng->orig_size)
        return (rng->error_ret = ZS_WRONG_INPUT);
      uLongf buf_len = rng->buffer_size;
      unsigned char *in = (unsigned char *)rng->read_buffer;
      ret = compress2(rng->block_buffer, &buf_len, in, (unsigned long)ret, 6); // EXPECT: faultline-loop-alloc warning
      if (ret != Z_OK)
        return (rng->error_ret = ZS_COMPR_ERR);
      memcpy(out + fill, rng->block_buffer, buf_len);
      fill += buf_len;
    } else if (ret == 0) {
      return (int)fill;
    } else {
      return (rng->error_ret = ret);
    }
    if (fill >= desired)
      return (int)fill;
  }
}
