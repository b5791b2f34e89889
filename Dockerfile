# The accreditation server with its built web app: one image for every replica.
#   docker build -t school-accreditation .
# Three stages: the web app is built with every dependency; the runtime gets production
# dependencies only, runs as the unprivileged `node` user, and refuses to start without
# operator-set keys (NODE_ENV=production; see docs/deployment.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
# pg_dump and pg_restore for `npm run backup` / `npm run restore` against PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json \
    TRUST_PROXY=1
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY server ./server
COPY engine ./engine
COPY workflows ./workflows
COPY catalogue ./catalogue
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (no npm in between): in-flight requests finish, then it exits.
CMD ["node", "--import", "tsx", "server/main.ts"]
