import { describe, expect, it, vi } from 'vitest';
import { makeVenues } from '../helpers/factories';
import { api } from '../helpers/http';
import { readExport } from './sync-helpers';

describe('GET /export: its cost', () => {
  it('logs one line with the D1 queries and rows read of the whole export once the stream completes', async () => {
    await makeVenues(Array.from({ length: 12 }, (_, i) => ({ city: `Meter ${i}` })));
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
    try {
      const read = await readExport(api('en', '/export?types=venues&_meter=1'));
      expect(read.status).toBe(200);
      const lines = logged.filter((line) => line.includes('"export complete"')).map((line) => JSON.parse(line));
      expect(lines).toHaveLength(1);
      const [entry] = lines;
      expect(entry.request_id).toBe(read.headers.get('x-request-id'));
      expect(entry.lines).toBe(read.lines.length);
      // The checks and token batch, then one chunk of venues (fewer than 500: the last one).
      expect(entry.db_queries).toBeGreaterThanOrEqual(2);
      expect(entry.db_rows_read).toBeGreaterThanOrEqual(read.lines.length - 1);
      // Headers left before the chunks were read: their Server-Timing counts fewer rows than the log line.
      const early = /db-rows;desc="(\d+)"/.exec(read.headers.get('server-timing') ?? '');
      expect(Number(early?.[1])).toBeLessThan(entry.db_rows_read);
    } finally {
      spy.mockRestore();
    }
  });
});
