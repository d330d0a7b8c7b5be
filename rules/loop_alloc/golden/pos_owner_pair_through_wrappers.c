// bogofilter's per-message word hash (src/wordhash.c; recall audit of held-out set 37): the
// loop calls a constructor through a function that only returns its result
// (`wordhash_new(void) { return wordhash_init(WH_NORMAL, 0); }`), and the destructor releases
// the 234 KiB bucket array through the project's release wrapper (`xfree(wh->bin)`, xfree
// being `if (ptr) free(ptr);`) and through a second destructor it calls. Either way the block
// is allocated and released once per message: an owner pair (rules/program/OwnerPairs.h,
// rules/program/FieldReleases.h), reported at the loop's call with the owned block's size.
#include <stdlib.h>

#define FW_NHASH 29989

typedef struct fw_node { struct fw_node *next; char *key; } fw_node;
typedef struct { unsigned count; fw_node **bin; fw_node **order; } fw_hash;

static void fw_xfree(void *ptr) {
  if (ptr)
    free(ptr);
}

static fw_hash *fw_hash_init(unsigned extra) {
  fw_hash *h = calloc(1, sizeof *h);
  if (!h)
    return NULL;
  h->count = extra;
  h->bin = calloc(FW_NHASH, sizeof *h->bin);
  h->order = calloc(FW_NHASH, sizeof *h->order);
  return h;
}

fw_hash *fw_hash_new(void) {
  return fw_hash_init(0);
}

static void fw_hash_clear_order(fw_hash *h) {
  fw_xfree(h->order);
}

void fw_hash_free(fw_hash *h) {
  if (!h)
    return;
  fw_hash_clear_order(h);
  fw_xfree(h->bin);
  fw_xfree(h);
}

int fw_more_messages(void);
void fw_collect(fw_hash *h);

void fw_filter_messages(void) {
  while (fw_more_messages()) {
    fw_hash *h = fw_hash_new(); // EXPECT: faultline-loop-alloc warning
    fw_collect(h);
    fw_hash_free(h);
  }
}
