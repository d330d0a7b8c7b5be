// Sizes fast mode knows without headers: literal arithmetic, sizeof of builtin types and of
// structs defined here, enumerators, object-like and function-like #defines, locals written
// once, file-scope constants; parameters and changing variables stay unknown.
#include <stdlib.h>

#define ROWS 512
#define MIB(x) ((size_t)(x) << 20)
#define ALLOC(n) malloc(n)
enum { kCols = 256, kNext };
static const size_t kPage = 4096;
struct Pixel { unsigned char r, g, b; float depth; };
typedef struct { double m[16]; int id; } Matrix;
struct Packet { size_t len; unsigned char data[]; };

void sizes(size_t len, int n) {
  size_t grow = 1 << 20;
  const size_t rows = ROWS;
  for (int i = 0; i < n; ++i) {
    // CHECK: function sizes 15:6
    // CHECK: loop 0 for 18:3 parent=-1
    char *a = malloc(rows * kPage);
    // CHECK: block 0 malloc 'malloc' 21:15 loop=0 var=a size=2097152 expr='rows * kPage'
    free(a);
    // CHECK-NEXT: release free 'free' 23:5 loop=0
    struct Pixel *p = calloc(kCols, sizeof(struct Pixel));
    // CHECK: block 1 calloc 'calloc' 25:23 loop=0 var=p size=2048 expr='kCols * sizeof(struct Pixel)'
    free(p);
    Matrix *m = malloc(kNext * sizeof(Matrix));
    // CHECK: block 2 malloc 'malloc' 28:17 loop=0 var=m size=34952 expr='kNext * sizeof(Matrix)'
    free(m);
    char *c = malloc(len * 2);
    // CHECK: block 3 malloc 'malloc' 31:15 loop=0 var=c size=? expr='len * 2' param=0 affine=2*p0+0
    free(c);
    char *d = malloc(grow);
    // CHECK: block 4 malloc 'malloc' 34:15 loop=0 var=d size=? expr='grow'
    free(d);
    grow *= 2;
    char *e = ALLOC(MIB(4));
    // CHECK: block 5 malloc 'malloc' 38:15 loop=0 var=e size=4194304 expr='MIB(4)'
    free(e);
    struct Packet *q = malloc(sizeof(struct Packet) + 100);
    // CHECK: block 6 malloc 'malloc' 41:24 loop=0 var=q size=108
    free(q);
    double *v = malloc(n * sizeof *v);
    // CHECK: block 7 malloc 'malloc' 44:17 loop=0 var=v size=? expr='n * sizeof *v' param=1 affine=8*p1+0
    free(v);
  }
}
