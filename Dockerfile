# The Knowledge Exchange Hub as one image: the compiled server, the built web app, the migrations.
# Run it with DATABASE_URL (PostgreSQL) and, for more than one replica, S3_* (object storage);
# deploy/compose.yaml shows the whole topology. Node 24, a non-root user, a health check on readiness.

# The workspace's manifests: what both installs below start from.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-node.mjs scripts/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS deps
# Only what the server imports at run time (its dependencies; no dev tools, no browser, no Node of npm's own).
RUN npm ci --omit=dev --workspace @keh/server --include-workspace-root=false --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: not ready at once, SHUTDOWN_DELAY_SECONDS more serving, then a clean close (exit 0).
STOPSIGNAL SIGTERM
# A young generation of 2 × 16 MB instead of V8's 2 × 64 MB (~110 MB less resident memory), and a
# 1 GB heap limit, with which V8 lets garbage pile up less between full collections (~150 MB less
# after a load; the live heap is ~60 MB). Decision 0029, Memory; npm start and the benchmarks run
# the server the same way.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "apps/server/dist/main.js"]
