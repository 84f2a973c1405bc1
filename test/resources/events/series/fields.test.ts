import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../../src/db/schema';
import {
  COPIED,
  FIELD_OVERRIDES,
  NOT_COPIED,
  NOT_OVERRIDDEN,
  SERIES_ONLY_FIELDS,
} from '../../../../src/resources/events/series/series.fields';
import { LINK_KINDS } from '../../../../src/resources/events/series/series.sync';
import { TEXT_FIELDS } from '../../../../src/resources/events/series/series.texts';
import { eventUpdateBody } from '../../../../src/resources/events/write/write.schemas';

/**
 * The field lists of recurring events are closed (src/resources/events/series/series.fields.ts): a column of
 * `posts` or a field of an event update that no list names would vanish from every date of a recurring event
 * (docs/ARCHITECTURE.md, "How to add a field").
 */

/** The names `lists` give, each list with the names it holds twice or that another list also holds. */
function placed(lists: Record<string, readonly string[]>) {
  const seen = new Map<string, string[]>();
  for (const [list, names] of Object.entries(lists)) {
    for (const name of names) seen.set(name, [...(seen.get(name) ?? []), list]);
  }
  const twice = [...seen]
    .filter(([, where]) => where.length > 1)
    .map(([name, where]) => `${name}: ${where.join(', ')}`);
  return { names: [...seen.keys()].sort(), twice };
}

describe('the columns a date of a series copies', () => {
  const columns = Object.values(getTableColumns(posts))
    .map((column) => column.name)
    .sort();

  it('names every column of posts once: copied, or not copied with a reason', () => {
    expect(columns.length).toBeGreaterThan(40);
    const { names, twice } = placed({ COPIED: COPIED.map(([column]) => column), NOT_COPIED: Object.keys(NOT_COPIED) });
    expect(twice, 'columns in two lists').toEqual([]);
    expect(
      columns.filter((column) => !names.includes(column)),
      'columns of posts neither in COPIED nor in NOT_COPIED',
    ).toEqual([]);
    expect(
      names.filter((name) => !columns.includes(name)),
      'names that are no column of posts',
    ).toEqual([]);
    for (const [column, reason] of Object.entries(NOT_COPIED)) expect(reason, column).not.toBe('');
  });
});

describe('the fields a date of a series may change alone', () => {
  const fields = Object.keys(eventUpdateBody().shape).sort();

  it('names every field of an event update once: an override, a text, the series alone, or not a field of a date', () => {
    expect(fields).toContain('venue');
    const { names, twice } = placed({
      FIELD_OVERRIDES: Object.keys(FIELD_OVERRIDES),
      TEXT_FIELDS,
      SERIES_ONLY_FIELDS,
      NOT_OVERRIDDEN: Object.keys(NOT_OVERRIDDEN),
    });
    expect(twice, 'fields in two lists').toEqual([]);
    expect(
      fields.filter((field) => !names.includes(field)),
      'fields of an event update no list names',
    ).toEqual([]);
    expect(
      names.filter((name) => !fields.includes(name)),
      'names that are no field of an event update',
    ).toEqual([]);
  });

  it('records only overrides that keep a value: a copied column, a link kind or the status', () => {
    const kept = new Set([
      ...COPIED.flatMap(([, override]) => (override === null ? [] : [override])),
      ...LINK_KINDS.map((kind) => kind.override),
      'status',
    ]);
    const recorded = new Set<string>(Object.values(FIELD_OVERRIDES));
    expect(
      [...recorded].filter((name) => !kept.has(name)),
      'overrides that nothing reads',
    ).toEqual([]);
    expect(
      [...kept].filter((name) => !recorded.has(name)),
      'overrides that no update records',
    ).toEqual([]);
  });
});
