// The counterpart of neg_double_checked_singleton.cpp: the smart pointer is tested but never
// filled, so every call builds the 128 KiB tables and deletes them again.
#include <cstdint>
#include <memory>

struct SpnTables {
  std::uint64_t table[16384 + 3];
  void use();
};

static std::unique_ptr<SpnTables> g_spn_tables;

void spn_sign(void) {
  if (!g_spn_tables) {
    auto scratch = new SpnTables(); // EXPECT: faultline-per-call-buffer
    scratch->use();
    delete scratch;
  } else {
    g_spn_tables->use();
  }
}

void spn_sign_all(int n) {
  for (int i = 0; i < n; i++)
    spn_sign();
}
