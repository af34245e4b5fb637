# syntax=docker/dockerfile:1
# Baobab in one image. Not built on the project's machines (no container engine runs there): the
# build stage's work is scripts/build-image.sh, which CI runs in a clean export of the repository
# (scripts/check-image-build.sh) and then starts once. See README, Deploy.

# Build: every dependency, the web build and the server bundle; only run-time files go to /app.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN bash scripts/build-image.sh /app

# Run: the built files only, owned by root and run by the unprivileged `node` user, who can
# write nowhere but /data (the embedded database, the auth secret, local files, the outbox).
FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore for the documented backup (docs/reliability.md, Backups) run inside the
# image: Debian bookworm's client is PostgreSQL 15, the server version compose.yaml runs (a dump
# needs a client of the server's major version or newer).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Readiness, not liveness: it turns 503 as soon as shutdown begins, so an orchestrator stops
# sending traffic to a draining container. node's fetch: the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 (not npm) so that SIGTERM reaches the server's graceful shutdown; the
# flags are those of `npm run serve`: a small young generation (less memory at the same
# throughput) and the embedded database's WebAssembly on V8's baseline compiler (faster start).
# No heap cap: the old space grows with the load a real deployment sees (decision 0025).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "--liftoff-only", "apps/server/dist/server.js"]
