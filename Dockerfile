FROM oven/bun:1.4 AS build
WORKDIR /app
COPY package.json bun.lock bunfig.toml tsconfig.json ./
# Every workspace's package.json (the "workspaces" of package.json): the frozen install checks them all
# against bun.lock. A new workspace needs its line here.
COPY packages/farm-engine/package.json packages/farm-engine/
COPY packages/shared/package.json packages/shared/
COPY server/package.json server/
COPY web/package.json web/
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM oven/bun:1.4
WORKDIR /app
ENV NODE_ENV=production
# Production needs PUBLIC_URL, the address visitors use (links in mails, the sitemap): give it at run time,
# e.g. `docker run -e PUBLIC_URL=https://example.org …` (docker-compose.yml sets it for its services).
COPY --from=build /app /app
EXPOSE 3000
CMD ["bun", "run", "server/src/index.ts"]
