// `sizeof *p->f` where p's record is declared in a header the file includes
// (fastmode/HeaderRecords.h, fieldSize): the field's type comes from the header.
#include "header_records/mesh.h"

void nearby(mesh_file *m, struct sample_table *t, int n) {
  for (int pass = 0; pass < n; ++pass) {
    m->M = 81397;
    m->heads = calloc(m->M, sizeof(*m->heads));
    m->tail = malloc(sizeof(*m->tail) * 4096);
    m->rows = malloc(1024 * sizeof m->rows[0]);
    t->samples = malloc(sizeof(*t->samples) * 262144);
    char *copy = malloc(sizeof m->name * 4096);
    free(copy);
    free(t->samples);
    free(m->rows);
    free(m->tail);
    free(m->heads);
  }
}
// CHECK: function nearby 5:6
// CHECK: block 0 calloc 'calloc' 8:16 loop=0 var= size=651176 expr='m->M * sizeof(*m->heads)'
// CHECK: block 1 malloc 'malloc' 9:15 loop=0 var= size=163840 expr='sizeof(*m->tail) * 4096'
// CHECK: block 2 malloc 'malloc' 10:15 loop=0 var= size=524288 expr='1024 * sizeof m->rows[0]'
// CHECK: block 3 malloc 'malloc' 11:18 loop=0 var= size=524288 expr='sizeof(*t->samples) * 262144'
// CHECK: block 4 malloc 'malloc' 12:18 loop=0 var=copy size=327680 expr='sizeof m->name * 4096'
