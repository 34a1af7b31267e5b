/**
 * The OpenAPI document at /api/openapi.json and the offline documentation page (Swagger UI from npm)
 * at /api/docs: routes that document the API rather than being part of it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { errorResponse, httpError, jsonResponse } from './errors';
import { openApiDocument } from './openapi';

const swaggerDist = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${BRAND} API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file, not an inline script: the Content-Security-Policy allows scripts from our origin only.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', withCredentials: true, deepLinking: true });`;

export const openApiRoutes = () => {
  const document = openApiDocument();
  return new Elysia({ prefix: '/api' })
    .get('/openapi.json', () => jsonResponse(document))
    .get(
      '/docs',
      () =>
        new Response(DOCS_PAGE, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        }),
    )
    .get(
      '/docs/init.js',
      () => new Response(DOCS_INIT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }),
    )
    .get('/docs/:file', ({ params }) =>
      ['swagger-ui.css', 'swagger-ui-bundle.js'].includes(params.file)
        ? new Response(Bun.file(join(swaggerDist, params.file)), {
            headers: { 'Cache-Control': 'public, max-age=86400' },
          })
        : errorResponse(httpError('notFound')),
    );
};
