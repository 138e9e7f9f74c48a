#!/bin/sh
# Regenerates public/fonts/noto-sans-arabic-<version>-400-700.woff2 from the pinned @fontsource-variable package.
#
# Why: the package's Arabic file is 166 KB (wght 100-900, Urdu/Persian/Quranic extensions, presentation forms).
# Arabic pages use weights 400-700 and the Arabic block only, so the subset is ~37 KB, which lets Arabic pages
# preload it without costing their first paint (docs/measurements.md). Needs fontTools + brotli
# (`apt-get install -y python3-fonttools python3-brotli`); run by hand when the package version changes, then
# update the file name in lib/fonts/arabic.ts.
set -eu
PKG=node_modules/@fontsource-variable/noto-sans-arabic
VERSION=$(node -p "require('./$PKG/package.json').version")
OUT=public/fonts/noto-sans-arabic-$VERSION-400-700.woff2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PY=${PYTHON:-/usr/bin/python3}
"$PY" -m fontTools.ttLib.woff2 decompress "$PKG/files/noto-sans-arabic-arabic-wght-normal.woff2" -o "$TMP/full.ttf"
"$PY" -m fontTools.varLib.instancer "$TMP/full.ttf" wght=400:700 -o "$TMP/wght.ttf"
# The Arabic block (letters, marks, Arabic-Indic digits, ، ؛ ؟), joiners and direction marks, and the dotted circle
# shown under a lone mark. Every layout feature is kept: the closure keeps the joining forms the letters need.
"$PY" -m fontTools.subset "$TMP/wght.ttf" \
  --unicodes="U+0020,U+00A0,U+0600-06FF,U+200C-200F,U+25CC" \
  --layout-features='*' --flavor=woff2 --output-file="$OUT"
cp "$PKG/LICENSE" public/fonts/OFL-noto-sans-arabic.txt
ls -l "$OUT"
