#include "driver/LinkUnits.h"

#include "driver/Common.h"
#include "io/Input.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

std::optional<llvm::json::Value> readJson(llvm::StringRef file, std::string &problem) {
  auto buffer = io::readFile(file);
  if (!buffer) {
    problem = llvm::toString(buffer.takeError());
    return std::nullopt;
  }
  auto value = io::parseJson((*buffer)->getBuffer());
  if (!value) {
    problem = oneLine(llvm::toString(value.takeError()));
    return std::nullopt;
  }
  return std::move(*value);
}

std::string join(llvm::StringRef dir, llvm::StringRef name) {
  llvm::SmallString<256> p(dir);
  path::append(p, name);
  return std::string(p);
}

// [{"name": "tool", "sources": ["src/tool.c", "lib/common.c"]}, ...]; relative sources are
// relative to the file's directory.
bool readListFile(const std::string &file, std::vector<rules::LinkUnit> &out) {
  std::string problem;
  auto value = readJson(file, problem);
  if (!value) {
    error() << "cannot read link units '" << file << "': " << problem << '\n';
    return false;
  }
  const llvm::json::Array *units = value->getAsArray();
  if (!units) {
    error() << "link units '" << file << "': expected a list of {\"name\", \"sources\"}\n";
    return false;
  }
  std::string base = path::parent_path(normalise(file)).str();
  for (size_t i = 0; i < units->size(); ++i) {
    const llvm::json::Object *unit = (*units)[i].getAsObject();
    std::optional<llvm::StringRef> name = unit ? unit->getString("name") : std::nullopt;
    const llvm::json::Array *sources = unit ? unit->getArray("sources") : nullptr;
    if (!name || !sources) {
      error() << "link units '" << file << "': entry " << i + 1
              << " needs a \"name\" string and a \"sources\" list\n";
      return false;
    }
    rules::LinkUnit u{name->str(), {}};
    for (const llvm::json::Value &s : *sources) {
      std::optional<llvm::StringRef> source = s.getAsString();
      if (!source) {
        error() << "link units '" << file << "': a source of '" << *name << "' is not a string\n";
        return false;
      }
      u.sources.push_back(normalise(*source, base));
    }
    out.push_back(std::move(u));
  }
  return true;
}

std::string replyDirectory(llvm::StringRef buildDir) {
  return join(join(join(join(buildDir, ".cmake"), "api"), "v1"), "reply");
}

// The codemodel-v2 object file named by the newest index file, or "" (with `problem` set).
std::string codemodelFile(const std::string &reply, std::string &problem) {
  std::vector<std::string> indexes;
  std::error_code ec;
  for (fs::directory_iterator it(reply, ec), end; it != end && !ec; it.increment(ec)) {
    llvm::StringRef name = path::filename(it->path());
    if (name.starts_with("index-") && name.ends_with(".json"))
      indexes.push_back(it->path());
  }
  if (indexes.empty()) {
    problem = "no index-*.json in '" + reply + "'";
    return "";
  }
  std::sort(indexes.begin(), indexes.end()); // CMake names them by time: the last is current
  auto index = readJson(indexes.back(), problem);
  const llvm::json::Object *root = index ? index->getAsObject() : nullptr;
  const llvm::json::Object *replies = root ? root->getObject("reply") : nullptr;
  if (!replies) {
    problem = problem.empty() ? "'" + indexes.back() + "' has no \"reply\"" : problem;
    return "";
  }
  auto fromEntry = [](const llvm::json::Object *entry) -> std::string {
    if (!entry)
      return "";
    std::optional<llvm::StringRef> file = entry->getString("jsonFile");
    return file ? file->str() : "";
  };
  std::string file = fromEntry(replies->getObject("codemodel-v2"));
  // A client's stateless query: reply["client-NAME"]["codemodel-v2"]; take the first by name.
  std::vector<std::string> clients;
  for (const auto &[key, value] : *replies)
    if (llvm::StringRef(key).starts_with("client-"))
      clients.push_back(llvm::StringRef(key).str());
  std::sort(clients.begin(), clients.end());
  for (const std::string &client : clients)
    if (file.empty())
      if (const llvm::json::Object *c = replies->getObject(client))
        file = fromEntry(c->getObject("codemodel-v2"));
  if (file.empty())
    problem = "the reply has no codemodel-v2 (create .cmake/api/v1/query/codemodel-v2 before "
              "configuring)";
  return file.empty() ? "" : join(reply, file);
}

// Executables and shared libraries, each with its own sources and those of every library target
// it depends on (transitively): what ends up linked into it.
bool readCmakeReply(const std::string &buildDir, std::vector<rules::LinkUnit> &out,
                    std::string &problem) {
  std::string reply = replyDirectory(buildDir);
  std::string file = codemodelFile(reply, problem);
  if (file.empty())
    return false;
  auto model = readJson(file, problem);
  const llvm::json::Object *root = model ? model->getAsObject() : nullptr;
  const llvm::json::Array *configurations = root ? root->getArray("configurations") : nullptr;
  const llvm::json::Object *paths = root ? root->getObject("paths") : nullptr;
  std::optional<llvm::StringRef> sourceDir = paths ? paths->getString("source") : std::nullopt;
  if (!configurations || configurations->empty() || !sourceDir) {
    problem = problem.empty() ? "'" + file + "' is not a codemodel-v2 reply" : problem;
    return false;
  }
  // One configuration (the first; a multi-config generator lists the same sources in each).
  const llvm::json::Object *configuration = (*configurations)[0].getAsObject();
  const llvm::json::Array *targets = configuration ? configuration->getArray("targets") : nullptr;
  if (!targets) {
    problem = "'" + file + "' has no targets";
    return false;
  }
  struct Target {
    std::string name, type;
    std::vector<std::string> sources, dependencies;
  };
  std::map<std::string, Target> byId;
  std::vector<std::string> order;
  for (const llvm::json::Value &t : *targets) {
    const llvm::json::Object *entry = t.getAsObject();
    std::optional<llvm::StringRef> id = entry ? entry->getString("id") : std::nullopt;
    std::optional<llvm::StringRef> jsonFile = entry ? entry->getString("jsonFile") : std::nullopt;
    if (!id || !jsonFile)
      continue;
    auto targetJson = readJson(join(reply, *jsonFile), problem);
    const llvm::json::Object *target = targetJson ? targetJson->getAsObject() : nullptr;
    if (!target)
      return false;
    Target out;
    out.name = target->getString("name").value_or(*id).str();
    out.type = target->getString("type").value_or("").str();
    if (const llvm::json::Array *sources = target->getArray("sources"))
      for (const llvm::json::Value &s : *sources)
        if (const llvm::json::Object *source = s.getAsObject())
          if (std::optional<llvm::StringRef> p = source->getString("path"))
            out.sources.push_back(normalise(*p, *sourceDir));
    if (const llvm::json::Array *dependencies = target->getArray("dependencies"))
      for (const llvm::json::Value &d : *dependencies)
        if (const llvm::json::Object *dependency = d.getAsObject())
          if (std::optional<llvm::StringRef> depId = dependency->getString("id"))
            out.dependencies.push_back(depId->str());
    order.push_back(id->str());
    byId.emplace(id->str(), std::move(out));
  }
  for (const std::string &id : order) {
    const Target &t = byId.at(id);
    if (t.type != "EXECUTABLE" && t.type != "SHARED_LIBRARY" && t.type != "MODULE_LIBRARY")
      continue;
    rules::LinkUnit unit{t.name, {}};
    std::set<std::string> seen{id};
    std::vector<std::string> work{id};
    while (!work.empty()) {
      auto it = byId.find(work.back());
      work.pop_back();
      if (it == byId.end())
        continue;
      unit.sources.insert(unit.sources.end(), it->second.sources.begin(),
                          it->second.sources.end());
      for (const std::string &d : it->second.dependencies)
        if (seen.insert(d).second)
          work.push_back(d);
    }
    std::sort(unit.sources.begin(), unit.sources.end());
    unit.sources.erase(std::unique(unit.sources.begin(), unit.sources.end()), unit.sources.end());
    out.push_back(std::move(unit));
  }
  return true;
}

} // namespace

bool loadLinkUnits(const std::string &option, const std::string &databaseFile,
                   std::vector<rules::LinkUnit> &out) {
  out.clear();
  if (!option.empty()) {
    if (fs::is_directory(option)) {
      std::string problem;
      if (!readCmakeReply(option, out, problem)) {
        error() << "cannot read link units from the CMake file-API reply in '" << option
                << "': " << problem << '\n';
        return false;
      }
    } else if (!fs::exists(option)) {
      error() << "link units file '" << option << "' does not exist\n";
      return false;
    } else if (!readListFile(option, out)) {
      return false;
    }
  } else if (!databaseFile.empty()) {
    std::string buildDir = path::parent_path(normalise(databaseFile)).str();
    std::string problem;
    if (fs::is_directory(replyDirectory(buildDir)) && !readCmakeReply(buildDir, out, problem)) {
      warning() << "CMake file-API reply in '" << buildDir << "' not used: " << problem << '\n';
      out.clear();
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const rules::LinkUnit &a, const rules::LinkUnit &b) { return a.name < b.name; });
  return true;
}

} // namespace faultline::driver
