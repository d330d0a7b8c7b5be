#include "fastmode/ProjectNoreturns.h"

#include "fastmode/FastControlFlow.h"
#include "fastmode/FastExtractor.h"
#include "fastmode/FileConstants.h"
#include "fastmode/NoreturnReadings.h"
#include "fastmode/SplitConditionals.h"
#include "fastmode/Syntax.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"

#include <cctype>
#include <map>
#include <optional>
#include <unordered_set>

namespace faultline::fastmode {

namespace {

// What one file gives the index: its definitions other files may call, each either known never
// to return from the file alone, or ending in a call of a name another file may define.
struct FileReading {
  bool read = false;
  std::vector<std::string> noreturn;                        // names known from the file alone
  std::vector<std::pair<std::string, std::string>> pending; // name -> the name its body ends calling
  std::vector<std::string> returns;                         // names that return
};

bool isWordStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether `text` calls (or declares, or defines) one of `names` — the word followed by `(` — or,
// with `markers`, holds a word that marks a function noreturn (`__attribute__((noreturn))`,
// `_Noreturn`, `NORETURN`). A plain scan, strings and comments included: it only decides which
// files are worth a parse, and a file that mentions none of them cannot define a function of the
// index. Most files mention none (groonga: 4 of its 412), so the run parses a handful, not all.
bool mentions(std::string_view text, const std::unordered_set<std::string_view> &names, bool markers) {
  for (size_t i = 0; i < text.size();) {
    if (!isWordStart(text[i]) || (i > 0 && isWordChar(text[i - 1]))) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && isWordChar(text[end]))
      ++end;
    std::string_view word = text.substr(i, end - i);
    if (markers && word.size() >= 8) {
      std::string folded;
      for (char c : word)
        if (c != '_')
          folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (folded.ends_with("noreturn"))
        return true;
    }
    if (names.count(word)) {
      size_t next = end;
      while (next < text.size() && (text[next] == ' ' || text[next] == '\t'))
        ++next;
      if (next < text.size() && text[next] == '(')
        return true;
    }
    i = end;
  }
  return false;
}

FileReading readDefinitions(std::string_view text, bool cpp) {
  FileReading out;
  // `#if 0` and other platforms' groups never compile here; the rest is read as fast mode reads it.
  bool dropped = false;
  std::string live = dropInactiveBranches(text, dropped);
  if (dropped)
    text = live;
  SyntaxTree tree = SyntaxTree::parse(text, cpp, defaultParseTimeoutMicros(text.size()));
  if (tree.empty())
    return out;
  out.read = true;
  std::set<std::string, std::less<>> local; // declared here, or inferred within the file
  collectNoreturnFunctions(tree, local);
  std::vector<NoreturnReading> readings = noreturnReadings(tree);
  std::set<std::string, std::less<>> definedHere;
  for (const NoreturnReading &r : readings)
    definedHere.insert(r.name);
  for (const NoreturnReading &r : readings) {
    if (!r.fileScope || r.isStatic)
      continue;
    if (local.count(r.name))
      out.noreturn.push_back(r.name);
    else if (!r.lastCall.empty() && !definedHere.count(r.lastCall))
      out.pending.emplace_back(r.name, r.lastCall);
    else
      out.returns.push_back(r.name); // its last call is to a function of this file that returns
  }
  return out;
}

template <typename Each> void forEachFile(size_t count, unsigned jobs, Each each) {
  if (jobs == 1 || count <= 1) { // jobs 0: one thread per core
    for (size_t i = 0; i < count; ++i)
      each(i);
    return;
  }
  llvm::DefaultThreadPool pool(llvm::hardware_concurrency(jobs));
  for (size_t i = 0; i < count; ++i)
    pool.async(each, i);
  pool.wait();
}

// The names every read definition of which never returns: known from its file, or ending in a
// call of the C library's noreturn functions or of another such name (to a fixed point).
std::set<std::string, std::less<>> resolve(const std::vector<FileReading> &readings) {
  std::map<std::string, std::vector<std::optional<std::string>>> definitions;
  std::set<std::string> returning;
  for (const FileReading &f : readings) {
    for (const std::string &name : f.noreturn)
      definitions[name].push_back(std::nullopt);
    for (const auto &[name, callee] : f.pending)
      definitions[name].push_back(callee);
    returning.insert(f.returns.begin(), f.returns.end());
  }
  for (const std::string &name : returning)
    definitions.erase(name);
  std::set<std::string, std::less<>> names;
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto &[name, ends] : definitions) {
      if (names.count(name))
        continue;
      bool all = true;
      for (const std::optional<std::string> &callee : ends)
        all = all && (!callee || isLibraryNoreturn(*callee) || names.count(*callee));
      if (all) {
        names.insert(name);
        grew = true;
      }
    }
  }
  return names;
}

} // namespace

ProjectNoreturns indexProjectNoreturns(const std::vector<std::string> &files, unsigned jobs) {
  ProjectNoreturns out;
  std::vector<FileReading> readings(files.size());
  std::vector<char> parsed(files.size(), 0), unreadable(files.size(), 0);
  // Files are parsed in rounds: first those that mention the C library's noreturn functions or a
  // noreturn marker, then those that mention a name found never to return so far. Every
  // definition of a name mentions it, so each name of the final index had all its definitions
  // read (one that returns takes the name out) before the rounds stopped finding new names.
  std::set<std::string, std::less<>> searched;
  std::unordered_set<std::string_view> words(libraryNoreturnNames().begin(), libraryNoreturnNames().end());
  for (bool first = true; !words.empty(); first = false) {
    forEachFile(files.size(), jobs, [&](size_t i) {
      if (parsed[i] || unreadable[i])
        return;
      auto buffer = llvm::MemoryBuffer::getFile(files[i], /*IsText=*/false, /*RequiresNullTerminator=*/false);
      if (!buffer) {
        unreadable[i] = 1;
        return;
      }
      std::string_view text((*buffer)->getBufferStart(), (*buffer)->getBufferSize());
      if (!mentions(text, words, first))
        return;
      parsed[i] = 1;
      readings[i] = readDefinitions(text, isCppSource(files[i], text));
      if (!readings[i].read)
        unreadable[i] = 1;
    });
    words.clear();
    for (const std::string &name : resolve(readings))
      if (searched.insert(name).second)
        words.insert(*searched.find(name));
  }
  out.names = resolve(readings);
  for (size_t i = 0; i < files.size(); ++i) {
    out.filesRead += parsed[i] && !unreadable[i];
    out.filesUnreadable += unreadable[i];
  }
  return out;
}

} // namespace faultline::fastmode
