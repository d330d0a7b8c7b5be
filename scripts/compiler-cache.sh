# Sourced by the scripts that configure a build tree (build.sh, test.sh --sanitize, fuzz/run.sh):
# compile through ccache when it is installed (setup.sh installs it), so a rebuild of the same
# sources, in this checkout or in a fresh clone elsewhere (CI), reuses the objects. The base
# directory makes the cache keys relative to the checkout, so clones at different paths share
# them. Sets `compiler_cache` to the CMake flags (empty without ccache).
compiler_cache=()
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
  compiler_cache=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
