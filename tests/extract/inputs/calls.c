// Call facts for the cross-file join: symbolic arguments (constant, affine in a parameter,
// unknown), argument owner keys, where a call's result goes, allocator wrappers and releasers.
#include <stdlib.h>
#include <string.h>

void *wrap_alloc(size_t n) {
  return malloc(n);
}

void *wrap_alloc_checked(size_t n) {
  void *p = malloc(n);
  if (!p)
    abort();
  return p;
}

void *wrap_of_wrap(size_t len) {
  return wrap_alloc(2 * len + 16);
}

void wrap_free(void *p) {
  free(p);
}

void wrap_free_second(int tag, char *buf) {
  if (tag)
    free(buf);
}

void wrap_free_through(void *q) {
  wrap_free(q);
}

void use_bytes(char *dst, size_t n, int k);

void *kept;

void *callers(size_t n, int k, char *buf) {
  char *a = wrap_alloc(1 << 20);
  use_bytes(a, n * 8 + 64, k - 1);
  use_bytes(buf, 4096, (int)n * (int)n);
  free(a);
  wrap_free_second(1, buf);
  kept = wrap_alloc(n);
  for (int i = 0; i < k; ++i)
    use_bytes(buf, sizeof(double) * 128, i);
  return wrap_of_wrap(n);
}

// CHECK-LABEL: function wrap_alloc 6:7
// CHECK: block 0 malloc 'malloc' 7:10 loop=-1 var= size=? expr='n' param=0 affine=1*p0+0 escape=returned
// CHECK: params keys=[n@6:25] released=[]

// CHECK-LABEL: function wrap_alloc_checked 10:7
// CHECK: block 0 malloc 'malloc' 11:13 loop=-1 var=p size=? expr='n' param=0 affine=1*p0+0 escape=returned

// CHECK-LABEL: function wrap_of_wrap 17:7
// CHECK: call wrap_alloc 18:10 loop=-1 args=[2*p0+16] argkeys=[] result= result-escape=returned
// CHECK: params keys=[len@17:27] released=[]

// CHECK-LABEL: function wrap_free 21:6
// CHECK: params keys=[p@21:22] released=[0]

// CHECK-LABEL: function wrap_free_second 25:6
// CHECK: params keys=[tag@25:27|buf@25:38] released=[1]

// CHECK-LABEL: function wrap_free_through 30:6
// CHECK: call wrap_free 31:3 loop=-1 args=[p0] argkeys=[q@30:30] result= result-escape=unknown
// CHECK: params keys=[q@30:30] released=[]

// CHECK-LABEL: function callers 38:7
// CHECK: loop 0 for 45:3 parent=-1
// CHECK: call wrap_alloc 39:13 loop=-1 args=[1048576] argkeys=[] result=a@39:9 result-escape=none
// CHECK-NEXT: result-release free 'free' 42:3 loop=-1
// CHECK-NEXT: call use_bytes 40:3 loop=-1 args=[?|8*p0+64|p1-1] argkeys=[a@39:9||] result= result-escape=unknown
// CHECK-NEXT: call use_bytes 41:3 loop=-1 args=[p2|4096|?] argkeys=[buf@38:38||]
// CHECK-NEXT: call wrap_free_second 43:3 loop=-1 args=[1|p2] argkeys=[|buf@38:38]
// CHECK-NEXT: call wrap_alloc 44:10 loop=-1 args=[p0] argkeys=[] result=kept@36:7
// CHECK-NEXT: call use_bytes 46:5 loop=0 args=[p2|1024|?] argkeys=[buf@38:38||]
// CHECK-NEXT: call wrap_of_wrap 47:10 loop=-1 args=[p0] argkeys=[] result= result-escape=returned
// CHECK-NEXT: params keys=[n@38:22|k@38:29|buf@38:38] released=[]
