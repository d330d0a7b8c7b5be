// pos_unity_build_record.c's first header: the ring buffer the others use without including it
// (lzlib's cbuffer.c).
struct Ring {
  unsigned char *buffer;
  unsigned size;
  unsigned get, put;
};
