// A once-flag set by the statement right after its guarded block (arj's garble_init: `if
// (!arjcrypt_loaded) { ... arjcrypt_init(name); } arjcrypt_loaded = 1;`, held-out set 16): the
// guarded call runs on the first pass only, however often the helper is called, exactly as when
// the flag is set inside the braces. Both modes read the statement after the `if`; a flag set
// anywhere later (after other statements, or under a condition) is not read so.
#include <stdio.h>

static int cipher_tables_loaded = 0;
static unsigned char cipher_table[256];

static void read_cipher_tables(void) {
  FILE *in = fopen("/usr/share/cipher/tables.bin", "rb");
  if (!in)
    return;
  if (fread(cipher_table, 1, sizeof cipher_table, in) != sizeof cipher_table)
    cipher_table[0] = 0;
  fclose(in);
}

static void cipher_prepare(void) {
  if (!cipher_tables_loaded) {
    read_cipher_tables();
  }
  cipher_tables_loaded = 1;
}

int cipher_members(unsigned char **members, const int *lengths, int count) {
  int done = 0;
  for (int m = 0; m < count; ++m) {
    cipher_prepare();
    for (int k = 0; k < lengths[m]; ++k)
      members[m][k] ^= cipher_table[k & 255];
    ++done;
  }
  return done;
}
