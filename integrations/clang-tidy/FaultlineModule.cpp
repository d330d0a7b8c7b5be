// The faultline clang-tidy module: one check per rule of rules::allRules(), named by the rule's
// id. Loaded by `clang-tidy --load=libfaultline-tidy.so`, and linked into faultline-clangd.
#include "FaultlineCheck.h"

#include "rules/Rule.h"

#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"

namespace faultline::tidy {

class FaultlineModule : public clang::tidy::ClangTidyModule {
public:
  void addCheckFactories(clang::tidy::ClangTidyCheckFactories &factories) override {
    for (const auto &rule : rules::allRules())
      factories.registerCheckFactory(
          rule->id(), [](llvm::StringRef name, clang::tidy::ClangTidyContext *context) {
            return std::make_unique<FaultlineCheck>(name, context);
          });
  }
};

} // namespace faultline::tidy

namespace clang::tidy {

static ClangTidyModuleRegistry::Add<faultline::tidy::FaultlineModule>
    X("faultline-module", "Finds code that takes minor page faults in hot loops.");

// Referenced by faultline-clangd's main() so a static link keeps this object.
volatile int FaultlineModuleAnchorSource = 0;

} // namespace clang::tidy
