// Counts of things of which there are naturally few: an audio file's channels, an image's
// components, a merge's parents, a macro's parameters, worker threads. Each is read at run time
// or handed in, so nothing local bounds it, but a format (or the machine's cores) caps it or
// ordinary inputs keep it to a handful: a channel map of `num_channels` bytes, one record per
// image component, one pointer per parent are never near the mmap threshold (loop-alloc doc,
// "Unknown sizes", item 16). No finding.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct stream_config {
  int num_channels;
  unsigned sample_rate;
};

struct component_params {
  unsigned dx, dy, w, h, prec;
};

struct image {
  int numcomps;
  struct component_params *comps;
};

int read_config(FILE *f, struct stream_config *config);
int stream_get_num_channels(const void *stream);

// `loc_config.num_channels`: a field of a local the reader fills.
long remap_channels(FILE **files, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    struct stream_config loc_config;
    if (read_config(files[i], &loc_config) != 0)
      continue;
    unsigned char *order = malloc(loc_config.num_channels + 1);
    if (order) {
      memset(order, 0, loc_config.num_channels + 1);
      sum += order[0];
    }
    free(order);
  }
  return sum;
}

// `img->numcomps`: a field of a parameter.
long copy_component_params(struct image **images, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    struct image *img = images[i];
    struct component_params *params = calloc(img->numcomps, sizeof *params);
    if (params) {
      memcpy(params, img->comps, img->numcomps * sizeof *params);
      sum += params[0].w;
    }
    free(params);
  }
  return sum;
}

// A getter whose name says it counts channels.
long verify_blocks(const void *stream, int blocks) {
  long sum = 0;
  for (int b = 0; b < blocks; ++b) {
    int *peaks = malloc(stream_get_num_channels(stream) * sizeof(int));
    if (peaks) {
      peaks[0] = b;
      sum += peaks[0];
    }
    free(peaks);
  }
  return sum;
}

// `nparent`: a parameter counting parents.
long diff_parents(const char **paths, int n, int nparent) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    const char **tails = malloc(nparent * sizeof *tails);
    if (tails) {
      tails[0] = paths[i];
      sum += strlen(tails[0]);
    }
    free(tails);
  }
  return sum;
}

// `nparents[i]`: an element of an array of such counts.
long combine_paths(const char **paths, const int *nparents, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    const char **heads = malloc(nparents[i] * sizeof *heads);
    if (heads) {
      heads[0] = paths[i];
      sum += strlen(heads[0]);
    }
    free(heads);
  }
  return sum;
}

// `n_threads`: one record per worker thread (samtools' sort_blocks), bounded by the cores.
struct worker {
  int index;
  long done;
};

long sort_blocks(const int *blocks, int n, int n_threads) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    struct worker *w = malloc(n_threads * sizeof *w);
    if (w) {
      w[0].index = blocks[i];
      sum += w[0].index;
    }
    free(w);
  }
  return sum;
}
