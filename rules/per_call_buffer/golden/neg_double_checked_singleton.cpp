// A process-wide table created once, double-checked: `if (!g) { c = new T; if (!g) g.reset(c);
// else delete c; }`. The delete runs only when another thread installed one between the two
// tests; on the path that gets here the smart pointer is filled and later calls find it set.
// i2pd's GetEd25519 (128 KiB of precomputed base-point tables), held-out set 31.
// pos_smart_pointer_never_filled.cpp: the same test with nothing stored is a per-call block.
#include <cstdint>
#include <memory>

struct DcsTables {
  std::uint64_t table[16384 + 3];
  void use();
};

static std::unique_ptr<DcsTables> g_dcs_tables;

std::unique_ptr<DcsTables> &dcs_get_tables() {
  if (!g_dcs_tables) {
    auto created = new DcsTables();
    if (!g_dcs_tables) // not created by another thread meanwhile
      g_dcs_tables.reset(created);
    else
      delete created;
  }
  return g_dcs_tables;
}

void dcs_sign_all(int n) {
  for (int i = 0; i < n; i++)
    dcs_get_tables()->use();
}
