// The other shapes that get the hoist (fixits.py applies the fixes, matches CHECK-FIXES and
// compiles the result): calloc (its zeroing kept as a memset in place), a do-while loop, a
// `break` that leaves only a nested switch, a `continue` of a nested loop, the inner loop of two,
// two blocks of one loop (two fixes at the same places: clang-tidy applies both).
#include <stdlib.h>
#include <string.h>

long zeroed(int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    int *counts = calloc(64 * 1024, sizeof(int));
    counts[i % 1024] += i;
    sum += counts[0];
    free(counts);
  }
  return sum;
}
// CHECK-FIXES: {{^}}  int *counts = calloc(64 * 1024, sizeof(int));{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    memset(counts, 0, (64 * 1024) * sizeof(int));{{$}}
// CHECK-FIXES-NEXT: {{^}}    counts[i % 1024] += i;{{$}}
// CHECK-FIXES-NEXT: {{^}}    sum += counts[0];{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
// CHECK-FIXES-NEXT: {{^}}  free(counts);{{$}}

int repeat(int n) {
  int i = 0, last = 0;
  do {
    double *work = malloc(1 << 21);
    work[0] = i;
    switch (i % 3) {
    case 0:
      last = (int)work[0];
      break;
    default:
      break;
    }
    for (int j = 0; j < 4; ++j) {
      if (j == i)
        continue;
      work[j + 1] = j;
    }
    free(work);
  } while (++i < n);
  return last;
}
// CHECK-FIXES: {{^}}  int i = 0, last = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  double *work = malloc(1 << 21);{{$}}
// CHECK-FIXES-NEXT: {{^}}  do {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    work[0] = i;{{$}}
// CHECK-FIXES: {{^}}      work[j + 1] = j;{{$}}
// CHECK-FIXES-NEXT: {{^}}    }{{$}}
// CHECK-FIXES-NEXT: {{^}}  } while (++i < n);{{$}}
// CHECK-FIXES-NEXT: {{^}}  free(work);{{$}}
// CHECK-FIXES-NEXT: {{^}}  return last;{{$}}

void rows(float *out, int h, int w) {
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      float *tile = (float *)malloc(256 * 1024 * sizeof(float));
      tile[0] = (float)x;
      out[y * w + x] = tile[0];
      free(tile);
    }
  }
}
// CHECK-FIXES: {{^}}  for (int y = 0; y < h; ++y) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    float *tile = (float *)malloc(256 * 1024 * sizeof(float));{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int x = 0; x < w; ++x) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}      tile[0] = (float)x;{{$}}
// CHECK-FIXES-NEXT: {{^}}      out[y * w + x] = tile[0];{{$}}
// CHECK-FIXES-NEXT: {{^}}    }{{$}}
// CHECK-FIXES-NEXT: {{^}}    free(tile);{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}

void copies(int n) {
  for (int i = 0; i < n; ++i) {
    char *a = malloc(1 << 20);
    char *b = malloc(1 << 20);
    memcpy(b, a, 1 << 20);
    free(b);
    free(a);
  }
}
// CHECK-FIXES: {{^}}void copies(int n) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}  char *a = malloc(1 << 20);{{$}}
// CHECK-FIXES-NEXT: {{^}}  char *b = malloc(1 << 20);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    memcpy(b, a, 1 << 20);{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
// CHECK-FIXES-NEXT: {{^}}  free(a);{{$}}
// CHECK-FIXES-NEXT: {{^}}  free(b);{{$}}
