#include "report/Utf16Columns.h"

namespace faultline::report {

unsigned utf16Column(llvm::StringRef line, unsigned byteColumn) {
  if (byteColumn == 0)
    return 0;
  size_t bytes = byteColumn - 1, units = 0, i = 0;
  while (i < bytes && i < line.size()) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
    bool valid = i + length <= line.size();
    for (size_t k = 1; valid && k < length; ++k)
      valid = (static_cast<unsigned char>(line[i + k]) & 0xC0) == 0x80;
    if (!valid)
      length = 1;
    units += length == 4 ? 2 : 1; // a code point above U+FFFF is a surrogate pair
    i += length;
  }
  if (bytes > line.size())
    units += bytes - line.size();
  return static_cast<unsigned>(units + 1);
}

static void convert(facts::SourceRange &r, suppress::SourceCache &sources) {
  if (!r.valid())
    return;
  if (auto text = sources.line(r.file, r.line))
    r.column = utf16Column(*text, r.column);
  if (auto text = sources.line(r.file, r.endLine ? r.endLine : r.line))
    r.endColumn = utf16Column(*text, r.endColumn);
}

void toUtf16Columns(rules::Finding &finding, suppress::SourceCache &sources) {
  convert(finding.range, sources);
  if (finding.loop)
    convert(*finding.loop, sources);
  for (rules::FindingNote &n : finding.notes)
    convert(n.range, sources);
  for (rules::CallStep &s : finding.callPath)
    convert(s.range, sources);
}

} // namespace faultline::report
