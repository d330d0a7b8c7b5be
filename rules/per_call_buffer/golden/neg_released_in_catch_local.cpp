// A local block deleted only in a `catch (...)` handler that rethrows, and handed on success to
// a callee that keeps it in the caller's list: the release is failure cleanup (the handler runs
// only for an exception, and the rethrow leaves the function), so the block outlives each
// successful call and nothing is allocated and released per call of the loop below.
#include <cstdio>

struct CatchKeepList {
  unsigned char *last;
};

void catch_keep_block(CatchKeepList *list, unsigned char *block) { list->last = block; }

void catch_local_load(CatchKeepList *list, std::FILE *f, unsigned n) {
  unsigned char *block = new unsigned char[n];
  try {
    if (std::fread(block, n, 1, f) != 1)
      throw 1;
  } catch (...) {
    delete[] block;
    throw;
  }
  catch_keep_block(list, block);
}

void catch_local_all(CatchKeepList *list, std::FILE *f, int count) {
  for (int i = 0; i < count; ++i)
    catch_local_load(list, f, 1u << 30);
}
