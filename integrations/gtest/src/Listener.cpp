// The listener: per-test faults into gtest's XML (RecordProperty) and ctest's measurements
// (<CTestMeasurement> on stdout), and an optional one-line summary per test.
#include "faultline/gtest.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace faultline {
namespace {

std::string XmlEscape(const std::string &in) {
  std::string out;
  for (char c : in)
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  return out;
}

bool EnvOn(const char *name) {
  const char *v = std::getenv(name);
  return v && *v && std::strcmp(v, "0") != 0;
}

class FaultListener : public ::testing::EmptyTestEventListener {
public:
  explicit FaultListener(const ListenerOptions &o) : opts_(o) {
    if (EnvOn("FAULTLINE_GTEST_PRINT"))
      opts_.print = true;
  }

  void OnTestStart(const ::testing::TestInfo &) override { meter_.Start(); }

  void OnTestEnd(const ::testing::TestInfo &info) override {
    FaultSample s = meter_.Stop(opts_.topSites);
    std::string name = std::string(info.test_suite_name()) + "." + info.name();
    if (opts_.xmlProperties) {
      ::testing::Test::RecordProperty("faultline_minor_faults", std::to_string(s.minorFaults));
      ::testing::Test::RecordProperty("faultline_major_faults", std::to_string(s.majorFaults));
      ::testing::Test::RecordProperty("faultline_method", s.method);
      if (s.shim) {
        ::testing::Test::RecordProperty("faultline_site_faults", std::to_string(s.siteFaults));
        for (size_t i = 0; i < s.sites.size(); ++i)
          ::testing::Test::RecordProperty("faultline_site_" + std::to_string(i + 1),
                                          s.sites[i].Describe());
      }
    }
    if (opts_.ctestMeasurements) {
      // One test per process (gtest_discover_tests): plain names; several: suffixed by test.
      const bool single = ::testing::UnitTest::GetInstance()->test_to_run_count() == 1;
      std::string suffix = single ? "" : "." + name;
      std::string out;
      auto measure = [&](const char *type, const std::string &key, const std::string &value) {
        out += "<CTestMeasurement type=\"" + std::string(type) + "\" name=\"" +
               XmlEscape(key + suffix) + "\">" + XmlEscape(value) + "</CTestMeasurement>\n";
      };
      measure("numeric/double", "faultline.minor_faults", std::to_string(s.minorFaults));
      measure("numeric/double", "faultline.major_faults", std::to_string(s.majorFaults));
      if (s.shim) {
        measure("numeric/double", "faultline.site_faults", std::to_string(s.siteFaults));
        if (!s.sites.empty())
          measure("text/string", "faultline.top_site", s.sites.front().Describe());
      }
      std::fputs(out.c_str(), stdout);
      std::fflush(stdout);
    }
    if (opts_.print) {
      std::string line = "[ faultline ] " + name + ": " + std::to_string(s.minorFaults) +
                         " minor, " + std::to_string(s.majorFaults) + " major faults";
      if (s.shim) {
        line += "; " + std::to_string(s.siteFaults) + " at call sites";
        if (!s.sites.empty())
          line += ", top: " + s.sites.front().Describe();
      }
      std::printf("%s\n", line.c_str());
      std::fflush(stdout);
    }
  }

private:
  ListenerOptions opts_;
  FaultMeter meter_;
};

bool installed = false;

} // namespace

::testing::TestEventListener *NewFaultListener(const ListenerOptions &options) {
  return new FaultListener(options);
}

void InstallFaultListener(const ListenerOptions &options) {
  if (installed)
    return;
  installed = true;
  ::testing::UnitTest::GetInstance()->listeners().Append(NewFaultListener(options));
}

} // namespace faultline
