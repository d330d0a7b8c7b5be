// pos_unity_build_record.c's second header: a record with a `struct Ring` member, which this
// header does not include (lzlib's encoder_base.h).
enum { coder_states = 12, coder_positions = 4 };

struct Range_coder {
  struct Ring ring;
  unsigned long long low;
};

struct Coder_base {
  struct Range_coder range;
  unsigned short models[coder_states][coder_positions][0x300];
};
