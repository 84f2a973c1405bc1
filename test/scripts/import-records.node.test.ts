import { describe, expect, it } from 'vitest';
import { costChoiceOf, postDatesOf } from '../../scripts/lib/tec-fields';
import { parentsFirst } from '../../scripts/lib/tec-read';
import { type ImportRecord, toRecord } from '../../scripts/lib/tec-records';
import { costOf } from '../../src/resources/events/wire/wire.cost';
import { COSTS, ZERO_DATE } from '../helpers/fake-tec-site';

/**
 * What the importer makes of single items of the original (scripts/lib/tec-records.ts, tec-fields.ts): the
 * quirks of a real WordPress site, each turned into what this service can keep exactly.
 */

describe('costs', () => {
  it('renders every recorded cost shape exactly as the source: cost and cost_details', () => {
    for (const source of COSTS) {
      const choice = costChoiceOf(source, 'en');
      expect(choice.note, source.cost).toBeUndefined();
      const rendered = costOf(choice.texts.length ? JSON.stringify(choice.texts) : null, 'en', choice.currency);
      expect(rendered, source.cost).toEqual(source);
    }
  });

  it("keeps the site's currency for a cost whose event has none of its own", () => {
    expect(costChoiceOf(COSTS[0]!, 'en')).toEqual({ texts: ['25'], currency: { symbol: '$', position: 'prefix' } });
    expect(costChoiceOf(COSTS[1]!, 'en')).toEqual({ texts: ['$10 – $30'], currency: null });
    expect(costChoiceOf(COSTS[5]!, 'en')).toEqual({ texts: ['$0', '$30'], currency: null });
  });

  it('says so when a cost cannot be rendered the same, and decodes entities', () => {
    const odd = {
      cost: '$1,000',
      cost_details: { currency_symbol: '$', currency_code: 'USD', currency_position: 'prefix', values: ['1000'] },
    };
    const choice = costChoiceOf(odd, 'en');
    expect(choice.texts).toEqual(['$1,000']);
    expect(choice.note).toBe(
      'cost "$1,000" (values ["1000"]) is shown here as "$1000"; currency code USD not kept (the service has none)',
    );
    const entity = {
      cost: '&#36;12',
      cost_details: { currency_symbol: '$', currency_position: 'prefix', values: ['12'] },
    };
    expect(costChoiceOf(entity, 'en')).toMatchObject({ texts: ['$12'] });
  });
});

describe('dates', () => {
  it('derives a zero GMT date in the site zone, else with the offset of the item, else leaves it out', () => {
    const draft = {
      date: '2017-05-02 12:00:00',
      date_utc: ZERO_DATE,
      modified: '2024-01-15 10:00:00',
      modified_utc: '2024-01-15 09:00:00',
    };
    expect(postDatesOf(draft, 'Europe/Madrid')).toEqual({
      dateUtc: '2017-05-02 10:00:00',
      modifiedUtc: '2024-01-15 09:00:00',
    });
    expect(postDatesOf(draft, null)).toEqual({ dateUtc: '2017-05-02 11:00:00', modifiedUtc: '2024-01-15 09:00:00' });
    expect(postDatesOf({ ...draft, modified_utc: ZERO_DATE }, null)).toEqual({});
    expect(postDatesOf({ date: '2024-02-31 10:00:00', date_utc: '2024-02-31 09:00:00' })).toEqual({});
    expect(postDatesOf({ date_utc: '2020-01-01 00:00:00', modified_utc: '2020-01-02 00:00:00' })).toEqual({
      dateUtc: '2020-01-01 00:00:00',
      modifiedUtc: '2020-01-02 00:00:00',
    });
  });
});

describe('records', () => {
  it('decodes the entities WordPress puts in URLs', () => {
    const result = toRecord('organizers', { id: 9, organizer: 'O', website: 'https://o.example/?a=1&#038;b=2' });
    expect(result.ok && result.record.fields.website).toBe('https://o.example/?a=1&b=2');
  });

  it('leaves out a refused image URL and a non-URL website with a note, and an empty slug', () => {
    const result = toRecord('events', {
      id: 5,
      title: 'Poster',
      slug: '',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
      website: 'www.example.com',
      image: { url: 'javascript:alert(1)', width: 10, height: 10 },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.fields).toMatchObject({ image: null, website: '', slug: null });
    expect(result.record.notes).toEqual([
      'image left out: "javascript:alert(1)" is not an http(s) URL',
      'website left out: "www.example.com" is not an http(s) URL',
    ]);
  });

  it('skips items without an id, a name or dates, saying why', () => {
    expect(toRecord('events', { title: 'x' })).toEqual({ ok: false, sourceId: null, reason: 'no id' });
    expect(toRecord('events', { id: 3, title: ' ' })).toEqual({ ok: false, sourceId: 3, reason: 'empty title' });
    expect(toRecord('events', { id: 4, title: 'No dates' })).toEqual({
      ok: false,
      sourceId: 4,
      reason: 'no start_date or end_date',
    });
  });

  it('orders categories parents first and drops a parent link that closes a cycle', () => {
    const category = (id: number, parent: number): ImportRecord => ({
      kind: 'categories',
      sourceId: id,
      fields: { name: `c${id}` },
      links: parent ? { categories: [parent] } : {},
      notes: [],
    });
    const ordered = parentsFirst([category(3, 2), category(2, 1), category(1, 0), category(5, 6), category(6, 5)]);
    expect(ordered.map((c) => c.sourceId)).toEqual([1, 2, 3, 6, 5]);
    const cut = ordered.find((c) => c.sourceId === 6)!;
    expect(cut.links.categories).toEqual([]);
    expect(cut.notes).toEqual(['parent 5 left out: it is a descendant of this category']);
  });
});
