// pos_unity_build_record.c's third header: the large record (lzlib's encoder.h, `struct
// LZ_encoder`), three records deep.
enum { coder_price_rows = 64, coder_price_columns = 1024 };

struct Coder {
  struct Coder_base base;
  int prices[coder_price_rows][coder_price_columns];
};
