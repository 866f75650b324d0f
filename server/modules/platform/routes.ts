// Public platform routes: the client configuration and the OpenAPI document.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import { clientConfig } from '../../http/client-config.ts';

export function platformRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/config', (c) => c.json(clientConfig(c.var.deps.config)))
    .get('/openapi.json', (c) => c.json(buildOpenApiDocument(c.var.deps)));
}
