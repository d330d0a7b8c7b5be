# Embeds the library models (rules/models/*.yaml) into a C++ header at build time, so the binary
# needs no data files (the same way rules/EmbedDoc.cmake embeds the rule docs). Run at build time:
#   cmake -DOUTPUT=models.h -DMODELS="a.yaml;b.yaml" -P EmbedModels.cmake
# Defines faultline::config::models::kEmbedded[] = {{"zstd.yaml", "<text>"}, ...}, in the order
# given (sorted by the caller), as raw string literals.
set(delim "faultline_model")
set(text "// Generated from rules/models/*.yaml by rules/models/EmbedModels.cmake; edit the .yaml.\n")
string(APPEND text "#pragma once\n\nnamespace faultline::config::models {\n")
string(APPEND text "struct Embedded {\n  const char *file;\n  const char *text;\n};\n")
string(APPEND text "inline constexpr Embedded kEmbedded[] = {\n")
foreach(model IN LISTS MODELS)
  file(READ "${model}" body)
  if(body MATCHES "\\)${delim}\"")
    message(FATAL_ERROR "${model}: contains the raw string delimiter ')${delim}\"'")
  endif()
  get_filename_component(name "${model}" NAME)
  string(APPEND text "    {\"${name}\", R\"${delim}(${body})${delim}\"},\n")
endforeach()
string(APPEND text "};\n} // namespace faultline::config::models\n")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
