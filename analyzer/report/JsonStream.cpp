#include "report/JsonStream.h"

namespace faultline::report {

namespace {

struct StreamingWriter {
  llvm::json::OStream &out;
  const llvm::json::Array *hole;
  llvm::function_ref<void(llvm::function_ref<void(const llvm::json::Value &)>)> elements;

  void write(const llvm::json::Value &v) {
    if (const llvm::json::Object *o = v.getAsObject()) {
      // The key order OStream::value gives a whole object, so the bytes do not change.
      out.object([&] {
        for (const auto *kv : llvm::json::sortedElements(*o))
          out.attributeBegin(kv->first), write(kv->second), out.attributeEnd();
      });
    } else if (const llvm::json::Array *a = v.getAsArray()) {
      out.array([&] {
        if (a == hole)
          elements([&](const llvm::json::Value &e) { out.value(e); });
        else
          for (const llvm::json::Value &e : *a)
            write(e);
      });
    } else {
      out.value(v);
    }
  }
};

} // namespace

void writeJsonStreaming(
    const llvm::json::Value &tree, const llvm::json::Array *hole,
    llvm::function_ref<void(llvm::function_ref<void(const llvm::json::Value &)> emit)> elements,
    llvm::raw_ostream &os) {
  {
    llvm::json::OStream out(os, /*IndentSize=*/2);
    StreamingWriter{out, hole, elements}.write(tree);
  }
  os << '\n';
}

} // namespace faultline::report
