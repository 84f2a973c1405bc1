import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../helpers/http';
import { createSeries, datesOf } from '../resources/events/series/series-helpers';
import { readExport } from './sync-helpers';

/** Series in the export and in /changes (docs/recurrence.md, "Sync"). */

async function currentToken(): Promise<string> {
  const { lines } = await readExport(api('en', '/export?types=tags'));
  return lines[lines.length - 1]!.sync_token!;
}

// biome-ignore lint/suspicious/noExplicitAny: wire bodies are read loosely
type Change = { type: string; id: number; action: string; item?: any };

async function changesSince(token: string): Promise<{ changes: Change[]; next: string }> {
  const response = await call(api('en', `/changes?sync_token=${encodeURIComponent(token)}`));
  expect(response.status).toBe(200);
  return { changes: response.body.changes, next: response.body.next_sync_token };
}

const keys = (changes: Change[]) => changes.map((change) => `${change.type}:${change.id}:${change.action}`).sort();

describe('series in the export', () => {
  it('writes each series once, before its first date, as a series line; types=events includes them', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const draft = await createSeries(admin.token, { status: 'draft' });
    const dates = await datesOf(series.id);
    const { lines } = await readExport(api('en', `/export?types=events&start_date=2027-01-01&end_date=2027-01-31`));
    const kinds = lines.map((line) => `${line.type}:${line.item?.id ?? ''}`);
    const first = kinds.indexOf(`series:${series.id}`);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(kinds.filter((kind) => kind === `series:${series.id}`)).toHaveLength(1);
    expect(kinds.indexOf(`event:${dates[0].id}`)).toBe(first + 1);
    for (const date of dates) expect(kinds).toContain(`event:${date.id}`);
    expect(kinds).not.toContain(`event:${series.id}`);
    expect(kinds).not.toContain(`series:${draft.id}`);
    const record = lines[first]!.item;
    expect(record).toMatchObject({ id: series.id, series_id: series.id, recurrence: series.recurrence });
  });
});

describe('series in /changes', { timeout: 60_000 }, () => {
  it('reports a new series and its dates, a series edit as every date it changed, a cancellation as a delete', async () => {
    const admin = await userWithToken('administrator');
    const t0 = await currentToken();
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    const created = await changesSince(t0);
    expect(keys(created.changes)).toEqual(
      [`series:${series.id}:upsert`, ...dates.map((d) => `event:${d.id}:upsert`)].sort(),
    );
    const seriesChange = created.changes.find((change) => change.type === 'series')!;
    expect(seriesChange.item).toMatchObject({ id: series.id, recurrence: series.recurrence });

    // A date that overrides its title: a title edit of the series changes every other date.
    await call(api('en', `/events/${dates[0].id}`), { method: 'PATCH', token: admin.token, body: { title: 'Own' } });
    const t1 = (await changesSince(created.next)).next;
    await call(api('en', `/events/${series.id}`), { method: 'PATCH', token: admin.token, body: { title: 'Renamed' } });
    const renamed = await changesSince(t1);
    expect(keys(renamed.changes)).toEqual(
      [`series:${series.id}:upsert`, ...dates.slice(1).map((d) => `event:${d.id}:upsert`)].sort(),
    );
    expect(renamed.changes.filter((c) => c.type === 'event').every((c) => c.item.title === 'Renamed')).toBe(true);

    await call(api('en', `/events/${dates[2].id}`), { method: 'DELETE', token: admin.token });
    const cancelled = await changesSince(renamed.next);
    // Every other date shows the series' lines, which gained the EXDATE: each is reported with them (docs/sync.md).
    const others = dates.filter((_, i) => i !== 2);
    expect(keys(cancelled.changes)).toEqual(
      [
        `event:${dates[2].id}:delete`,
        `series:${series.id}:upsert`,
        ...others.map((d) => `event:${d.id}:upsert`),
      ].sort(),
    );
    const lines = cancelled.changes.find((change) => change.type === 'series')!.item.recurrence;
    expect(lines).toHaveLength(2);
    for (const change of cancelled.changes.filter((c) => c.action === 'upsert')) {
      expect(change.item.recurrence).toEqual(lines);
    }
  });

  it('reports the dates a re-expansion removes as deletes, and an ended series as a series delete', async () => {
    const admin = await userWithToken('administrator');
    const series = await createSeries(admin.token);
    const dates = await datesOf(series.id);
    const t0 = await currentToken();
    await call(api('en', `/events/${series.id}`), {
      method: 'PATCH',
      token: admin.token,
      body: { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4'] },
    });
    const shorter = await changesSince(t0);
    // The dates kept show the new lines: reported too.
    expect(keys(shorter.changes)).toEqual(
      [
        `series:${series.id}:upsert`,
        `event:${dates[4].id}:delete`,
        `event:${dates[5].id}:delete`,
        ...dates.slice(0, 4).map((d) => `event:${d.id}:upsert`),
      ].sort(),
    );
    await call(api('en', `/events/${series.id}`), { method: 'PATCH', token: admin.token, body: { recurrence: [] } });
    const ended = await changesSince(shorter.next);
    expect(keys(ended.changes)).toEqual(
      [
        `series:${series.id}:delete`,
        `event:${series.id}:upsert`,
        ...dates.slice(0, 4).map((d) => `event:${d.id}:delete`),
      ].sort(),
    );
  });
});
