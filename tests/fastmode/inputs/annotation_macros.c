// Annotation macros between a function's return type and its name (busybox's FAST_FUNC, zlib's
// ZEXPORT, libpng's PNGAPI) or before a basic return type (SQLITE_API): tree-sitter reads them
// once their identifier is blanked (AnnotationMacros.h), so the definitions give facts.
#include <stdio.h>
#include <stdlib.h>
#define FAST_FUNC __attribute__((regparm(3), stdcall))
#define ZEXPORT
#define SQLITE_API

FILE* FAST_FUNC xfopen_for_read(const char *path)
{
  FILE *fp = fopen(path, "r");
  return fp;
}
// CHECK-NOT: syntax-errors
// CHECK: function xfopen_for_read 10:17
// CHECK-NEXT: open fopen 12:14 stream=fp@12:9 loop=-1 escape=returned

int ZEXPORT deflate_block(int n) {
  char *p = malloc(1 << 20);
  free(p);
  return n;
}
// CHECK: function deflate_block 19:13
// CHECK-NEXT: block 0 malloc 'malloc' 20:13

SQLITE_API int sqlite_open_db(const char *name) {
  FILE *f = fopen(name, "r");
  if (f)
    fclose(f);
  return f != 0;
}
// CHECK: function sqlite_open_db 27:16

// A storage class before the capitals word keeps it: `static BOOL` is a type, not an annotation.
typedef int BOOL;
static BOOL is_open(FILE *f) { return f != 0; }
// CHECK: function is_open 37:13
