import { swaggerUI } from '@hono/swagger-ui';
import type { createRouter } from '../router.ts';

/** Where the Swagger UI page is served. It loads its bundle from a CDN, so it has a CSP of its own. */
export const API_DOCS_PATH = '/api/docs';
export const SWAGGER_CDN = 'https://cdn.jsdelivr.net';

const START_SCRIPT = `window.ui = SwaggerUIBundle({ dom_id: '#swagger-ui', url: '/api/openapi.json' });\n`;

/** Swagger UI's page with its start-up script in a file of ours, so the page needs no inline script. */
const page = (asset: { css: string[]; js: string[] }) => `
  <div id="swagger-ui"></div>
  ${asset.css.map((url) => `<link rel="stylesheet" href="${url}" />`).join('')}
  ${asset.js.map((url) => `<script src="${url}" crossorigin="anonymous"></script>`).join('')}
  <script src="${API_DOCS_PATH}/start.js"></script>`;

/** The OpenAPI document rendered at /api/docs. */
export function apiDocsRoutes(app: ReturnType<typeof createRouter>) {
  app.get(
    API_DOCS_PATH,
    swaggerUI({ url: '/api/openapi.json', baseUrl: `${SWAGGER_CDN}/npm`, manuallySwaggerUIHtml: page }),
  );
  app.get(`${API_DOCS_PATH}/start.js`, (c) =>
    c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
}
