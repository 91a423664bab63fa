# Scoutpost: one process, one SQLite file, Debian's Chromium for browsing tasks.
FROM node:20-bookworm-slim

RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium ca-certificates fonts-liberation python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
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
CMD ["node", "--import", "tsx", "src/index.ts"]
