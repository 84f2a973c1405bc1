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

  // Every layout's `servers` (src/docs/index.ts): the own one, `/wp-json/` and `?rest_route=`, under a language root
  // and the default one.
  const layouts = (lang: string) => {
    const site = lang === 'en' ? 'https://calendar.example' : `https://calendar.example/${lang}`;
    return [
      [`${site}/calendar/events/v1/`, `${site}/wp-json/tribe/events/v1/`],
      [`${site}/wp-json/tribe/events/v1/`, `${site}/calendar/events/v1/`],
      [`${site}/?rest_route=/tribe/events/v1/`, `${site}/calendar/events/v1/`],
    ] as const;
  };
  const cases = LANGUAGES.flatMap((lang) => layouts(lang).map(([current, other]) => [lang, current, other] as const));

  it.each(cases)('validate against the OpenAPI 3.1 schema (%s, %s)', async (lang, current, other) => {
    const document = openApiDocument(
      routes,
      lang,
      [
        { url: current, description: 'doc.server.current' },
        { url: other, description: 'doc.server.wordpress' },
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
