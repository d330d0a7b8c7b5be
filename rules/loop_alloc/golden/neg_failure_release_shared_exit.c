// Each iteration's 1 MiB chunk is kept (handed to the list), and freed only when filling it
// fails, on a path that leaves the loop for the error label, which reaches the function's one
// exit by jumping back to `done:` (fio's gz_work: `err: ... ret = 1; goto done;`). The release
// runs at most once per call, not per iteration: nothing is churned.
#include <stdlib.h>

struct chunk_list;
int fill_chunk(char *buf, size_t size, int index);
void keep_chunk(struct chunk_list *list, char *buf);
void drop_chunks(struct chunk_list *list);
void note_done(int status);

int collect_chunks(struct chunk_list *list, int n) {
  int ret;
  for (int i = 0; i < n; i++) {
    char *buf = malloc(1 << 20);
    if (!buf || fill_chunk(buf, 1 << 20, i) < 0) {
      free(buf);
      goto err;
    }
    keep_chunk(list, buf);
  }
  ret = 0;
done:
  note_done(ret);
  return ret;
err:
  drop_chunks(list);
  ret = 1;
  goto done;
}
