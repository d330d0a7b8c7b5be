"""The precision corpus: real code bases at pinned Debian bookworm source versions.

Shared by fetch.py (download + compile database) and run.py (analysis + triage diff).

Each project:
  name      short name used in out/, triage keys and the table
  lang      C or C++
  pkg, ver  Debian source package and exact version (`apt-get source pkg=ver`)
  srcdir    directory dpkg-source unpacks to (under corpus/)
  build     how the compile database is made (a list of shell commands run in srcdir);
            every command database ends up at srcdir/fl-build/compile_commands.json
  include   repo-relative path prefixes of the TUs analysed (None: all of the database)
  exclude   repo-relative path prefixes dropped from them
  heldout   True for projects added only to *measure* precision on code the rules were never
            tuned on (issue 10's held-out check); run.py reports them in their own table and
            totals, and the main totals stay the tuned corpus. Never tune a rule on them.
            A held-out set is used once: after its triage was read to fix rules, it joins the
            corpus (heldout removed, `seen` names the session) and a new set is held out.
  seen      the session a former held-out project was first measured in (documentation only)
  apt       extra Debian packages the build step needs (fetch.py installs them)

The projects live in one module per set, concatenated here in the order the sets were drawn
(projects_corpus.py, projects_sets3to6.py, projects_set7.py, ... projects_set26.py, projects_set27.py,
projects_set28.py, projects_set29.py, projects_set30.py, projects_set31.py, projects_set32.py,
projects_set33.py, projects_set34.py, projects_set35.py, projects_set36.py, projects_set37.py, projects_set38.py, projects_set39.py); a new held-out set gets a module of its own, added to the list below.
"""
import projects_corpus
import projects_sets3to6
import projects_set7
import projects_set8
import projects_set9
import projects_set10
import projects_set11
import projects_set12
import projects_set13
import projects_set14
import projects_set15
import projects_set16
import projects_set17
import projects_set18
import projects_set19
import projects_set20
import projects_set21
import projects_set22
import projects_set23
import projects_set24
import projects_set25
import projects_set26
import projects_set27
import projects_set28
import projects_set29
import projects_set30
import projects_set31
import projects_set32
import projects_set33
import projects_set34
import projects_set35
import projects_set36
import projects_set37
import projects_set38
import projects_set39
from projects_common import CMAKE  # noqa: F401  (re-exported: build commands of the modules)

PROJECTS = (projects_corpus.PROJECTS + projects_sets3to6.PROJECTS + projects_set7.PROJECTS + projects_set8.PROJECTS +
            projects_set9.PROJECTS + projects_set10.PROJECTS + projects_set11.PROJECTS +
            projects_set12.PROJECTS + projects_set13.PROJECTS + projects_set14.PROJECTS +
            projects_set15.PROJECTS + projects_set16.PROJECTS + projects_set17.PROJECTS +
            projects_set18.PROJECTS + projects_set19.PROJECTS + projects_set20.PROJECTS +
            projects_set21.PROJECTS + projects_set22.PROJECTS + projects_set23.PROJECTS +
            projects_set24.PROJECTS + projects_set25.PROJECTS + projects_set26.PROJECTS +
            projects_set27.PROJECTS + projects_set28.PROJECTS + projects_set29.PROJECTS +
            projects_set30.PROJECTS + projects_set31.PROJECTS + projects_set32.PROJECTS +
            projects_set33.PROJECTS + projects_set34.PROJECTS +
            projects_set35.PROJECTS + projects_set36.PROJECTS +
            projects_set37.PROJECTS + projects_set38.PROJECTS +
            projects_set39.PROJECTS)


def by_name():
    return {p["name"]: p for p in PROJECTS}
