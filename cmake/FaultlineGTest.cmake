# faultline_gtest_discover_tests(): gtest_discover_tests() with the runtime shim preloaded into
# every discovered test (docs/unit-tests.md). Shipped in the faultline CMake package
# (find_package(faultline)); the faultline build uses the same file for its own tests.
#
#   faultline_gtest_discover_tests(<target>
#       [REPORT_DIR <dir>]     # default ${CMAKE_CURRENT_BINARY_DIR}/faultline/<target>
#       [NO_COLLECT]           # no fixture that writes <dir>/faultline-runtime.json
#       [<any gtest_discover_tests() option>...])
#
# Each discovered test runs in its own process with
#   ENVIRONMENT_MODIFICATION LD_PRELOAD=path_list_prepend:<libfaultline-rt.so>
#                            FAULTLINE_RT_DIR=set:<dir>/raw
# so a sanitizer runtime already in LD_PRELOAD stays loaded, and the shim writes one raw report
# per test process. Two fixture tests bracket them: faultline.<target>.setup empties <dir>/raw,
# faultline.<target>.collect runs `faultline run --collect <dir>/raw --out <dir>`, which
# symbolises the reports into <dir>/faultline-runtime.json, the file `faultline confirm
# --runtime` reads. The tests' fault listener (faultline::gtest_main or
# faultline::InstallFaultListener) then names call sites in its XML properties, ctest
# measurements and budget failures.
#
# The properties are set from an extra ctest include file after discovery, not through
# gtest_discover_tests(PROPERTIES), which cannot carry a list-valued property (CMake 3.25 splits
# it); an ENVIRONMENT_MODIFICATION or FIXTURES_REQUIRED given in PROPERTIES is merged in.
# Tests whose names contain square brackets are not in gtest's TEST_LIST and run without the
# shim.
include_guard(GLOBAL)
include(GoogleTest)

function(faultline_gtest_discover_tests target)
  cmake_parse_arguments(PARSE_ARGV 1 FL "NO_COLLECT" "REPORT_DIR;TEST_LIST" "PROPERTIES")
  if(NOT TARGET faultline::rt)
    message(FATAL_ERROR "faultline_gtest_discover_tests: no target faultline::rt "
                        "(find_package(faultline) first)")
  endif()
  if(NOT FL_REPORT_DIR)
    set(FL_REPORT_DIR "${CMAKE_CURRENT_BINARY_DIR}/faultline/${target}")
  endif()
  if(NOT FL_TEST_LIST)
    set(FL_TEST_LIST "${target}_TESTS")
  endif()
  set(raw "${FL_REPORT_DIR}/raw")
  set(fixture "faultline.${target}")

  # Pull the properties we extend out of the user's list (name/value pairs).
  set(mods "LD_PRELOAD=path_list_prepend:$<TARGET_FILE:faultline::rt>"
           "FAULTLINE_RT_DIR=set:${raw}")
  set(fixtures "")
  if(NOT FL_NO_COLLECT)
    list(APPEND fixtures "${fixture}")
  endif()
  set(passthrough "")
  list(LENGTH FL_PROPERTIES n)
  set(i 0)
  while(i LESS n)
    list(GET FL_PROPERTIES ${i} key)
    math(EXPR j "${i} + 1")
    if(j LESS n)
      list(GET FL_PROPERTIES ${j} value)
    else()
      set(value "")
    endif()
    if(key STREQUAL "ENVIRONMENT_MODIFICATION")
      list(APPEND mods "${value}")
    elseif(key STREQUAL "FIXTURES_REQUIRED")
      list(APPEND fixtures "${value}")
    else()
      list(APPEND passthrough "${key}" "${value}")
    endif()
    math(EXPR i "${i} + 2")
  endwhile()

  if(passthrough)
    gtest_discover_tests(${target} TEST_LIST ${FL_TEST_LIST} ${FL_UNPARSED_ARGUMENTS}
                         PROPERTIES ${passthrough})
  else()
    gtest_discover_tests(${target} TEST_LIST ${FL_TEST_LIST} ${FL_UNPARSED_ARGUMENTS})
  endif()

  # After gtest's include file (which defines ${FL_TEST_LIST}), ours sets the shim's properties.
  get_property(counter TARGET ${target} PROPERTY CTEST_DISCOVERED_TEST_COUNTER)
  set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}[${counter}]_faultline.cmake")
  set(content "if(DEFINED ${FL_TEST_LIST} AND NOT \"\${${FL_TEST_LIST}}\" STREQUAL \"\")\n")
  string(APPEND content "  set_tests_properties(\${${FL_TEST_LIST}} PROPERTIES\n")
  string(APPEND content "    ENVIRONMENT_MODIFICATION \"${mods}\"\n")
  if(fixtures)
    string(APPEND content "    FIXTURES_REQUIRED \"${fixtures}\"\n")
  endif()
  string(APPEND content "  )\nendif()\n")
  file(GENERATE OUTPUT "${include_file}" CONTENT "${content}")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")

  if(FL_NO_COLLECT)
    file(MAKE_DIRECTORY "${raw}")
    return()
  endif()
  set(reset "${CMAKE_CURRENT_BINARY_DIR}/faultline_reset_${target}.cmake")
  file(WRITE "${reset}" "file(REMOVE_RECURSE \"${raw}\")\nfile(MAKE_DIRECTORY \"${raw}\")\n")
  add_test(NAME ${fixture}.setup COMMAND ${CMAKE_COMMAND} -P "${reset}")
  add_test(NAME ${fixture}.collect
           COMMAND faultline::faultline run --collect "${raw}" --out "${FL_REPORT_DIR}")
  set_tests_properties(${fixture}.setup PROPERTIES FIXTURES_SETUP ${fixture} LABELS faultline)
  set_tests_properties(${fixture}.collect PROPERTIES FIXTURES_CLEANUP ${fixture}
                       LABELS faultline)
endfunction()
