// Fast mode laid out only the structs of the file itself: `malloc(sizeof(struct authres))`
// with the struct in the project's own header (opendkim's 137 KiB authentication-results
// record, arrays sized by the header's macros; held-out set 20) was an unknown single object,
// never recorded, where AST mode reported a per-call block. This lays out the structs, unions
// and classes (and the typedef names of them) that the project headers a file includes define,
// each header once per process: its own macros and those of the headers it includes give the
// array bounds, with the same rules as the file's records (FastTypeSizes.cpp; anything it cannot
// lay out exactly stays unknown). Two headers that disagree on a name's layout leave it unknown.
#pragma once

#include "fastmode/ConfigHeaders.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::fastmode {

struct RecordLayout {
  uint64_t size = 0;
  uint64_t align = 1;
  bool operator==(const RecordLayout &o) const { return size == o.size && align == o.align; }
};

// One field's size (`sizeof p->f`) and the size of what it points to or holds (`sizeof *p->f`,
// `sizeof p->f[0]`); 0 where unknown.
struct FieldSizes {
  uint64_t value = 0;
  uint64_t pointee = 0;
};

// What one header lays out: record tag or typedef name -> layout, for the records it lays out
// completely, and its enumerators with their values (clzip's `enum { max_match_len = ... }` in
// lzip.h, which size encoder.h's arrays and the files' own).
struct HeaderRecordTable {
  std::unordered_map<std::string, RecordLayout> layouts;
  std::unordered_map<std::string, int64_t> enumerators;
  // typedef name -> the struct or class it names (FileConstants.h's typedefTarget), opaque ones
  // included: a C API's `typedef struct JxlEncoderStruct JxlEncoder;`.
  std::unordered_map<std::string, std::string> typedefTargets;
  // Records and typedef names the header defines but could not lay out on its own (a member of a
  // type from a header it does not include itself: a unity build's order supplies it).
  std::unordered_map<std::string, bool> unresolved;
  // record tag or typedef name -> its fields' sizes, for every record with a body the header
  // defines (laid out or not: a field's size needs only its own type).
  std::unordered_map<std::string, std::unordered_map<std::string, FieldSizes>> fields;
};

class HeaderRecords {
public:
  HeaderRecords() = default;
  // How a header's own table is read: with the layouts of the project headers it includes (a
  // typedef of another header in a struct's field), or on its own text only (for those).
  enum Reading { WithIncludedLayouts, OwnTextOnly };
  // `headers`: the project headers the file includes (ConfigHeaders.h's projectHeaders).
  explicit HeaderRecords(const std::vector<std::string> &headers, Reading reading = WithIncludedLayouts);
  // The layout of `name` when every header that lays it out agrees; nullptr otherwise. A name
  // no header could lay out on its own is laid out once more with all the file's headers read
  // as one text, in include order, as the compiler reads them (WithIncludedLayouts only):
  // lzlib.c includes cbuffer.c, encoder_base.h and encoder.h in turn, and encoder_base.h's
  // `struct Range_encoder` has a `struct Circular_buffer` member that cbuffer.c defines.
  const RecordLayout *find(const std::string &name) const;
  // Every enumerator of the headers, where the headers that define it agree on its value.
  std::unordered_map<std::string, int64_t> enumerators() const;
  // The size of field `field` of the record `record` names (a tag or typedef name), through one
  // pointer or array level when `dereferenced`, where every header defining that field agrees;
  // 0 otherwise. Read from each header on its own (its fields' types from its own text and the
  // headers it includes).
  uint64_t fieldSize(const std::string &record, const std::string &field, bool dereferenced) const;
  // The struct or class a typedef name of the headers stands for, when they agree; "" otherwise.
  std::string typedefTarget(const std::string &name) const;

private:
  std::vector<std::shared_ptr<const HeaderRecordTable>> tables;
  std::vector<std::string> paths;  // in include order, for the combined reading
  bool combinable = false;         // WithIncludedLayouts
  mutable std::shared_ptr<const HeaderRecordTable> combined; // read on the first need
};

struct FileScope;
// The enumerators of the headers `scope.headerRecords` reads, added to `scope.enumerators` where
// the scope has no enumerator, macro or global of the name (after collectFileScope: the file's
// own names come first).
void addHeaderEnumerators(FileScope &scope);

// One header's table from its text, with the layouts of the headers it includes (exposed for
// tests).
HeaderRecordTable readHeaderRecords(const std::string &path, std::string_view text);

} // namespace faultline::fastmode
