/**
 * The rows of the bulk seed, generated lazily (a generator: 100,000 events never sit in memory at once) from a
 * seeded pseudo-random sequence and the vocabulary of `bulk-seed.data.mjs`. Column values are those the API
 * writes: slugs from `slugFromText` made unique per type and language, dates through `recomputeForZone` (the
 * same code as a create with wall times), HTML through the sanitizer, booleans as 0/1, costs as JSON arrays.
 */
import * as vocab from './bulk-seed.data.mjs';
import { mulberry32 as randomSource } from './lib/seeded.mjs';

const LANGS = ['ca', 'en', 'es'];
const DAY = 86_400_000;

const pad = (n) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` of epoch milliseconds read as UTC (also a plain wall-clock calculator). */
function wallOf(ms) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Slugs unique per (type or taxonomy, language), chosen as the API does: the base, else `-2`, `-3`… */
function slugTracker(helpers) {
  const taken = new Map();
  const counters = new Map();
  return (type, lang, text) => {
    const key = `${type}|${lang}`;
    if (!taken.has(key)) taken.set(key, new Set());
    const set = taken.get(key);
    const base = helpers.slugFromText(text, type);
    let slug = base;
    if (set.has(base)) {
      let n = counters.get(`${key}|${base}`) ?? 2;
      while (set.has(`${base}-${n}`)) n++;
      counters.set(`${key}|${base}`, n + 1);
      slug = `${base}-${n}`;
    }
    set.add(slug);
    return slug;
  };
}

/**
 * The stored dates of an event from its local wall times, as `recomputeForZone` computes them (a time in a DST
 * gap moves forward, an ambiguous one takes the earlier instant), but with zone offsets cached per UTC day: the
 * service's function asks Intl four times per wall time, which would dominate a 100,000-event seed. Every 50th
 * event is checked against the service's function.
 */
function eventClock(helpers) {
  const days = new Map();
  const exact = (zone, ms) => helpers.toLuxonZone(zone).offset(ms);
  const offset = (zone, ms) => {
    const day = Math.floor(ms / DAY);
    const key = `${zone}|${day}`;
    if (!days.has(key)) {
      const first = exact(zone, day * DAY);
      days.set(key, first === exact(zone, day * DAY + DAY - 1) ? first : null);
    }
    return days.get(key) ?? exact(zone, ms);
  };
  const instant = (wall, zone) => {
    const wallMs = Date.parse(`${wall.replace(' ', 'T')}Z`);
    const before = offset(zone, wallMs - DAY);
    const matches = [before, offset(zone, wallMs + DAY)]
      .map((o) => ({ o, ms: wallMs - o * 60_000 }))
      .filter(({ o, ms }) => offset(zone, ms) === o)
      .map(({ ms }) => ms);
    return matches.length > 0 ? Math.min(...matches) : wallMs - before * 60_000;
  };
  let calls = 0;
  return ({ startLocal, endLocal, allDay, zone }) => {
    const start = instant(startLocal, zone);
    const end = instant(endLocal, zone);
    const local = (ms) => wallOf(ms + offset(zone, ms) * 60_000);
    const dates = {
      startLocal: allDay ? startLocal : local(start),
      endLocal: allDay ? endLocal : local(end),
      startUtc: wallOf(start),
      endUtc: wallOf(end),
      timezone: zone,
    };
    if (calls++ % 50 === 0) {
      const expected = helpers.recomputeForZone({ startLocal, endLocal, allDay, zone });
      for (const key of Object.keys(dates)) {
        if (expected[key] !== dates[key]) {
          throw new Error(`bulk seed dates differ from the service's for ${startLocal} ${zone}: ${key}`);
        }
      }
    }
    return dates;
  };
}

/** Helpers over one random source. */
function picker(rand) {
  const int = (n) => Math.floor(rand() * n);
  return {
    rand,
    int,
    chance: (p) => rand() < p,
    one: (list) => list[int(list.length)],
    /** One value of `[value, weight]` pairs. */
    weighted: (pairs) => {
      const total = pairs.reduce((sum, [, w]) => sum + w, 0);
      let r = rand() * total;
      for (const [value, w] of pairs) {
        r -= w;
        if (r < 0) return value;
      }
      return pairs[pairs.length - 1][0];
    },
    /** `k` distinct items of `list`. */
    some: (list, k) => {
      const chosen = new Set();
      while (chosen.size < Math.min(k, list.length)) chosen.add(list[int(list.length)]);
      return [...chosen];
    },
  };
}

/** The languages of an item: its original first; most items in all three, some in one or two. */
function languagesOf(pick, original, allShare) {
  const r = pick.rand();
  if (r < allShare) return [original, ...LANGS.filter((l) => l !== original)];
  if (r < allShare + 0.1) return [original, pick.one(LANGS.filter((l) => l !== original))];
  return [original];
}

/**
 * Yields, in insertion order: users, images, terms (parents first), venues, organizers, then `events` events.
 * `firstIds` are the next free ids of users, images, terms and posts.
 */
export function* generateCalendar({ events, seed, now, helpers, firstIds }) {
  const pick = picker(randomSource(seed));
  const slug = slugTracker(helpers);
  const sanitized = new Map();
  const clean = (html) => {
    if (!sanitized.has(html)) sanitized.set(html, helpers.sanitizeHtml(html));
    return sanitized.get(html);
  };
  const eventDates = eventClock(helpers);
  const nowMs = now.getTime();
  const nowWall = wallOf(nowMs);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const users = ['editor', 'author', 'author', 'editor', 'contributor'].map((role, i) => ({
    kind: 'user',
    id: firstIds.user + i,
    name: `Bulk seed ${role} ${i + 1}`,
    role,
    createdAt: nowWall,
  }));
  yield* users;
  const authors = users.filter((u) => u.role !== 'contributor').map((u) => u.id);

  const images = Array.from({ length: 200 }, (_, i) => firstIds.image + i);
  for (const [i, id] of images.entries()) {
    yield {
      kind: 'image',
      id,
      url: `https://images.calendar.example/bulk/${i + 1}.jpg`,
      extension: 'jpg',
      createdAt: nowWall,
    };
  }

  let termId = firstIds.term;
  const categoryIds = new Map();
  const leaves = [];
  for (const category of vocab.categories) {
    const id = termId++;
    categoryIds.set(category.key, id);
    const parentId = category.parent ? categoryIds.get(category.parent) : 0;
    if (category.titles) leaves.push({ ...category, id, parentId });
    const texts = LANGS.map((lang) => ({
      lang,
      name: category.name[lang],
      description: '',
      slug: slug('category', lang, category.name[lang]),
    }));
    yield { kind: 'term', id, taxonomy: 'category', parentId, originalLang: 'ca', createdAt: nowWall, texts };
  }
  const tagIds = [];
  for (const tag of vocab.tags) {
    const id = termId++;
    tagIds.push(id);
    const texts = LANGS.map((lang) => ({ lang, name: tag[lang], description: '', slug: slug('tag', lang, tag[lang]) }));
    yield { kind: 'term', id, taxonomy: 'tag', parentId: 0, originalLang: 'ca', createdAt: nowWall, texts };
  }

  let postId = firstIds.post;
  /** A post's shared columns, published long before the events (venues and organizers). */
  const linkedBase = (type) => {
    const published = nowMs - 400 * DAY - pick.int(300) * DAY;
    return {
      id: postId++,
      type,
      status: pick.chance(0.98) ? 'publish' : 'draft',
      authorId: pick.one(authors),
      dateUtc: wallOf(published),
      modifiedUtc: wallOf(published + pick.int(30) * DAY),
      imageId: pick.chance(0.2) ? pick.one(images) : null,
    };
  };
  const linkedTexts = (type, template, placeName) =>
    languagesOf(
      pick,
      pick.weighted([
        ['ca', 8],
        ['es', 1],
        ['en', 1],
      ]),
      0.6,
    ).map((lang) => {
      const title = template[lang].replace('{p}', placeName);
      return { lang, title, description: '', excerpt: '', slug: slug(type, lang, title) };
    });
  const combos = (kinds) => kinds.flatMap((kind) => vocab.places.map((place) => [kind, place]));
  const sized = (list, share, min) => list.slice(0, Math.max(min, Math.min(list.length, Math.ceil(events / share))));
  const shuffled = (list) =>
    list
      .map((item) => [pick.rand(), item])
      .sort((a, b) => a[0] - b[0])
      .map(([, item]) => item);

  const venues = [];
  for (const [kind, [placeName, lat, lng, province]] of sized(shuffled(combos(vocab.venueKinds)), 200, 20)) {
    const row = {
      ...linkedBase('venue'),
      showMap: true,
      showMapLink: true,
      address: `Carrer Major, ${1 + pick.int(120)}`,
      city: placeName,
      country: 'Spain',
      province,
      state: '',
      zip: String(8001 + pick.int(42000)).padStart(5, '0'),
      stateprovince: helpers.deriveStateProvince('', province, 'Spain'),
      geoLat: null,
      geoLng: null,
      phone: `+34 93 ${100 + pick.int(900)} ${pad(pick.int(100))} ${pad(pick.int(100))}`,
      website: pick.chance(0.5) ? `https://agenda.calendar.example/venues/${postId}` : null,
    };
    if (pick.chance(0.92)) {
      row.geoLat = Number((lat + (pick.rand() - 0.5) * 0.02).toFixed(6));
      row.geoLng = Number((lng + (pick.rand() - 0.5) * 0.02).toFixed(6));
    }
    const texts = linkedTexts('venue', kind, placeName);
    row.originalLang = texts[0].lang;
    venues.push({ id: row.id, placeName });
    yield { kind: 'post', row, texts };
  }

  const organizers = [];
  for (const [kind, [placeName]] of sized(shuffled(combos(vocab.organizerKinds)), 400, 10)) {
    const row = {
      ...linkedBase('organizer'),
      phone: `+34 93 ${100 + pick.int(900)} ${pad(pick.int(100))} ${pad(pick.int(100))}`,
      website: pick.chance(0.6) ? `https://entitats.calendar.example/${postId}` : null,
      email: `info${postId}@entitats.calendar.example`,
    };
    const texts = linkedTexts('organizer', kind, placeName);
    row.originalLang = texts[0].lang;
    organizers.push(row.id);
    yield { kind: 'post', row, texts };
  }

  const eventIds = [];
  for (let i = 0; i < events; i++) {
    const category = pick.one(leaves);
    const template = pick.one(category.titles);
    const subject = pick.one(category.subjects);
    const venue = pick.chance(0.9) ? pick.one(venues) : undefined;
    const placeName = venue?.placeName ?? pick.one(vocab.places)[0];
    const paragraphs = pick.some(vocab.paragraphs, 1 + pick.int(2));
    const excerpt = pick.one(vocab.excerpts);
    const original = pick.weighted([
      ['ca', 5],
      ['es', 2.5],
      ['en', 2.5],
    ]);
    const texts = languagesOf(pick, original, 0.75).map((lang) => {
      const title = capitalize(template[lang].replace('{s}', subject[lang]).replace('{p}', placeName));
      return {
        lang,
        title,
        description: clean(paragraphs.map((p) => p[lang]).join('')),
        excerpt: clean(excerpt[lang]),
        slug: slug('event', lang, title),
      };
    });

    // Start days spread over two years around now; local wall times in the event's zone.
    const day = today + (pick.int(730) - 365) * DAY;
    const shape = pick.rand();
    let allDay = false;
    let start;
    let end;
    if (shape < 0.08) {
      allDay = true;
      start = wallOf(day);
      end = wallOf(day + (shape < 0.05 ? 0 : 1 + pick.int(3)) * DAY + DAY - 1000);
    } else if (shape < 0.1) {
      start = wallOf(day + 10 * 3_600_000);
      end = wallOf(day + (1 + pick.int(4)) * DAY + 20 * 3_600_000);
    } else {
      const startMs = day + (9 + pick.int(14)) * 3_600_000 + pick.int(2) * 1_800_000;
      start = wallOf(startMs);
      end = wallOf(startMs + (2 + pick.int(7)) * 1_800_000);
    }
    const dates = eventDates({
      startLocal: start,
      endLocal: end,
      allDay,
      zone: pick.weighted(vocab.zones),
    });

    const status = pick.weighted(vocab.statuses);
    const startMs = Date.parse(`${dates.startUtc.replace(' ', 'T')}Z`);
    let published = Math.min(startMs - (1 + pick.int(90)) * DAY, nowMs - pick.int(DAY));
    if (status === 'future') published = nowMs + (1 + pick.int(30)) * DAY;
    const listed = status === 'publish';
    const id = postId++;
    const row = {
      id,
      type: 'event',
      status,
      statusBeforeTrash: status === 'trash' ? 'publish' : null,
      authorId: pick.one(authors),
      dateUtc: wallOf(published),
      modifiedUtc: wallOf(Math.min(published + pick.int(5) * DAY, Math.max(published, nowMs))),
      password: listed && pick.chance(0.005) ? 'bulk-secret' : null,
      imageId: pick.chance(0.3) ? pick.one(images) : null,
      originalLang: original,
      startUtc: dates.startUtc,
      endUtc: dates.endUtc,
      startLocal: dates.startLocal,
      endLocal: dates.endLocal,
      timezone: dates.timezone,
      allDay,
      hideFromListings: listed && pick.chance(0.01),
      sticky: pick.chance(0.01),
      featured: pick.chance(0.05),
      ticketed: pick.chance(0.15),
      cost: ((cost) => (cost ? JSON.stringify(cost) : null))(pick.weighted(vocab.costs)),
      parentId: eventIds.length > 0 && pick.chance(0.005) ? pick.one(eventIds) : null,
      venueId: venue?.id ?? null,
      showMap: pick.chance(0.5),
      showMapLink: pick.chance(0.5),
      website: pick.chance(0.2) ? `https://agenda.calendar.example/events/${id}` : null,
    };
    const termIds = [category.id];
    if (category.parentId && pick.chance(0.3)) termIds.push(category.parentId);
    if (pick.chance(0.1)) termIds.push(pick.one(leaves).id);
    termIds.push(
      ...pick.some(
        tagIds,
        pick.weighted([
          [0, 30],
          [1, 35],
          [2, 25],
          [3, 10],
        ]),
      ),
    );
    const organizerIds = pick.some(
      organizers,
      pick.weighted([
        [0, 20],
        [1, 65],
        [2, 15],
      ]),
    );
    eventIds.push(id);
    yield { kind: 'post', row, texts, termIds: [...new Set(termIds)], organizerIds };
  }
}
