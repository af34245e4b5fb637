#!/usr/bin/env bash
# A real S3 gateway on loopback for the storage tests: Ceph's RADOS Gateway (RGW) on a one-node
# cluster (one monitor, one OSD keeping objects in memory). Unlike a mock it checks every request's
# signature, so a wrong secret is refused as it would be by AWS.
#
#   scripts/s3-gateway.sh start   installs Debian's Ceph packages if missing, starts the cluster
#                                 and the gateway (or finds them running), prints the exports
#   scripts/s3-gateway.sh env     prints the exports of the running gateway
#   scripts/s3-gateway.sh stop    stops the daemons and removes their folder
#
# The exports: S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY, S3_TEST_BUCKET
# and S3_TEST_REGION. `eval "$(scripts/s3-gateway.sh start)"` sets them in the calling shell; all
# progress goes to stderr. Everything lives under S3_GATEWAY_DIR (default /tmp/baobab-s3-gateway).
set -euo pipefail

DIR="${S3_GATEWAY_DIR:-/tmp/baobab-s3-gateway}"
PORT="${S3_GATEWAY_PORT:-7480}"
CONF="$DIR/ceph.conf"
ENV_FILE="$DIR/env"
CEPH=(ceph -c "$CONF" --connect-timeout 10)

log() { echo "s3-gateway: $*" >&2; }

gateway_answers() { curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/"; }

install_packages() {
  if command -v radosgw >/dev/null && command -v ceph-mon >/dev/null && command -v ceph-osd >/dev/null && command -v curl >/dev/null; then return; fi
  log "installing Ceph (radosgw, ceph-mon, ceph-osd) from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends radosgw ceph-mon ceph-osd ceph-common curl >/dev/null
}

write_config() {
  cat >"$CONF" <<EOF
[global]
fsid = $(cat /proc/sys/kernel/random/uuid)
mon host = v2:127.0.0.1:3300
public network = 127.0.0.0/8
# One process per role on one machine: nothing inside the cluster checks identities. Clients of
# the gateway still sign every S3 request with their keys; that is what the tests exercise.
auth cluster required = none
auth service required = none
auth client required = none
# One OSD holds every object once: pools of size 1, placement across OSDs rather than hosts.
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon max pg per osd = 1000
run dir = $DIR/run
admin socket = $DIR/run/\$name.asok
log file = $DIR/log/\$name.log
pid file = $DIR/run/\$name.pid
[mon]
mon data = $DIR/mon/\$id
mon allow pool delete = true
[osd]
osd data = $DIR/osd/\$id
# Objects in memory: nothing to format, and a test run's bytes vanish with the process.
osd objectstore = memstore
memstore device bytes = 2147483648
osd memory target = 939524096
[client.rgw.gateway]
rgw frontends = beast endpoint=127.0.0.1:$PORT
rgw data = $DIR/rgw
rgw dns name = 127.0.0.1
# The gateway asks for encrypted connections to the monitor by default, which no authentication
# cannot give: plain checksummed ones.
ms mon client mode = crc
# Temporary credentials (STS GetSessionToken) for the session-token test.
rgw s3 auth use sts = true
rgw sts key = $(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')
EOF
}

start_cluster() {
  rm -rf "$DIR"
  mkdir -p "$DIR"/{run,log,mon/a,osd/0,rgw}
  write_config
  log "starting the monitor"
  monmaptool --create --addv a '[v2:127.0.0.1:3300]' --fsid "$(sed -n 's/^fsid = //p' "$CONF")" "$DIR/monmap" >/dev/null
  ceph-mon -c "$CONF" -i a --mkfs --monmap "$DIR/monmap"
  ceph-mon -c "$CONF" -i a
  log "starting the OSD"
  local uuid id
  uuid=$(cat /proc/sys/kernel/random/uuid)
  id=$("${CEPH[@]}" osd new "$uuid")
  ceph-osd -c "$CONF" -i "$id" --mkfs --osd-uuid "$uuid" 2>>"$DIR/log/osd-mkfs.log"
  ceph-osd -c "$CONF" -i "$id" 2>>"$DIR/log/osd-start.log"
  for _ in $(seq 60); do
    "${CEPH[@]}" osd stat 2>/dev/null | grep -q '1 up' && break
    sleep 1
  done
  log "starting the gateway on 127.0.0.1:$PORT"
  radosgw -c "$CONF" -n client.rgw.gateway
  for _ in $(seq 120); do
    gateway_answers && break
    sleep 1
  done
  if ! gateway_answers; then
    log "the gateway did not answer on 127.0.0.1:$PORT within 2 minutes; logs in $DIR/log"
    tail -n 20 "$DIR"/log/*.log >&2 || true
    exit 1
  fi
  local access secret
  access="BAOBAB$(head -c 7 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)"
  secret=$(head -c 30 /dev/urandom | base64 | tr -d '/+=\n')
  radosgw-admin -c "$CONF" user create --uid=baobab-test --display-name='Baobab tests' --access-key="$access" --secret="$secret" >/dev/null
  # The user may set its own policy, which lets it ask STS for temporary credentials.
  radosgw-admin -c "$CONF" caps add --uid=baobab-test --caps='user-policy=*' >/dev/null
  local policy='{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["sts:GetSessionToken"],"Resource":"*"}]}'
  # curl signs these with AWS Signature V4 itself; S3 also wants a payload hash header.
  signed() { curl -sS --fail-with-body --aws-sigv4 "aws:amz:us-east-1:$1" --user "$access:$secret" "${@:2}" >/dev/null; }
  signed iam "http://127.0.0.1:$PORT/" --data-urlencode Action=PutUserPolicy --data-urlencode UserName=baobab-test \
    --data-urlencode PolicyName=session-tokens --data-urlencode "PolicyDocument=$policy"
  signed s3 -X PUT -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' "http://127.0.0.1:$PORT/baobab-test"
  cat >"$ENV_FILE" <<EOF
export S3_TEST_ENDPOINT=http://127.0.0.1:$PORT S3_TEST_ACCESS_KEY_ID=$access S3_TEST_SECRET_ACCESS_KEY=$secret S3_TEST_BUCKET=baobab-test S3_TEST_REGION=us-east-1
EOF
}

stop_cluster() {
  for name in client.rgw.gateway osd.0 mon.a; do
    local pidfile="$DIR/run/$name.pid"
    if [[ -f $pidfile ]]; then
      local pid
      pid=$(cat "$pidfile")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    fi
  done
  rm -rf "$DIR"
}

case "${1:-}" in
  start)
    started=$(date +%s)
    if [[ -f $ENV_FILE ]] && gateway_answers; then
      log "already running"
    else
      [[ -d $DIR ]] && stop_cluster
      install_packages
      start_cluster
      log "ready in $(($(date +%s) - started)) s"
    fi
    cat "$ENV_FILE"
    ;;
  env)
    if [[ -f $ENV_FILE ]] && gateway_answers; then cat "$ENV_FILE"; else log "not running (scripts/s3-gateway.sh start)"; exit 1; fi
    ;;
  stop)
    stop_cluster
    log "stopped"
    ;;
  *)
    echo "usage: $0 start|stop|env" >&2
    exit 2
    ;;
esac
