# The reference server and the built app in one image (docs/deploy.md, "Containers").
# server/test/runtime-tree.test.ts assembles the runtime stage's COPY --from lines from the repository and starts the
# server from that tree alone, and `npm run lint` lints this file (scripts/lint-dockerfile.mjs): no docker build in CI.
ARG NODE_IMAGE=node:20.20-bookworm-slim

# Build: every dependency, the generated code (npm run gen) and the production client build (npm run build).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the postinstall generator needs the sources (npm run build runs it below), and esbuild finds its
# binary in its platform package without its own postinstall.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only (the server runs TypeScript with tsx, a dependency).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# Runtime: the server's sources and files, the built app, and production node_modules. Owned by root and read-only to
# the server's user; only /data (the embedded database, when DATABASE_URL is unset) is writable.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data/wps
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/server/src ./server/src
COPY --from=build /app/server/db ./server/db
COPY --from=build /app/server/scripts ./server/scripts
COPY --from=build /app/common ./common
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/brands ./brands
# The parts of the app's sources the server imports (the brand studio's checks: flags, menus, theme tokens,
# the generated configuration validators).
COPY --from=build /app/src/config ./src/config
COPY --from=build /app/src/registry ./src/registry
COPY --from=build /app/src/theme ./src/theme
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# Liveness only (/healthz never touches the database); balancers ask /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is process 1 (no npm or tsx CLI in between), so SIGTERM reaches the server's drain (docs/deploy.md).
CMD ["node", "--import", "tsx", "server/src/main.ts"]
