#!/bin/sh
# The images' base without Docker Hub (issue 26): Debian bookworm from Debian's own mirror by mmdebstrap, imported
# into buildah's store as two local images:
#   localhost/venue-debian:bookworm  Debian minbase + ca-certificates   (the Dockerfile's DEBIAN_IMAGE, for `front`)
#   localhost/venue-node:bookworm    the same + Node and npm            (the Dockerfile's NODE_IMAGE)
# Node: Debian bookworm ships nodejs 18.20, below this project's engines (>= 20), so by default this machine's own
# Node (`node -v`, with npm and the C headers native modules build against) is copied in; IMAGE_NODE=debian takes
# Debian's nodejs + npm packages instead. The node image has the user `node` (uid 1000) as the official one does.
# Usage: scripts/image/base.sh   (needs root; BUILDAH_ARGS defaults to "--storage-driver vfs")
set -eu
BUILDAH="buildah ${BUILDAH_ARGS:---storage-driver vfs}"
WORK=${IMAGE_WORK:-/var/tmp/venue-image}
SUITE=${IMAGE_SUITE:-bookworm}
MIRROR=${IMAGE_MIRROR:-http://deb.debian.org/debian}
mkdir -p "$WORK"

have_image() { $BUILDAH inspect --type image "$1" >/dev/null 2>&1; }

import_tar() { # tarball image-name [env...]
  tar=$1; name=$2; shift 2
  ctr=$($BUILDAH from scratch)
  $BUILDAH add "$ctr" "$tar" / >/dev/null
  $BUILDAH config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@" --cmd /bin/bash "$ctr"
  $BUILDAH commit --rm --quiet "$ctr" "$name" >/dev/null
  echo "[image] base $name: $($BUILDAH images --format "{{.Size}}" "$name" 2>/dev/null)"
}

if ! have_image localhost/venue-debian:$SUITE; then
  echo "[image] mmdebstrap $SUITE minbase from $MIRROR"
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    "$SUITE" "$WORK/debian.tar" "$MIRROR"
  import_tar "$WORK/debian.tar" localhost/venue-debian:$SUITE
fi

if ! have_image localhost/venue-node:$SUITE; then
  if [ "${IMAGE_NODE:-host}" = debian ]; then
    echo "[image] mmdebstrap $SUITE minbase + Debian's nodejs and npm"
    mmdebstrap --quiet --variant=minbase --include=ca-certificates,nodejs,npm \
      --customize-hook='chroot "$1" useradd --uid 1000 --create-home --shell /bin/bash node' \
      --customize-hook='rm -rf "$1"/var/lib/apt/lists/*' \
      "$SUITE" "$WORK/node.tar" "$MIRROR"
  else
    node_dir=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
    echo "[image] mmdebstrap $SUITE minbase + this machine's Node $(node -v) from $node_dir"
    mmdebstrap --quiet --variant=minbase --include=ca-certificates,libstdc++6 \
      --customize-hook="copy-in $node_dir/bin/node /usr/bin" \
      --customize-hook="mkdir -p \"\$1\"/usr/lib/node_modules \"\$1\"/usr/include" \
      --customize-hook="copy-in $node_dir/lib/node_modules/npm /usr/lib/node_modules" \
      --customize-hook="copy-in $node_dir/include/node /usr/include" \
      --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1"/usr/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1"/usr/bin/npx' \
      --customize-hook='chroot "$1" useradd --uid 1000 --create-home --shell /bin/bash node' \
      --customize-hook='rm -rf "$1"/var/lib/apt/lists/*' \
      "$SUITE" "$WORK/node.tar" "$MIRROR"
  fi
  # Native modules (better-sqlite3) build against the headers in the image, never downloaded ones.
  import_tar "$WORK/node.tar" localhost/venue-node:$SUITE --env npm_config_nodedir=/usr
fi

# This machine reaches the npm registry through an egress proxy with its own certificate authority: `npm ci` inside
# the build must trust it as npm on this machine does. The CAs under /usr/local/share/ca-certificates (IMAGE_EXTRA_CA_DIR)
# are added to the node base (a local image; a machine without such a proxy adds nothing) and npm is pointed at the
# system bundle. The label records it, so this runs once.
CA_DIR=${IMAGE_EXTRA_CA_DIR:-/usr/local/share/ca-certificates}
if ls "$CA_DIR"/*.crt >/dev/null 2>&1 && [ -z "$($BUILDAH inspect --type image --format '{{index .Docker.Config.Labels "venue.extra-ca"}}' localhost/venue-node:$SUITE 2>/dev/null)" ]; then
  echo "[image] adding this machine's egress CA ($CA_DIR) to localhost/venue-node:$SUITE"
  ctr=$($BUILDAH from --pull=never localhost/venue-node:$SUITE)
  mnt=$($BUILDAH mount "$ctr")
  mkdir -p "$mnt/usr/local/share/ca-certificates"
  cp "$CA_DIR"/*.crt "$mnt/usr/local/share/ca-certificates/"
  chroot "$mnt" update-ca-certificates >/dev/null
  $BUILDAH umount "$ctr" >/dev/null
  $BUILDAH config --env npm_config_cafile=/etc/ssl/certs/ca-certificates.crt --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt --label venue.extra-ca=1 "$ctr"
  $BUILDAH commit --rm --quiet "$ctr" localhost/venue-node:$SUITE >/dev/null
fi
