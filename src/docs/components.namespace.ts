import { z } from '@hono/zod-openapi';
import type { DocKey } from '../i18n/catalogues/docs';

/** Response schemas of the namespace itself (its index, its OpenAPI document) and the error envelope. */

const d = (key: DocKey) => key;

/** The error envelope of every failure (docs/api.md#requests-and-responses). */
export const ApiErrorBody = z
  .object({
    code: z.string().describe(d('field.error.code')),
    message: z.string().describe(d('field.error.message')),
    data: z
      .object({
        status: z.number().int().describe(d('field.error.status')),
        params: z
          .union([z.record(z.string(), z.string()), z.array(z.string())])
          .optional()
          .describe(d('field.error.params')),
        details: z.array(z.unknown()).optional().describe(d('field.error.details')),
      })
      .catchall(z.unknown())
      .describe(d('field.error.data')),
  })
  .describe(d('schema.Error'))
  .openapi('Error');

const IndexArg = z.record(z.string(), z.unknown());
const IndexRoute = z.object({
  namespace: z.string(),
  methods: z.array(z.string()),
  endpoints: z.array(
    z.object({
      methods: z.array(z.string()),
      args: z.union([z.record(z.string(), IndexArg), z.array(z.unknown()).max(0)]),
    }),
  ),
  _links: z.object({ self: z.array(z.object({ href: z.string() })) }).optional(),
});

/** The WordPress-style namespace index (docs/original.md#namespace-index). */
export const NamespaceIndex = z
  .object({
    namespace: z.string().describe(d('field.index.namespace')),
    routes: z.record(z.string(), IndexRoute).describe(d('field.index.routes')),
    _links: z
      .object({
        up: z.array(z.object({ href: z.string() })),
        mcp: z.array(z.object({ href: z.string(), title: z.string() })).optional(),
      })
      .describe(d('field.index.links')),
  })
  .describe(d('schema.NamespaceIndex'))
  .openapi('NamespaceIndex');

/** This very document. */
export const OpenApiDocument = z
  .record(z.string(), z.unknown())
  .describe(d('schema.OpenApiDocument'))
  .openapi('OpenApiDocument');
