import { expect, it } from 'vitest';
import { makeOrganizers, makeVenues } from '../helpers/factories';
import { api, call, dbTiming, userWithToken } from '../helpers/http';

it('embeds an event’s venue and organizers by id, whatever the number of venues and organizers', async () => {
  const admin = await userWithToken('administrator');
  const venues = await makeVenues(Array.from({ length: 200 }, () => ({})));
  const organizers = await makeOrganizers(Array.from({ length: 200 }, () => ({})));
  const created = await call(api('en', '/events'), {
    method: 'POST',
    token: admin.token,
    body: {
      title: 'Embedded',
      start_date: '2030-01-01 10:00',
      end_date: '2030-01-01 11:00',
      venue: venues[0]!.id,
      organizer: [organizers[0]!.id, organizers[1]!.id],
    },
  });
  expect(created.status).toBe(201);
  const read = await call(api('en', `/events/${created.body.id}`));
  expect(read.body.venue.id).toBe(venues[0]!.id);
  expect(read.body.organizer).toHaveLength(2);
  // The data version, the event, its texts, its venue and organizers and their texts: no walk over the 400.
  expect(dbTiming(read.headers).rows).toBeLessThan(40);
});
