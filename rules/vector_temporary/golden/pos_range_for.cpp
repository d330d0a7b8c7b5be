// A large vector constructed per element of a range-for loop.
#include <cstddef>
#include <string>
#include <vector>

std::size_t index_documents(const std::vector<std::string> &docs) {
  std::size_t terms = 0;
  for (const std::string &doc : docs) {
    std::vector<unsigned> counts(64 * 1024); // EXPECT: faultline-vector-temporary
    for (unsigned char ch : doc)
      ++counts[ch];
    terms += counts[' '];
  }
  return terms;
}
