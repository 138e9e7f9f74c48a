#!/bin/sh
# Regenerates public/fonts/inter-<version>-latin-400-700.woff2 from the pinned @fontsource-variable package.
#
# Why: the package's Latin file carries the whole weight axis (100-900, 48 KB) while the storefront sets 400-700
# only (app and component CSS, headings' bold). Pinned to that range the face is ~34 KB: 14 KB less on every first
# visit's critical path, and with `font-display: optional` a face that arrives sooner is used on more first pages.
# Every layout feature stays (tabular figures, kerning, ligatures). Needs fontTools + brotli
# (`apt-get install -y python3-fonttools python3-brotli`); run by hand when the package version changes, then
# update the file name in lib/fonts/index.ts.
set -eu
PKG=node_modules/@fontsource-variable/inter
VERSION=$(node -p "require('./$PKG/package.json').version")
OUT=public/fonts/inter-$VERSION-latin-400-700.woff2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PY=${PYTHON:-/usr/bin/python3}
"$PY" -m fontTools.ttLib.woff2 decompress "$PKG/files/inter-latin-wght-normal.woff2" -o "$TMP/full.ttf"
"$PY" -m fontTools.varLib.instancer "$TMP/full.ttf" wght=400:700 -o "$TMP/wght.ttf"
"$PY" -m fontTools.subset "$TMP/wght.ttf" --unicodes='*' --layout-features='*' --flavor=woff2 --output-file="$OUT"
cp "$PKG/LICENSE" public/fonts/OFL-inter.txt
ls -l "$OUT"
