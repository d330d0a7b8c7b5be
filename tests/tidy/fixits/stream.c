// faultline-stdio-in-loop's fix-it: the same file opened, read and closed on every iteration
// allocates (and frees) a stdio buffer per open; with a caller buffer declared before the loop
// stdio allocates none. The shim counts both (stdio sites: bufferAllocations, callerBuffers).
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  // This very source by default: its first bytes are the same before and after the fix.
  const char *path = argc > 2 ? argv[2] : __FILE__;
  long sum = 0;
  char chunk[256];
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(path, "rb");
    if (!f)
      continue;
    size_t got = fread(chunk, 1, sizeof chunk, f);
    for (size_t k = 0; k < got; ++k)
      sum += (unsigned char)chunk[k];
    fclose(f);
  }
  printf("%ld\n", sum);
  return 0;
}
// CHECK-FIXES: {{^}}  char chunk[256];{{$}}
// CHECK-FIXES-NEXT: {{^}}  char f_buffer[BUFSIZ];{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    FILE *f = fopen(path, "rb");{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (f) setvbuf(f, f_buffer, _IOFBF, sizeof f_buffer);{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (!f){{$}}
// CHECK-FIXES-NEXT: {{^}}      continue;{{$}}
