// mafft's disttbfast (issue 10): the guide-tree loop `for (iguidetree = 0; iguidetree <
// nguidetree; iguidetree++)` sets `nguidetree = 1` when the tree is read from a file, before
// reading it: the counter is past the new bound at the next test, so the loop ends after that
// iteration and the tree file is opened once per run. The bound is a static global that no other
// function writes.
#include <stdio.h>

static int nguidetree = 2;

static int load_tree(const char *path, int *topology, int n) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int read = 0;
  while (read < n && fscanf(f, "%d", &topology[read]) == 1)
    read++;
  fclose(f);
  return read;
}

int align_rounds(const char *tree_in, int *topology, int n) {
  int rounds = 0;
  for (int iguidetree = 0; iguidetree < nguidetree; iguidetree++) {
    if (tree_in) {
      nguidetree = 1;
      if (load_tree(tree_in, topology, n) < 0)
        return -1;
    }
    rounds++;
  }
  return rounds;
}
