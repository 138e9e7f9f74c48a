#!/bin/sh
# npm run test:image (issue 26), by hand: the Dockerfile's images built and run on this machine with Debian's
# buildah (no Docker daemon, no Docker Hub):
#   1. base   Debian bookworm bases by mmdebstrap (scripts/image/base.sh), the Dockerfile's NODE_IMAGE / DEBIAN_IMAGE
#   2. build  every target of the Dockerfile: storefront, sandbox, front (buildah bud, vfs storage, chroot isolation)
#   3. run    the sandbox and storefront images (buildah run, host network), then a page and a purchase answered
#             from the storefront container (scripts/image/check.mjs); figures: image sizes, cold start to first 200
# IMAGE_STEPS=base,build,run picks steps. Needs root (buildah with vfs, chroot). A step that cannot run here says
# which and why and the script exits non-zero.
set -u
cd "$(dirname "$0")/../.."
STEPS=${IMAGE_STEPS:-base,build,run}
B="buildah --storage-driver vfs"
SUITE=${IMAGE_SUITE:-bookworm}
TAG=${IMAGE_TAG:-latest}
PORT=${IMAGE_PORT:-3390}
SANDBOX_PORT=${IMAGE_SANDBOX_PORT:-4390}
LOGS=${IMAGE_LOGS:-/var/tmp/venue-image/logs}
mkdir -p "$LOGS"
step() { case ",$STEPS," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
cannot() { echo "[image] CANNOT RUN HERE: $*" >&2; exit 2; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

[ "$(id -u)" = 0 ] || cannot "buildah with the vfs driver and chroot isolation needs root here (no user namespaces set up for rootless)"
for tool in buildah mmdebstrap; do
  if ! command -v $tool >/dev/null; then
    echo "[image] installing Debian's $tool"
    DEBIAN_FRONTEND=noninteractive apt-get install -y $tool >/dev/null 2>&1 || cannot "$tool is missing and apt-get install $tool failed"
  fi
done

if step base; then
  sh scripts/image/base.sh || cannot "mmdebstrap could not make the base from Debian's mirror (see above)"
fi

if step build; then
  for target in storefront sandbox front; do
    t0=$(now)
    echo "[image] building target $target (log: $LOGS/build-$target.log)"
    if ! $B bud --isolation chroot --layers --format docker --pull=never \
        --build-arg NODE_IMAGE=localhost/venue-node:$SUITE --build-arg DEBIAN_IMAGE=localhost/venue-debian:$SUITE \
        --target "$target" -t "localhost/venue-$target:$TAG" -f Dockerfile . >"$LOGS/build-$target.log" 2>&1; then
      tail -20 "$LOGS/build-$target.log" >&2
      cannot "buildah bud --target $target failed (log above)"
    fi
    echo "[image] built localhost/venue-$target:$TAG in $(secs "$t0" "$(now)") s"
  done
  $B images --format '{{.Name}}:{{.Tag}} {{.Size}}' | grep venue- | sed 's/^/[image] size /'
fi

if step run; then
  node scripts/image/check.mjs --port "$PORT" --sandbox-port "$SANDBOX_PORT" --tag "$TAG" --logs "$LOGS"
  exit $?
fi
