# Sourced by the scripts that run Python: makes (once) a virtual environment under
# .build-tools/venv with scripts/lib/requirements.txt, and sets $python to its interpreter.
# The folder is ignored by git; delete it to start again. Needs python3 with venv and PyPI.

sectionkit_python_env() {
  local root venv stamp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  venv="$root/.build-tools/venv"
  stamp="$venv/requirements.txt"
  if [ ! -x "$venv/bin/python" ] || ! cmp -s "$root/scripts/lib/requirements.txt" "$stamp"; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check \
      -r "$root/scripts/lib/requirements.txt"
    cp "$root/scripts/lib/requirements.txt" "$stamp"
  fi
  python="$venv/bin/python"
}
