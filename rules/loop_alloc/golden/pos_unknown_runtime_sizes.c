// Unknown sizes that can plausibly grow: a file's size (st_size, ftell), a length field reached
// through a parameter, a product of two values computed at run time. Reported at severity note
// by default (--unknown-sizes=warn makes them warnings).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

struct frame_header {
  uint32_t length;
};

long checksum_files(const char **paths, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    struct stat st;
    if (stat(paths[i], &st) != 0)
      continue;
    char *data = malloc(st.st_size); // EXPECT: faultline-loop-alloc note
    if (data)
      sum += data[0];
    free(data);
  }
  return sum;
}

long read_streams(FILE **files, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    fseek(files[i], 0, SEEK_END);
    long size = ftell(files[i]);
    char *data = malloc(size); // EXPECT: faultline-loop-alloc note
    if (data)
      sum += fread(data, 1, size, files[i]);
    free(data);
  }
  return sum;
}

long decode_frames(const struct frame_header *frames, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    unsigned char *payload = malloc(frames[i].length); // EXPECT: faultline-loop-alloc note
    if (payload)
      sum += payload[0];
    free(payload);
  }
  return sum;
}

long render_tiles(int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    size_t width = (size_t)rand(), height = (size_t)rand();
    float *pixels = malloc(width * height); // EXPECT: faultline-loop-alloc note
    if (pixels)
      sum += (long)pixels[0];
    free(pixels);
  }
  return sum;
}
