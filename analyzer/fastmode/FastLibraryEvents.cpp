// Events of C library calls other than allocations and releases: streams (opened, closed,
// re-buffered, handed to another function) and allocator settings (mallopt, the environment).
// The facts themselves are built in facts/builder/ (StreamEvents.h, AllocatorSettings.h), alike
// for analyzer/extract; here, how fast mode reads the arguments. The dispatcher that sends a call
// here is Walker::onLibraryCall (FastCalls.cpp).
#include "fastmode/WalkerImpl.h"

#include "facts/builder/AllocatorSettings.h"
#include "facts/builder/StreamEvents.h"

namespace faultline::fastmode::walker {

// A stream opened here and passed to another function (`BZ2_bzReadOpen(&e, f, ...)`,
// `entry->load(buf, f, n)`): that function's traffic, one record, as on the Clang side
// (facts/builder/StreamEvents.h, handedOverStream). The callee is named as written.
void Walker::addStreamHandoff(int call, int function, const std::vector<int> &args) {
  if (facts.streamOpens.empty())
    return;
  std::string_view name;
  Kind fk = t[function].kind;
  if (fk == Kind::FieldExpression) {
    int field = t.child(function, Field::FieldName);
    name = field >= 0 ? t.text(field) : "";
  } else if (fk == Kind::Identifier || fk == Kind::QualifiedIdentifier ||
             fk == Kind::TemplateFunction) {
    name = calleeBaseName(t, function);
  }
  std::vector<std::string> keys;
  for (int arg : args) {
    NodeRef bare = stripParensAndCasts(ref(arg));
    bool named = bare.valid() && (t[bare.node].kind == Kind::Identifier ||
                                  t[bare.node].kind == Kind::FieldExpression);
    keys.push_back(named ? keyOf(arg) : "");
  }
  if (std::string stream = builder::handedOverStream(facts, name, keys); !stream.empty())
    facts.streamOps.push_back(builder::streamHandoff(name, stream, placeOf(call)));
}

// The stream facts themselves are built in facts/builder/StreamEvents.h, alike for analyzer/extract;
// here, how fast mode reads the call's arguments and who owns an opened stream.
void Walker::addStreamEvent(int call, const extract::StreamFunction &fn, const std::vector<int> &args) {
  struct Arguments : builder::StreamArguments {
    Walker &walker;
    const std::vector<int> &args;
    Arguments(Walker &walker, const std::vector<int> &args) : walker(walker), args(args) {}
    size_t count() const override { return args.size(); }
    std::string key(size_t i) const override { return walker.keyOf(args[i]); }
    std::optional<uint64_t> value(size_t i) const override {
      return walker.sizes.value(walker.ref(args[i]));
    }
    bool isNull(size_t i) const override { return walker.sizes.isNull(walker.ref(args[i])); }
  };
  Arguments arguments(*this, args);
  builder::CallPlace at = placeOf(call);
  switch (fn.role) {
  case extract::StreamRole::Open: {
    Owner owner = ownerOfCurrent(false);
    streamOwners.emplace_back(facts.streamOpens.size(), owner);
    facts::StreamOpen open = builder::streamOpen(fn, at, owner.kind, owner.key);
    describeOpenedPath(open, args);
    if (!args.empty())
      openedPathKeys[open.order] = keyOf(args[0]);
    facts.streamOpens.push_back(std::move(open));
    return;
  }
  case extract::StreamRole::Close:
    if (std::string key = builder::streamKey(fn, arguments); !key.empty())
      closes[key].push_back(builder::streamClose(fn, at));
    return;
  case extract::StreamRole::Buffering: {
    facts::BufferingChange change = builder::bufferingChange(fn, arguments, at);
    if (change.callerBuffer && args.size() > 1)
      change.bufferParameter = parameterOfBuffer(args[1]);
    facts.bufferingChanges.push_back(std::move(change));
    return;
  }
  case extract::StreamRole::Read:
  case extract::StreamRole::Write:
    if (auto op = builder::streamOp(fn, arguments, at))
      facts.streamOps.push_back(std::move(*op));
    return;
  }
}

static std::string stringLiteral(const SyntaxTree &t, int e) {
  if (e < 0)
    return "";
  e = stripParensAndCasts({&t, e}).node;
  if (e < 0 || t[e].kind != Kind::StringLiteral)
    return "";
  std::string out;
  for (int c = t[e].firstChild; c >= 0; c = t[c].nextSibling)
    if (std::string_view(t[c].type) == "string_content")
      out += t.text(c);
  return out;
}

// mallopt(M_MMAP_THRESHOLD, ...) and friends, or MALLOC_*_ / GLIBC_TUNABLES put in the
// environment (facts/builder/AllocatorSettings.h decides which); here, only how fast mode reads
// the arguments.
void Walker::addAllocatorSetting(int call, std::string_view name, const std::vector<int> &args) {
  struct Arguments : builder::SettingArguments {
    const SyntaxTree &t;
    Evaluator &sizes;
    const std::vector<int> &args;
    Arguments(const SyntaxTree &t, Evaluator &sizes, const std::vector<int> &args)
        : t(t), sizes(sizes), args(args) {}
    size_t count() const override { return args.size(); }
    std::optional<int64_t> constant(size_t i) const override {
      auto v = sizes.symbolic({&t, args[i]});
      return v ? v->constant : std::nullopt;
    }
    std::string literal(size_t i) const override {
      return i < args.size() ? stringLiteral(t, args[i]) : std::string();
    }
    std::string text(size_t i) const override { return singleSpaced(t.text(args[i])); }
  };
  if (auto setting = builder::allocatorSetting(name, Arguments(t, sizes, args), rangeOf(call)))
    facts.allocatorSettings.push_back(std::move(*setting));
}

} // namespace faultline::fastmode::walker
