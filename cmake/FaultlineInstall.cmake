# `cmake --install`: the CLI, the runtime shim, the GoogleTest integration, the public headers
# and the CMake package (find_package(faultline), docs/unit-tests.md). Included from the
# top-level CMakeLists.txt after every target exists. The faultline:: aliases let the build tree
# use the same names (and cmake/FaultlineGTest.cmake) as an installed package.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

add_executable(faultline::faultline ALIAS faultline)
add_library(faultline::rt ALIAS faultline-rt)
set_target_properties(faultline-rt PROPERTIES EXPORT_NAME rt)
# libLLVM and libclang-cpp live in /usr/lib/llvm-19/lib: keep that runpath when installed.
set_target_properties(faultline PROPERTIES INSTALL_RPATH_USE_LINK_PATH ON)
# `faultline run` finds the shim at <bin>/../<libdir>/libfaultline-rt.so (RunCommand.cpp).
target_compile_definitions(faultline PRIVATE FAULTLINE_INSTALL_LIBDIR="${CMAKE_INSTALL_LIBDIR}")

install(TARGETS faultline EXPORT faultlineTargets RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS faultline-rt EXPORT faultlineTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${PROJECT_SOURCE_DIR}/runtime/include/faultline/rt.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/faultline)
if(TARGET faultline_gtest)
  install(TARGETS faultline_gtest faultline_gtest_main EXPORT faultlineTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/integrations/gtest/include/faultline/gtest.h
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/faultline)
endif()

set(FAULTLINE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/faultline)
set(FAULTLINE_INSTALL_LIBDIR ${CMAKE_INSTALL_LIBDIR})
set(FAULTLINE_INSTALL_BINDIR ${CMAKE_INSTALL_BINDIR})
install(EXPORT faultlineTargets NAMESPACE faultline:: DESTINATION ${FAULTLINE_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/faultlineConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/faultlineConfig.cmake
  INSTALL_DESTINATION ${FAULTLINE_CMAKE_DIR}
  PATH_VARS FAULTLINE_INSTALL_LIBDIR FAULTLINE_INSTALL_BINDIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cmake/faultlineConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/faultlineConfig.cmake
              ${PROJECT_BINARY_DIR}/cmake/faultlineConfigVersion.cmake
              ${CMAKE_CURRENT_LIST_DIR}/FaultlineGTest.cmake
        DESTINATION ${FAULTLINE_CMAKE_DIR})

# The documentation SARIF's informationUri and each rule's helpUri point at (docs/sarif.md,
# "Links"): README.md and rules/faultline-<rule>.md under <prefix>/share/doc/faultline, and the
# same layout under the build tree (build/share/doc/faultline, beside build/bin), so the URIs
# of an uninstalled build resolve too. The binary looks for them at <bin>/../share/doc/faultline.
file(GLOB faultline_rule_docs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/rules/*/faultline-*.md)
set(FAULTLINE_DOC_DIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/faultline)
foreach(doc ${faultline_rule_docs})
  get_filename_component(name ${doc} NAME)
  configure_file(${doc} ${PROJECT_BINARY_DIR}/share/doc/faultline/rules/${name} COPYONLY)
endforeach()
configure_file(${PROJECT_SOURCE_DIR}/README.md ${PROJECT_BINARY_DIR}/share/doc/faultline/README.md
               COPYONLY)
install(FILES ${faultline_rule_docs} DESTINATION ${FAULTLINE_DOC_DIR}/rules)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${FAULTLINE_DOC_DIR})
