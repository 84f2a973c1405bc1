import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganizer, makeTerm, uniqueTitle } from '../../helpers/factories';
import { api, call, type Root, userWithToken } from '../../helpers/http';

/**
 * Bodies and query strings as the original's acceptance tests send them: PHP's `http_build_query` writes lists with
 * indexes (`cost[0]=…`), nested objects with brackets (`venue[venue]=…`, `organizer[0][organizer]=…`) and `true` as
 * `1` (EventInsertionCest, EventByCategoryArchiveCest, CategoryArchiveCest; docs/original.md and 1.7).
 */
let token: string;
beforeAll(async () => {
  token = (await userWithToken('administrator')).token;
});

/** A form body in PHP's `http_build_query` spelling (brackets percent-encoded). */
const form = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

const post = (root: Root, path: string, pairs: [string, string][]) =>
  call(api(root, path), {
    method: 'POST',
    token,
    body: form(pairs),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const base: [string, string][] = [
  ['title', 'An event'],
  ['start_date', 'tomorrow 9am'],
  ['end_date', 'tomorrow 11am'],
];

describe.each(['', 'ca', 'en', 'es'] as Root[])('under the root "%s"', (root) => {
  it('reads an indexed cost list, all_day=1 and hide_from_listings=false', async () => {
    const response = await post(root, '/events', [
      ...base,
      ['all_day', '1'],
      ['hide_from_listings', 'false'],
      ['cost[0]', '0$'],
      ['cost[1]', '20$'],
      ['cost[2]', '30$'],
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      all_day: true,
      hide_from_listings: false,
      cost_details: { currency_symbol: '$', currency_position: 'postfix', values: ['0', '20', '30'] },
    });
    expect(response.body.cost).toMatch(/^\S+ – 30\$$/);
    expect(response.body.start_date.slice(11)).toBe('00:00:00');
    expect(response.body.end_date.slice(11)).toBe('23:59:59');
  });

  it('reads an inline venue in brackets (stateProvince ignored, stateprovince derived)', async () => {
    const name = uniqueTitle('White House');
    const response = await post(root, '/events', [
      ...base,
      ['venue[venue]', name],
      ['venue[address]', '1600 Pennsylvania Ave NW'],
      ['venue[country]', 'United States'],
      ['venue[state]', 'DC'],
      ['venue[province]', ''],
      ['venue[stateProvince]', 'Ignored'],
      ['venue[show_map]', '1'],
      ['venue[show_map_link]', '1'],
    ]);
    expect(response.status).toBe(201);
    expect(response.body.venue).toMatchObject({
      venue: name,
      address: '1600 Pennsylvania Ave NW',
      country: 'United States',
      state: 'DC',
      stateprovince: 'DC',
      show_map: true,
      show_map_link: true,
    });
    expect(response.body.venue).not.toHaveProperty('province');
  });

  it('reads organizers as indexed objects, new and existing, in the order given', async () => {
    const existing = await makeOrganizer();
    const name = uniqueTitle('Organizer A');
    const response = await post(root, '/events', [
      ...base,
      ['organizer[0][organizer]', name],
      ['organizer[1][id]', String(existing.id)],
    ]);
    expect(response.status).toBe(201);
    expect(response.body.organizer.map((o: { id: number; organizer: string }) => o.organizer)).toEqual([
      name,
      existing.title,
    ]);
  });

  it('reads indexed categories mixing an id and a new name', async () => {
    const existing = await makeTerm('category', `aaa-existing-${root || 'default'}`);
    const response = await post(root, '/events', [
      ...base,
      ['categories[0]', String(existing)],
      ['categories[1]', `zzz new ${root || 'default'}`],
    ]);
    expect(response.status).toBe(201);
    expect(response.body.categories).toHaveLength(2);
    expect(response.body.categories[0].id).toBe(existing);
  });

  it('reads indexed lists in the query string of the lists', async () => {
    const [one, two] = [await makeTerm('category'), await makeTerm('category')];
    const slugOf = async (id: number) => (await call(api(root, `/categories/${id}`))).body.slug;
    const [a, b] = [await makeEvent({ termIds: [one] }), await makeEvent({ termIds: [two] })];
    const draft = await makeEvent({ status: 'draft', termIds: [one] });
    const query = form([
      ['categories[0]', await slugOf(one)],
      ['categories[1]', await slugOf(two)],
      ['status[0]', 'publish'],
      ['status[1]', 'draft'],
    ]);
    const listed = await call(api(root, `/events?${query}`), { token });
    expect(listed.status).toBe(200);
    expect(listed.body.events.map((e: { id: number }) => e.id)).toEqual([a, b, draft]);
    const terms = await call(
      api(
        root,
        `/categories?${form([
          ['hide_empty', '0'],
          ['include[0]', String(one)],
          ['include[1]', String(two)],
        ])}`,
      ),
    );
    expect(terms.body.total).toBe(2);
    const none = await call(
      api(
        root,
        `/categories?${form([
          ['include[0]', String(one)],
          ['exclude[0]', String(one)],
          ['hide_empty', '0'],
        ])}`,
      ),
    );
    expect(none.body.total).toBe(0);
  });
});
