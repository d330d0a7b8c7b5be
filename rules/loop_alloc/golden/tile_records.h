// Record types the loop_alloc goldens size with sizeof: declared in a header, which fast mode
// does not read, so it cannot lay them out (AST mode can: 12 and 16 bytes).
#pragma once

struct tile_marker {
  unsigned short id;
  unsigned len;
  unsigned pos;
};

struct tile_part {
  unsigned long start;
  unsigned long end;
};

struct tile_source {
  unsigned marker_count;
  struct tile_marker *markers;
};

struct tile_copy {
  unsigned marker_count;
  struct tile_marker *markers;
};
