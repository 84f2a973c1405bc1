import { z } from '@hono/zod-openapi';
import { NAMESPACE } from '../http/path';
import { text } from '../http/routes/fields';
import { defineRoute } from '../http/routes/route';
import { contextParam, langParam } from '../resources/posts';

/** The routes that describe the namespace: its WordPress-style index and its OpenAPI document. */
export const docRoutes = {
  index: defineRoute({
    method: 'get',
    path: '/',
    operationId: 'getNamespaceIndex',
    summary: 'op.namespace_index',
    tag: 'namespace',
    auth: false,
    query: () =>
      z.object({
        namespace: text({ allowEmpty: false, maxBytes: 200 }).default(NAMESPACE).describe('param.namespace'),
        context: contextParam().default('view').describe('param.context'),
        i18n_language: langParam(),
      }),
    errors: { 400: 'error.400', 404: 'error.404' },
    response: 'NamespaceIndex',
  }),
  doc: defineRoute({
    method: 'get',
    path: '/doc',
    operationId: 'getOpenApiDocument',
    summary: 'op.doc',
    tag: 'namespace',
    auth: false,
    query: () => z.object({ i18n_language: langParam() }),
    errors: { 400: 'error.400' },
    response: 'OpenApiDocument',
  }),
};
