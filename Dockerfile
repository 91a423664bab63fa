# Scoutpost: one process, one SQLite file, Debian's Chromium for browsing tasks.

# The build: every dependency (esbuild is a dev one) with the tools to build better-sqlite3 from source when no
# prebuilt binary fits, the sources bundled into dist/, then the dev dependencies dropped. `npm ci` leaves the
# install scripts to `npm rebuild` because the project's own (`prepare`, the build) needs the sources, which are
# copied after so that this layer survives a change to them.
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild
COPY build.mjs tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# The image: plain JavaScript and the production dependencies (no TypeScript, tsx or esbuild), no compilers.
# tini runs as PID 1 and reaps the processes Chromium leaves behind (its crash handler at every launch, its whole
# tree when the browser dies), which Node as PID 1 never would, and passes signals on.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium ca-certificates fonts-liberation tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
COPY drizzle ./drizzle
COPY bin ./bin

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_PATH=/app/data/scoutpost.db \
    BROWSER_PATH=/usr/bin/chromium
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
EXPOSE 8080
USER node
# Unhealthy while /health is not 200: the database cannot be opened or written (e.g. the disk is full).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/index.js"]
