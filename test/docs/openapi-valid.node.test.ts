import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openApiDocument } from '../../src/docs/openapi';
import { routes } from '../../src/endpoints';
import { LANGUAGES } from '../../src/i18n/languages';

/**
 * The three `/doc` documents against the official OpenAPI 3.1 JSON schema. Runs in Node: the validator compiles
 * schemas with `new Function`, which workerd does not allow. The documents come from the same generator the
 * `/doc` route serves (whose HTTP behaviour the workerd tests in test/docs cover).
 */
describe('the OpenAPI documents', () => {
  beforeAll(() => {
    buildApp();
  });

  it.each(LANGUAGES)('validate against the OpenAPI 3.1 schema (%s)', async (lang) => {
    const document = openApiDocument(
      routes,
      lang,
      [
        { url: `https://calendar.example/${lang}/calendar/events/v1/`, description: 'doc.server.current' },
        { url: `https://calendar.example/${lang}/wp-json/tribe/events/v1/`, description: 'doc.server.wordpress' },
      ],
      `https://calendar.example/${lang}/mcp`,
    );
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});
