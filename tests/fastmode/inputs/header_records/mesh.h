/* The records of header_record_fields.c, declared in a header as a C project declares them
   (admesh's src/stl.h: `typedef struct { ... stl_hash_edge **heads; ... } stl_file;`). */
#include <stdlib.h>

typedef struct edge { struct edge *next; double weight[4]; } edge;
typedef struct {
	int M;
	edge **heads;
	edge *tail;
	double (*rows)[64];
	char name[80];
} mesh_file;

struct sample_table { short *samples; int n; };
