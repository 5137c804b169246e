#!/usr/bin/env bash
# Install mxr and its test dependencies into ./.venv (idempotent).
# torch comes first: `torch==2.13.0` is a CPU wheel on this machine's disk;
# installed later (as FlagEmbedding's dependency) pip would fetch a multi-GB CUDA build.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# pip repeats a harmless warning per package about local index folders this
# machine's pip configuration names; keep real errors, drop that noise.
pipq() { .venv/bin/python -m pip install --quiet "$@" 2> >(grep -v 'is ignored: it is neither a file nor a directory' >&2); }
pipq --upgrade pip
pipq "torch==2.13.0"
pipq -e ".[test]"
echo "mxr installed in $(pwd)/.venv ($(.venv/bin/mxr --help >/dev/null && echo 'mxr CLI ok'))"
