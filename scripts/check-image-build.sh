#!/usr/bin/env bash
# CI's stand-in for `docker build` (no container engine runs here): exports the committed tree
# into an empty temporary folder, runs the image's build script there, then runs the built output
# the way the image does (NODE_ENV=production, a separate migrate step, MIGRATE_ON_START=false)
# and requires /api/health and /api/health/ready to answer 200.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir "$work/src"
git -C "$repo" archive HEAD | tar -x -C "$work/src"
bash "$work/src/scripts/build-image.sh" "$work/app"

# A free port on loopback, chosen by the kernel.
port="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
export NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" SEED_ON_START=false LOG_LEVEL=warn METRICS_DISABLED=true
export AUTH_SECRET="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
mkdir -p "$DATA_DIR"
cd "$work/app"
node apps/server/dist/db/migrate-cli.js
MIGRATE_ON_START=false node apps/server/dist/server.js >"$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; echo "image check: the built server exited" >&2; exit 1; fi
  sleep 1
done
health="$(curl -fsS "http://127.0.0.1:$port/api/health")" || { cat "$work/server.log"; echo "image check: /api/health failed" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "image check: the web app is not served" >&2; exit 1; }
# The AWS SDK stays outside the bundle and is imported only when S3_BUCKET is set (decision 0015):
# it must resolve from the output's node_modules, or the first upload of an S3 deployment would fail.
(cd apps/server/dist && node --input-type=module -e "await import('@aws-sdk/client-s3'); await import('@aws-sdk/lib-storage')") || { echo "image check: the AWS SDK does not load from the built output" >&2; exit 1; }
echo "image check: the built output answers /api/health: $health"
