# One image for both servers (docs/operations.md#docker): `node rest-api/src/main.js` or `node gateway/src/main.js`.
# Built from the repository root: docker build -t dalil .

# --- build: every dependency, the client bundle, TypeScript compiled to JavaScript in the source tree's shape ---------
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && for pkg in rest-api gateway; do \
      node node_modules/tsgo/bin/tsc -p $pkg/tsconfig.json --noEmit false --declaration false \
        --rewriteRelativeImportExtensions --rootDir . --outDir /out || exit 1; \
    done

# --- production dependencies only --------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund --workspace rest-api --workspace gateway --include-workspace-root=false \
 && npm cache clean --force

# --- runtime: compiled JavaScript, no TypeScript, no dev dependencies, not root ----------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# Production node_modules (hoisted, and any a workspace keeps of its own) with the package files.
COPY --from=deps /app ./
COPY --from=build /out/rest-api/src ./rest-api/src
COPY --from=build /out/gateway/src ./gateway/src
COPY --from=build /out/observability ./observability
COPY --from=build /out/shared ./shared
COPY rest-api/migrations ./rest-api/migrations
COPY translations ./translations
COPY persisted-operations.json schema.graphql ./
COPY --from=build /src/client/dist ./client/dist
COPY --from=build /src/client/dist-server ./client/dist-server
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
# 4000: gateway, 4001: REST API, 9464: /metrics when METRICS_PORT=9464 (docker-compose.yml)
EXPOSE 4000 4001 9464
CMD ["node", "gateway/src/main.js"]
