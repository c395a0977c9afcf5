#!/bin/sh
# export-site DIR: replaces the contents of DIR with this image's built front ends (/srv/frontends).
# The gateway reads the shell's index.html from its STATIC_DIR, so docker compose (service
# `frontends-files`) and Kubernetes (the gateway's init container) copy the site into a volume that the
# gateway mounts. Running it again after a new image replaces the old files.
set -eu
target="${1:?usage: export-site DIR}"
mkdir -p "$target"
find "$target" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
cp -R /srv/frontends/. "$target/"
echo "export-site: copied $(find "$target" -type f | wc -l) files into $target"
