#include "driver/FastMode.h"

#include "driver/Common.h"
#include "fastmode/FastExtractor.h"
#include "fastmode/SourceFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <functional>
#include <set>

namespace faultline::driver {

bool defaultDatabaseExists() {
  for (const char *candidate : {"compile_commands.json", "build/compile_commands.json"})
    if (llvm::sys::fs::is_regular_file(candidate))
      return true;
  return false;
}

bool partitionPaths(const std::vector<std::string> &paths,
                    const std::map<std::string, clang::tooling::CompileCommand> *byFile,
                    const suppress::PathFilter &exclude, std::vector<std::string> &astFiles,
                    std::vector<std::string> &fastFiles) {
  for (const std::string &arg : paths) {
    if (byFile && byFile->count(normalise(arg))) {
      astFiles.push_back(arg); // a database entry, even one that is not a readable file
      continue;
    }
    std::vector<std::string> errors;
    bool directory = llvm::sys::fs::is_directory(arg);
    // Files named explicitly are analysed even when excluded, as in AST mode.
    std::function<bool(const std::string &)> excluded;
    if (directory)
      excluded = [&](const std::string &p) { return exclude.excluded(p); };
    std::vector<std::string> found =
        fastmode::findSourceFiles({arg}, excluded, errors);
    if (!errors.empty()) {
      error() << errors.front() << '\n';
      return false;
    }
    for (std::string &file : found) {
      if (byFile && byFile->count(normalise(file)))
        astFiles.push_back(directory ? file : arg);
      else
        fastFiles.push_back(std::move(file));
    }
  }
  std::sort(fastFiles.begin(), fastFiles.end());
  fastFiles.erase(std::unique(fastFiles.begin(), fastFiles.end()), fastFiles.end());
  return true;
}

std::vector<std::string>
databaseFastFiles(const std::map<std::string, clang::tooling::CompileCommand> &byFile,
                  const suppress::PathFilter &exclude) {
  std::vector<std::string> files;
  std::set<std::string> directories;
  for (const auto &entry : byFile) {
    if (exclude.excluded(entry.first))
      continue;
    files.push_back(entry.first);
    directories.insert(llvm::sys::path::parent_path(entry.first).str());
  }
  for (const std::string &dir : directories) {
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
      llvm::StringRef ext = llvm::sys::path::extension(it->path());
      bool header = ext == ".h" || ext == ".hh" || ext == ".hpp" || ext == ".hxx" ||
                    ext == ".h++" || ext == ".inl" || ext == ".ipp" || ext == ".tcc";
      if (header && llvm::sys::fs::is_regular_file(it->path()) && !exclude.excluded(it->path()))
        files.push_back(normalise(it->path()));
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

std::map<std::string, fastmode::BuildFlags>
databaseBuildFlags(const std::map<std::string, clang::tooling::CompileCommand> &byFile) {
  std::map<std::string, fastmode::BuildFlags> out;
  for (const auto &[file, cmd] : byFile)
    out.emplace(file, fastmode::buildFlagsFromCommandLine(cmd.CommandLine, cmd.Directory));
  return out;
}

std::vector<UnitOutcome> extractFastUnits(const std::vector<std::string> &files,
                                          const extract::ExtractOptions &options, unsigned jobs,
                                          const std::map<std::string, fastmode::BuildFlags> *flags,
                                          const fastmode::ProjectMacros *project) {
  std::vector<UnitOutcome> results(files.size());
  auto analyse = [&](size_t i) {
    const fastmode::BuildFlags *own = nullptr;
    if (flags)
      if (auto it = flags->find(files[i]); it != flags->end())
        own = &it->second;
    extract::ExtractResult x = fastmode::extractFastMode(files[i], options, own, project);
    if (!x.parsed)
      results[i].failure = report::Failure{
          x.facts.mainFile, x.firstError.empty() ? std::string("fast mode failed") : oneLine(x.firstError)};
    results[i].facts = std::move(x.facts);
  };
  if (jobs == 1 || files.size() <= 1) {
    for (size_t i = 0; i < files.size(); ++i)
      analyse(i);
  } else {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(jobs));
    for (size_t i = 0; i < files.size(); ++i)
      pool.async(analyse, i);
    pool.wait();
  }
  return results;
}

fastmode::ProjectMacros projectSwitches(const std::string &root, const std::vector<std::string> &files,
                                        const std::map<std::string, fastmode::BuildFlags> &flags,
                                        const suppress::PathFilter &exclude) {
  fastmode::ProjectMacros out = fastmode::indexProjectMacros(
      root, files,
      [&](const std::string &path) -> const fastmode::BuildFlags * {
        auto it = flags.find(path);
        return it == flags.end() ? nullptr : &it->second;
      },
      [&](const std::string &path) { return exclude.excluded(path); });
  for (const auto &[file, f] : flags)
    for (const auto &[name, verdict] : f.macros)
      out.mayBeDefined.insert(name);
  return out;
}

} // namespace faultline::driver
