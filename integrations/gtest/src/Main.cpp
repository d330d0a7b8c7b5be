// faultline::gtest_main: GTest::gtest_main with the fault listener installed.
#include "faultline/gtest.h"

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  faultline::InstallFaultListener();
  return RUN_ALL_TESTS();
}
