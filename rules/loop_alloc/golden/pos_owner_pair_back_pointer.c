// A C owner pair whose constructor links two of its blocks both ways: the compressor owns an
// LZ77 context, and the context points back at its compressor (`lz->owner = z`). That
// back-pointer keeps the structure inside itself; the compressor is still returned to the caller,
// and the 512 KiB symbol buffer it owns is made and freed per object written (halibut's PDF
// writer, held-out set 39's recall audit; rules/program/OwnerPairs.h).
#include <stdlib.h>

struct backptr_lz {
  void *owner;
  unsigned char *window;
};

struct backptr_ctx {
  unsigned long *syms;
  int nsyms;
  struct backptr_lz *lz;
};

struct backptr_ctx *backptr_new(void) {
  struct backptr_ctx *z = malloc(sizeof *z);
  z->syms = malloc(65536 * sizeof(unsigned long));
  z->nsyms = 0;
  struct backptr_lz *lz = malloc(sizeof *lz);
  lz->owner = z;
  lz->window = NULL;
  z->lz = lz;
  return z;
}

void backptr_free(struct backptr_ctx *z) {
  free(z->lz);
  free(z->syms);
  free(z);
}

int backptr_compress(struct backptr_ctx *z, const char *text, int len);

struct backptr_obj {
  struct backptr_obj *next;
  const char *text;
  int len;
};

int backptr_write_all(struct backptr_obj *head) {
  int total = 0;
  for (struct backptr_obj *o = head; o; o = o->next) {
    struct backptr_ctx *z = backptr_new(); // EXPECT: faultline-loop-alloc warning
    total += backptr_compress(z, o->text, o->len);
    backptr_free(z);
  }
  return total;
}
