#!/usr/bin/env bash
# Prints every CLI figure the README cites (search, eval on the shared datasets, stats, replay,
# compare, lint, and the errors of bad input), for a before/after `cmp` of a refactor:
#   bash bench/cliFigures.sh > before.txt; (change); bash bench/cliFigures.sh > after.txt; cmp before.txt after.txt
# Run from the repository root. Takes about two minutes.
D="$(cd "$(dirname "$0")/.." && pwd)/../shared/datasets"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# Each command is echoed with the temp and dataset folders named, not spelled out, so two
# checkouts print the same text.
t() {
  local line="$*"
  line="${line//$TMP/TMP}"
  echo "### ${line//$D/DATASETS}"
  npm run -s toollens -- "$@" 2>&1
  echo "exit $?"
}
printf '%s' '[{"name":"excel_reader","description":"Reads an Excel file and returns its sheets","parameters":{"type":"object"}},{"name":"text_reader","description":"Reads a plain text file","parameters":{"type":"object"}},{"name":"pdf_reader","description":"Reads a PDF file and returns its text","parameters":{"type":"object"}}]' > "$TMP/readers.json"
t search --catalog "$TMP/readers.json" --query "Excel file" --ranker seed
for r in toollens seed bm25; do
  for q in "colored tag" "merge pdf" "list work items" "create_work_item" "move a file to another folder and tell the member" "Excel file"; do
    t search --catalog demo --query "$q" --ranker $r --json
  done
  t search --catalog demo --query "file" --capabilities file --ranker $r --json
  t search --catalog demo --query "" --entities member --ranker $r --json
  t search --catalog demo --query "colored tag" --ranker $r
  t eval --catalog demo --queries demo --ranker $r --json
  t search --catalog demo --query "merge pdf" --ranker $r --weights name=3,description=0 --json
done
for r in toollens seed bm25 anthropic-bm25 minisearch; do
  for d in bfcl livemcpbench metatool; do t eval --catalog $D/$d/tools.json --queries $D/$d/queries.json --ranker $r --json; done
done
t stats --catalog demo --json
t stats --catalog demo
t stats --catalog $D/github-mcp-server/tools.json --json
for s in spec-five-turns quarterly-report bug-triage workflow-setup; do t replay --scenario $s; t replay --scenario $s --json; done
t replay --scenario quarterly-report --unsorted
t replay --scenario bug-triage --varying-first
t compare --catalog demo --queries demo --ranker toollens --excerpt-cap-b 80
t compare --catalog demo --queries demo --ranker seed --ranker-b toollens --json
t lint --catalog demo --json
t search --catalog demo --query x --weights nope=1
t search --catalog demo --query x --weights name=-1
t eval --catalog demo --queries demo --ranker minisearch --weights name=2
t search --catalog /nonexistent.json --query x
