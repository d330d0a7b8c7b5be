// Code generators and usage printers pad with temporary strings of one repeated printable
// character: `std::string(width - name.size(), ' ')` aligns a column, `std::string(level * 4,
// ' ')` indents, `std::string(n, '-')` draws a rule. Such a string carries no data; its length is
// a layout width, not an amount of input, so it is not plausibly large (item 15 of
// faultline-loop-alloc.md's "Unknown sizes"), in both modes, even when the width is a parameter
// of a function nothing in the program calls.
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

std::string gen_enum_members(const std::vector<std::string> &names, std::size_t max_name_length) {
  std::string code;
  for (const std::string &name : names) {
    code += name;
    code += std::string(max_name_length - name.length(), ' ');
    code += " = iota\n";
  }
  return code;
}

std::string gen_indents(int num, const std::string &indent) {
  return "\n" + std::string(num * indent.length(), ' ');
}

std::string gen_block(const std::vector<int> &levels, const std::string &indent) {
  std::string out;
  for (int level : levels)
    out += gen_indents(level, indent) + "x";
  return out;
}

void print_options(std::stringstream &ss, const std::vector<std::string> &options, std::size_t col) {
  for (const std::string &option : options) {
    ss << option << std::string(col, ' ') << "\n";
    ss << std::string(col + option.size(), '-') << "\n";
  }
}

void gen_enum_member(std::string &code, const std::string &name, std::size_t max_name_length) {
  code += name;
  code += std::string(max_name_length - name.length(), ' ');
  code += " = iota\n";
}

void gen_enum(std::string &code, const std::vector<std::string> &names, std::size_t width) {
  for (const std::string &name : names)
    gen_enum_member(code, name, width);
}
