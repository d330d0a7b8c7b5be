// A member's block released only in a `catch (...)` handler that rethrows: load stores the
// block in the entry (`data`, kept for a later pass over the entries) and frees it only when
// the read in its `try` fails. A handler runs only for an exception and the rethrow leaves the
// function, so that release is failure cleanup: on success the entry keeps its block, and
// nothing is allocated and released per call of the loop below.
#include <cstdio>
#include <cstdlib>

struct catch_read_error {};

unsigned char *catch_blob_alloc(unsigned size) {
  auto *p = static_cast<unsigned char *>(std::malloc(size));
  if (!p)
    throw catch_read_error();
  return p;
}

void catch_blob_free(unsigned char *p) { std::free(p); }

struct CatchEntry {
  unsigned char *data = nullptr;
  unsigned size = 0;
  void load(std::FILE *f, unsigned size);
};

void CatchEntry::load(std::FILE *f, unsigned bytes) {
  if (std::fseek(f, 30, SEEK_CUR) != 0)
    throw catch_read_error();
  catch_blob_free(data);
  data = catch_blob_alloc(bytes);
  try {
    if (bytes > 0 && std::fread(data, bytes, 1, f) != 1)
      throw catch_read_error();
  } catch (...) {
    catch_blob_free(data);
    data = nullptr;
    throw;
  }
  size = bytes;
}

void catch_load_entries(CatchEntry *entries, int count, std::FILE *f) {
  for (int i = 0; i < count; ++i)
    entries[i].load(f, 1u << 30);
}
