#!/usr/bin/env bash
# Fresh machine → installed mxr → the example library indexed → one question answered.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
export MXR_DATA_DIR=${MXR_DATA_DIR:-.mxr}
.venv/bin/mxr index --experiences examples/experiences.jsonl --glossary examples/glossary.yaml
echo
echo '$ mxr query "LegacyTable 的 reload 方法怎么处理" --project crm-web --branch feat/orders-react --stack vue=2.7.14,react=18.2.0,element-ui=2.15.14 --asset LegacyTable'
.venv/bin/mxr query "LegacyTable 的 reload 方法怎么处理" \
  --project crm-web --branch feat/orders-react \
  --stack vue=2.7.14,react=18.2.0,element-ui=2.15.14 --asset LegacyTable
