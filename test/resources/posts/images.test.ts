import { exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images } from '../../../src/db/schema';
import { planImage } from '../../../src/resources/posts/posts.images';
import { api, call, ORIGIN, testDb, userWithToken } from '../../helpers/http';

/** The `image` object in the original's shape: metadata when known, and `sizes` all pointing at the file. */
describe('image objects', () => {
  it('carries width, height, filesize and every size, in the original key order, when known', async () => {
    const { token } = await userWithToken('administrator');
    const url = 'https://img.example.com/uploads/2024/05/poster.png';
    const db = testDb();
    // An internal writer may register an image with the original's attachment metadata through planImage.
    const plan = await planImage(db, { url, width: 1200, height: 800, filesize: 34567 });
    for (const statement of plan.statements) await statement;
    const res = await call(api('ca', '/venues'), { method: 'POST', token, body: { venue: 'Sala Imatge', image: url } });
    expect(res.status).toBe(201);
    const image = res.body.image;
    expect(Object.keys(image)).toEqual(['url', 'id', 'extension', 'width', 'height', 'filesize', 'sizes']);
    expect(image).toMatchObject({ url, extension: 'png', width: 1200, height: 800, filesize: 34567 });
    expect(Object.keys(image.sizes)).toEqual(['thumbnail', 'medium', 'medium_large', 'large', 'full']);
    for (const size of Object.values(image.sizes)) {
      expect(Object.keys(size as object)).toEqual(['width', 'height', 'mime-type', 'url']);
      expect(size).toEqual({ width: 1200, height: 800, 'mime-type': 'image/png', url });
    }
    // A later plain write of the same URL keeps the metadata.
    const again = await call(api('en', '/venues'), { method: 'POST', token, body: { venue: 'Sala 2', image: url } });
    expect(again.body.image.id).toBe(image.id);
    expect(again.body.image.filesize).toBe(34567);
    const [row] = await db.select().from(images).where(eq(images.url, url));
    expect(row).toMatchObject({ width: 1200, height: 800, filesize: 34567 });
  });

  it('leaves unknown metadata out and still sends sizes', async () => {
    const { token } = await userWithToken('administrator');
    const url = 'https://img.example.com/plain.svg';
    const res = await call(api('en', '/organizers'), { method: 'POST', token, body: { organizer: 'Org', image: url } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.image)).toEqual(['url', 'id', 'extension', 'sizes']);
    expect(res.body.image.sizes.full).toEqual({ 'mime-type': 'image/svg+xml', url });
  });

  it('never returns, renders or attaches a registry row holding a URL the API would refuse', async () => {
    const { token } = await userWithToken('administrator');
    const db = testDb();
    // Rows written around the API's checks (by hand, or by an older importer).
    const unsafe = [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://x.example/a b".png',
      'ftp://x.example/a.png',
    ];
    for (const url of unsafe) {
      const [row] = await db.insert(images).values({ url, extension: 'png' }).returning({ id: images.id });
      // Attaching it by id is refused, naming the parameter.
      const res = await call(api('en', '/events'), {
        method: 'POST',
        token,
        body: { title: 'Poster', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00', image: row!.id },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.data.params).toHaveProperty('image');
    }
    // An item already pointing at such a row shows no image, in JSON and on its public page.
    const created = await call(api('en', '/venues'), {
      method: 'POST',
      token,
      body: { venue: 'Sala Segura', status: 'publish', image: 'https://img.example.com/ok.png' },
    });
    expect(created.status).toBe(201);
    await db.update(images).set({ url: 'javascript:alert(2)' }).where(eq(images.id, created.body.image.id));
    const read = await call(api('en', `/venues/${created.body.id}`));
    expect(read.status).toBe(200);
    // A venue without an image leaves `image` out, as the original leaves out empty fields.
    expect(read.body.image ?? false).toBe(false);
    expect(JSON.stringify(read.body)).not.toContain('javascript:');
    const page = await exports.default.fetch(new Request(`${ORIGIN}/en/venue/${created.body.slug}/`));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain('javascript:');
  });
});
