// An allocation macro written as a GNU statement expression (btrfs-progs' and xfsprogs'
// kerncompat style, GLib's g_new at -O2): the block is the value of the expression's last
// statement, `p_;`, so it goes to the variable the whole expression initialises, and that
// variable's free releases it (extract/WalkerOwners.cpp, valueExpression; fast mode reads the
// macro as an alias of the call that sets the returned variable, fastmode/FileMacros.cpp
// statementExpressionCall). 1 MiB per item.
#include <stdlib.h>

#define SE_NEW(type, n) \
  (type *) __extension__({ type *p_ = malloc(sizeof(type) * (n)); if (!p_) abort(); p_; })

void se_fill(double *row, int item);

void se_per_item(int items) {
  for (int i = 0; i < items; ++i) {
    double *row = SE_NEW(double, 131072); // EXPECT: faultline-loop-alloc warning
    se_fill(row, i);
    free(row);
  }
}
