import { describe, expect, it } from 'vitest';
import { makeOrganizer, makeVenue } from '../helpers/factories';
import { api, call, userWithToken } from '../helpers/http';
import { everyStatementFails } from '../helpers/write-faults';

describe('a failure at any statement of a write leaves nothing written', { timeout: 60_000 }, () => {
  it('event create with inline venue, organizer, new category and tag', async () => {
    const admin = await userWithToken('administrator');
    const organizer = await makeOrganizer();
    let i = 0;
    const statements = await everyStatementFails((DB) =>
      call(api('en', '/events'), {
        method: 'POST',
        token: admin.token,
        env: { DB },
        body: {
          title: `Faulty ${++i}`,
          start_date: '2027-06-01 10:00:00',
          end_date: '2027-06-01 12:00:00',
          venue: { venue: `Inline venue ${i}`, city: 'Girona' },
          organizer: [organizer.id, { organizer: `Inline organizer ${i}` }],
          categories: [`New category ${i}`],
          tags: [`New tag ${i}`],
        },
      }),
    );
    expect(statements).toBeGreaterThan(3);
  });

  it('event update (texts, links and dates)', async () => {
    const admin = await userWithToken('administrator');
    const venue = await makeVenue();
    const created = await call(api('en', '/events'), {
      method: 'POST',
      token: admin.token,
      body: { title: 'Before', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 12:00:00' },
    });
    expect(created.status).toBe(201);
    let i = 0;
    const statements = await everyStatementFails((DB) =>
      call(api('es', `/events/${created.body.id}`), {
        method: 'POST',
        token: admin.token,
        env: { DB },
        body: { title: `Después ${++i}`, start_date: '2027-05-01 10:00:00', venue: venue.id, tags: [`Etiqueta ${i}`] },
      }),
    );
    expect(statements).toBeGreaterThan(1);
  });

  it('venue and organizer create and translation', async () => {
    const admin = await userWithToken('administrator');
    let i = 0;
    expect(
      await everyStatementFails((DB) =>
        call(api('ca', '/venues'), {
          method: 'POST',
          token: admin.token,
          env: { DB },
          body: { venue: `Sala ${++i}`, city: 'Reus' },
        }),
      ),
    ).toBeGreaterThan(1);
    const venue = await makeVenue();
    expect(
      await everyStatementFails((DB) =>
        call(api('es', `/venues/${venue.id}`), {
          method: 'POST',
          token: admin.token,
          env: { DB },
          body: { venue: `Sala traducida ${++i}` },
        }),
      ),
    ).toBeGreaterThan(0);
    expect(
      await everyStatementFails((DB) =>
        call(api('en', '/organizers'), {
          method: 'POST',
          token: admin.token,
          env: { DB },
          body: { organizer: `Organizer ${++i}`, email: 'a@example.com' },
        }),
      ),
    ).toBeGreaterThan(1);
  });

  it('category create', async () => {
    const admin = await userWithToken('administrator');
    let i = 0;
    expect(
      await everyStatementFails((DB) =>
        call(api('en', '/categories'), {
          method: 'POST',
          token: admin.token,
          env: { DB },
          body: { name: `Category ${++i}`, description: 'd' },
        }),
      ),
    ).toBeGreaterThan(0);
  });
});
