// Minimal OpenAPI 3.1 typing: enough structure to catch typos, loose enough to write docs as data.
export type Schema = Record<string, unknown>;

export interface Operation {
  tags?: string[];
  summary: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

/** Paths as OpenAPI writes them: `/api/user/notifications/unread`, `/api/email/verify/{id}/{hash}`. */
export type OpenApiPaths = Record<string, PathItem>;
