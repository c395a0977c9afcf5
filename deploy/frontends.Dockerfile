# syntax=docker/dockerfile:1
#
# The front ends as a static site (cluster mode, DESIGN §3 and §7): the single-spa shell and the Module
# Federation remotes, built with rspack and served by nginx (deploy/frontends/nginx.conf) under the same
# URLs the gateway uses in embedded mode: /mf/<app>/… for every app, /shell/… for the shell.
#
# Build from the repository root with BuildKit (uses deploy/frontends.Dockerfile.dockerignore):
#   docker build -f deploy/frontends.Dockerfile -t shop-frontends .
# Ship a single remote on its own (the shell is not rebuilt; see deploy/README.md):
#   docker build -f deploy/frontends.Dockerfile --build-arg FRONTENDS=mf-catalog -t shop-mf-catalog:1.4.0 .
#
# The image also carries `export-site DIR`, which copies the built files into DIR: the gateway needs the
# shell's index.html on its own disk (it answers every /pl/… and /en/… page with it), so compose and
# Kubernetes copy the site into a volume the gateway reads (STATIC_DIR).
#
# Written without a Docker engine at hand: see deploy/README.md, "What was and was not tried".

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# ---- manifests: only package.json files and the lock (see deploy/Dockerfile), for a cached `npm ci`.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o -type f \( -name package.json -o -name package-lock.json \) -print \
    | tar -cf - -T - | tar -xf - -C /manifests

# ---- build: every dependency (rspack and the Module Federation plugin are dev dependencies), then the
# production build of each front end. NODE_ENV is set for the build only: during `npm ci` it would drop
# the dev dependencies.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund
COPY . .
ARG FRONTENDS="shell mf-catalog mf-checkout mf-account mf-dealer mf-admin"
RUN set -eu; \
    workspaces=""; \
    for app in $FRONTENDS; do workspaces="$workspaces -w $app"; done; \
    NODE_ENV=production npm run build $workspaces
# Collect the output into /site/<app>/. scripts/frontends.mjs builds into dist/<app>/; a front end that
# builds into <app>/dist/ is picked up too.
RUN set -eu; \
    mkdir -p /site; \
    for app in $FRONTENDS; do \
      if [ -d "dist/$app" ]; then cp -a "dist/$app" "/site/$app"; \
      elif [ -d "$app/dist" ]; then cp -a "$app/dist" "/site/$app"; \
      else echo "no build output for $app (looked in dist/$app and $app/dist)" >&2; exit 1; fi; \
    done; \
    node -e ' \
      const remotes = process.argv.slice(1).filter((app) => app !== "shell"); \
      const map = Object.fromEntries(remotes.map((app) => [app, `/mf/${app}/mf-manifest.json`])); \
      require("node:fs").writeFileSync("/site/remotes.json", JSON.stringify(map, null, 2) + "\n"); \
    ' $FRONTENDS; \
    cat /site/remotes.json

# ---- site: nginx (unprivileged: uid 101, port 8080) serving /srv/frontends.
FROM ${NGINX_IMAGE} AS site
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
COPY deploy/frontends/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/frontends/export-site.sh /usr/local/bin/export-site
COPY --from=build /site /srv/frontends
USER root
RUN chmod 0755 /usr/local/bin/export-site
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/health"]
