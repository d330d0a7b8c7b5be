// "Unknown sizes" item 1 through an allocator wrapper: a length returned by a function whose
// return type is narrow (`uchar read_byte(int f)`, as rsync's recv_user_name reads a user name's
// length; `unsigned short read_u16(int f)`) is at most 255 / 65,535 however the input runs. A
// direct malloc(len + 1) keeps that bound; so does the wrapper's size at the call
// (product_alloc(NULL, len + 1, sizeof(char)), use_product_alloc.c): no finding.
#include <stdlib.h>
#include <unistd.h>

typedef unsigned char uchar;

void *product_alloc(void *ptr, size_t num, size_t size, const char *file, int line);
#define product_new_array(type, num) \
  ((type *)product_alloc(NULL, (num), sizeof(type), __FILE__, __LINE__))

uchar read_byte(int f);
unsigned short read_u16(int f);
void keep_name(const char *name);

void narrow_names(int f, int count) {
  for (int i = 0; i < count; ++i) {
    int len = read_byte(f);
    char *name = product_new_array(char, len + 1);
    if (read(f, name, len) == len) {
      name[len] = '\0';
      keep_name(name);
    }
    free(name);
  }
}

void narrow_records(int f, int count) {
  for (int i = 0; i < count; ++i) {
    char *record = product_alloc(NULL, read_u16(f), 1, __FILE__, __LINE__);
    if (read(f, record, 16) > 0)
      keep_name(record);
    free(record);
  }
}
