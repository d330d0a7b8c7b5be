// rules/program/FieldValues.h: a size read from a field takes the smallest value the program
// stores there, only when every store has a value.
#include "rules/program/FieldValues.h"

#include <gtest/gtest.h>

namespace fv = faultline::rules::program;
using namespace faultline::facts;

namespace {

TranslationUnitFacts readsField(const std::string &key, int64_t multiplier) {
  TranslationUnitFacts tu;
  tu.mainFile = "/p/use.c";
  FunctionFacts f;
  f.name = "encode";
  Block b;
  b.size.expression = "c->n";
  b.size.growth = "field 'n' of parameter 'c'";
  b.size.fieldKey = key;
  b.size.fieldMultiplier = multiplier;
  f.blocks.push_back(b);
  tu.functions.push_back(f);
  return tu;
}

FieldStore store(const std::string &key, std::optional<int64_t> value, unsigned line) {
  FieldStore s;
  s.field = key;
  s.value = value;
  s.range.file = "/p/init.c";
  s.range.line = line;
  return s;
}

} // namespace

TEST(FieldValues, TheSmallestStoredValueSizesTheBlock) {
  std::vector<TranslationUnitFacts> tus = {readsField("codec::n", 2)};
  TranslationUnitFacts init;
  init.fieldStores = {store("codec::n", 1 << 20, 4), store("codec::n", 1 << 18, 9)};
  tus.push_back(init);
  fv::applyFieldValues(tus);
  const Size &s = tus[0].functions[0].blocks[0].size;
  ASSERT_TRUE(s.bytes);
  EXPECT_EQ(*s.bytes, uint64_t(2) << 18);
  EXPECT_TRUE(s.growth.empty());
  EXPECT_NE(s.derivation.find("the smallest of the 2 values"), std::string::npos);
  EXPECT_NE(s.derivation.find("init.c:9"), std::string::npos);
}

TEST(FieldValues, AnUnknownStoreOrNoStoreLeavesTheSizeUnknown) {
  std::vector<TranslationUnitFacts> tus = {readsField("codec::n", 1)};
  TranslationUnitFacts init;
  init.fieldStores = {store("codec::n", 1 << 20, 4), store("codec::n", std::nullopt, 7)};
  tus.push_back(init);
  fv::applyFieldValues(tus);
  EXPECT_FALSE(tus[0].functions[0].blocks[0].size.bytes);

  std::vector<TranslationUnitFacts> none = {readsField("codec::m", 1)};
  fv::applyFieldValues(none);
  EXPECT_FALSE(none[0].functions[0].blocks[0].size.bytes);
  EXPECT_EQ(none[0].functions[0].blocks[0].size.growth, "field 'n' of parameter 'c'");
}
