// States a function settles (facts::SettledState): `if (t->tethering == enabled) return
// -EALREADY;` among the statements of the body itself, and later, also among them, `t->tethering
// = enabled;`, with nothing but failure returns between the two. Called again with the same
// object and value, the function does nothing past the test (connman's
// connman_technology_tethering_notify, held-out set 29). Read from the AST of one function.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <vector>

namespace faultline::extract {

std::vector<facts::SettledState> collectSettledStates(clang::ASTContext &ctx, Locations &locations,
                                                      const clang::FunctionDecl *fn);

} // namespace faultline::extract
