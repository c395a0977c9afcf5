#!/bin/sh
# Entry point of the shop's Node image (deploy/Dockerfile): starts the one process SERVICE names.
#   SERVICE=gateway        node --import tsx gateway/src/index.ts
#   SERVICE=<service>      node --import tsx services/<service>/src/index.ts
# `exec` makes Node the direct child of tini, so SIGTERM reaches it and the process drains gracefully.
set -eu
cd /app

service="${SERVICE:-}"
case "$service" in
  gateway)
    entry=gateway/src/index.ts
    ;;
  '' | *[!a-z0-9-]*)
    entry=
    ;;
  *)
    entry="services/$service/src/index.ts"
    ;;
esac

if [ -z "$entry" ] || [ ! -f "$entry" ]; then
  known="gateway $(ls services 2>/dev/null | tr '\n' ' ')"
  echo "start.sh: SERVICE must be one of: $known(got '$service')" >&2
  exit 64
fi

exec node --import tsx "$entry" "$@"
