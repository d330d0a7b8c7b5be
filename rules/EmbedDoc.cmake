# Wraps a rule's Markdown doc into a C++ header so `documentation()` returns the very file that
# sits next to the rule (and `faultline explain RULE` prints it). Run at build time:
#   cmake -DINPUT=doc.md -DOUTPUT=doc.h -DNAME=loopAlloc -P EmbedDoc.cmake
# Defines faultline::rules::docs::<NAME> (the whole doc) and <NAME>Summary (the line under the
# title), both raw string literals.
file(READ "${INPUT}" doc)
if(NOT doc MATCHES "^# faultline-[a-z-]+\n+([^\n]+)")
  message(FATAL_ERROR "${INPUT}: must start with '# faultline-<id>' and a one-line summary")
endif()
set(summary "${CMAKE_MATCH_1}")
set(delim "faultline_doc")
if(doc MATCHES "\\)${delim}\"")
  message(FATAL_ERROR "${INPUT}: contains the raw string delimiter ')${delim}\"'")
endif()
set(text "// Generated from ${INPUT} by rules/EmbedDoc.cmake; edit the .md, not this file.\n")
string(APPEND text "#pragma once\n\nnamespace faultline::rules::docs {\n")
string(APPEND text "inline constexpr const char ${NAME}Summary[] = R\"${delim}(${summary})${delim}\";\n")
string(APPEND text "inline constexpr const char ${NAME}[] = R\"${delim}(${doc})${delim}\";\n")
string(APPEND text "} // namespace faultline::rules::docs\n")
# Rewrite only on change so dependants are not rebuilt for nothing.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
