import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, call, userWithToken } from '../../helpers/http';

const HOSTILE_HTML = '<p>ok</p><img src=x onerror=alert(1)><iframe srcdoc="<script>alert(1)</script>"></iframe>';

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(api('en', path), { method: 'POST', token, body });

describe('one text-safety policy for every write', () => {
  it('sanitizes category and tag descriptions and strips tags from names', async () => {
    const admin = await userWithToken('administrator');
    for (const path of ['/categories', '/tags']) {
      const response = await post(path, admin.token, {
        name: '<b>Jazz</b> <script>alert(1)</script>club',
        description: HOSTILE_HTML,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.name).toBe('Jazz club');
      expect(response.body.description).toContain('<p>ok</p>');
      expect(response.body.description).not.toMatch(/onerror|<iframe|<script|srcdoc/i);
      const stored = await env.DB.prepare('select description from term_texts where term_id = ?')
        .bind(response.body.id)
        .first<{ description: string }>();
      expect(stored!.description).not.toMatch(/onerror|<iframe|<script/i);
    }
  });

  it('keeps titles, address parts, phone, email and cost as plain text; URLs normalized', async () => {
    const admin = await userWithToken('administrator');
    const venue = await post('/venues', admin.token, {
      venue: 'Sala <script>alert(1)</script>Apolo',
      address: '<b>Nou de la Rambla</b> 113',
      city: 'Barcelona <img src=x onerror=alert(1)>',
      phone: '<i>93</i> 441 40 01',
      website: 'HTTPS://Apolo.EXAMPLE/a b',
    });
    expect(venue.status, JSON.stringify(venue.body)).toBe(201);
    expect(venue.body.venue).toBe('Sala Apolo');
    expect(venue.body.address).toBe('Nou de la Rambla 113');
    expect(venue.body.city).toBe('Barcelona');
    expect(venue.body.phone).toBe('93 441 40 01');
    expect(venue.body.website).toBe('https://apolo.example/a%20b');

    const event = await post('/events', admin.token, {
      title: 'Concert <script>x()</script>a < b & c, x<3',
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 12:00:00',
      cost: '<b>10</b> €',
      website: 'https://ok.example/path',
      organizer: [{ organizer: '<u>Org</u>', email: '<b>x</b>org@example.com' }],
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    expect(event.body.title).toBe('Concert a < b & c, x<3');
    expect(event.body.cost).not.toContain('<');
    expect(event.body.website).toBe('https://ok.example/path');
    expect(event.body.organizer[0].organizer).toBe('Org');
  });

  it('refuses a website or image that is not an absolute http(s) URL, naming it', async () => {
    const admin = await userWithToken('administrator');
    for (const website of ['javascript:alert(1)', '/relative', 'ftp://x.example/']) {
      const response = await post('/organizers', admin.token, { organizer: 'Org', website });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.data.params)).toEqual(['website']);
    }
    const quoted = await post('/venues', admin.token, {
      venue: 'Quoted',
      website: 'https://ok.example/"><script>alert(1)</script>',
    });
    expect(quoted.status).toBe(201);
    expect(quoted.body.website).toBe('https://ok.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });

  it('refuses a required text that is empty once its tags are removed, naming it, in the request language', async () => {
    const admin = await userWithToken('administrator');
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/events',
        { title: '<script></script>', start_date: '2027-06-01 10:00', end_date: '2027-06-01 11:00' },
        'title',
      ],
      ['/venues', { venue: '<b> </b>' }, 'venue'],
      ['/organizers', { organizer: '<style>x</style>' }, 'organizer'],
      ['/categories', { name: '<i></i>' }, 'name'],
      ['/tags', { name: '<script>alert(1)</script>' }, 'name'],
    ];
    for (const [path, body, param] of cases) {
      const response = await call(api('ca', path), { method: 'POST', token: admin.token, body });
      expect(response.status, path).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
      expect(response.body.data.params).toEqual({ [param]: `${param} no pot ser buit.` });
    }
  });
});
