// The one-line-per-fact format of dump_facts (Clang) and dump_fast_facts (tree-sitter). One copy
// for both, so the two front ends' output can be diffed and FileCheck'ed against the same lines:
// a field added to one dump and not the other would silently split their tests.
#pragma once

#include "facts/Facts.h"

#include <string>
#include <vector>

namespace faultline::dump {

inline std::string at(const facts::SourceRange &r) {
  return std::to_string(r.line) + ":" + std::to_string(r.column);
}

// A symbolic value: "42", "p1", "8*p0+64", "p2-1", or "?" when neither constant nor affine.
inline std::string symbolic(const facts::SymbolicValue &v) {
  if (v.constant)
    return std::to_string(*v.constant);
  if (v.parameter < 0)
    return "?";
  std::string out = v.multiplier == 1 ? "" : std::to_string(v.multiplier) + "*";
  out += "p" + std::to_string(v.parameter);
  if (v.addend > 0)
    out += "+" + std::to_string(v.addend);
  else if (v.addend < 0)
    out += std::to_string(v.addend);
  return out;
}

template <typename T, typename F> std::string list(const std::vector<T> &items, F show) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i)
    out += (i ? "|" : "") + show(items[i]);
  return out + "]";
}

// Out is llvm::raw_ostream (dump_facts) or std::ostream (dump_fast_facts, which links no LLVM
// library): both print these strings and integers alike.
template <typename Out> void printFunctions(Out &out, const facts::TranslationUnitFacts &facts) {
  for (const auto &f : facts.functions) {
    out << "function " << f.name << " " << at(f.range) << "\n";
    for (const auto &l : f.loops)
      out << "  loop " << l.id << " " << facts::toString(l.kind) << " " << at(l.range)
          << " parent=" << l.parent << (l.parallel ? " parallel" : "") << "\n";
    for (const auto &b : f.blocks) {
      out << "  block " << b.id << " " << facts::toString(b.kind) << " '" << b.allocator << "' "
          << at(b.range) << " loop=" << b.loop << " var=" << b.variable
          << " size=" << (b.size.bytes ? std::to_string(*b.size.bytes) : "?") << " expr='"
          << b.size.expression << "'";
      if (!b.size.derivation.empty())
        out << " via='" << b.size.derivation << "'";
      if (b.size.dependsOnParameter >= 0)
        out << " param=" << b.size.dependsOnParameter;
      if (b.size.dependsOnParameter >= 0 && b.size.parameterMultiplier != 0)
        out << " affine=" << b.size.parameterMultiplier << "*p" << b.size.dependsOnParameter
            << (b.size.parameterAddend < 0 ? "" : "+") << b.size.parameterAddend;
      out << " escape=" << facts::toString(b.escape) << (b.valueInitialized ? " init" : "")
          << (b.perThread ? " per-thread" : "") << " order=" << b.order << "\n";
      for (const auto &r : b.releases)
        out << "    release " << facts::toString(r.kind) << " '" << r.function << "' "
            << at(r.range) << " loop=" << r.loop << " order=" << r.order << "\n";
    }
    for (const auto &s : f.streamOpens) {
      out << "  open " << s.opener << " " << at(s.range) << " stream=" << s.stream
          << " loop=" << s.loop << " escape=" << facts::toString(s.escape)
          << (s.callerBuffer ? " caller-buffer" : "") << (s.pathVaries ? " path-varies" : "")
          << (s.pathConstant ? " path-constant" : "")
          << (s.pathParameter >= 0 ? " path-parameter=" + std::to_string(s.pathParameter) : "")
          << "\n";
      for (const auto &c : s.closes)
        out << "    close '" << c.function << "' " << at(c.range) << " loop=" << c.loop << "\n";
    }
    for (const auto &c : f.bufferingChanges)
      out << "  buffering " << c.function << " " << at(c.range) << " stream=" << c.stream
          << (c.unbuffered ? " unbuffered" : "") << (c.callerBuffer ? " caller-buffer" : "")
          << " loop=" << c.loop << "\n";
    for (const auto &o : f.streamOps)
      out << "  op " << o.function << " " << at(o.range) << " stream=" << o.stream
          << (o.piecewise ? " piecewise" : "") << " loop=" << o.loop << "\n";
    // Existing tests match the start of these lines; the join's fields come after.
    for (const auto &c : f.calls) {
      out << "  call " << c.callee << " " << at(c.range) << " loop=" << c.loop
          << " args=" << list(c.arguments, symbolic)
          << " argkeys=" << list(c.argumentKeys, [](const std::string &k) { return k; })
          << " result=" << c.resultKey << " result-escape=" << facts::toString(c.resultEscape)
          << (c.isVirtual ? " virtual" : "") << (c.startsThread ? " starts-thread" : "");
      if (c.caseArgument >= 0)
        out << " case-arg=" << c.caseArgument << " case-values="
            << list(c.caseArgumentValues, [](int64_t v) { return std::to_string(v); });
      out << "\n";
      for (const auto &r : c.resultReleases)
        out << "    result-release " << facts::toString(r.kind) << " '" << r.function << "' "
            << at(r.range) << " loop=" << r.loop << "\n";
    }
    if (!f.parameterKeys.empty())
      out << "  params keys=" << list(f.parameterKeys, [](const std::string &k) { return k; })
          << " released=" << list(f.releasedParameters, [](int p) { return std::to_string(p); })
          << "\n";
    for (const auto &s : f.allocatorSettings)
      out << "  setting " << s.function << " " << s.parameter << "=" << s.value << " "
          << at(s.range) << "\n";
  }
}

} // namespace faultline::dump
