import { defineCollection } from 'astro:content';
import { calendarLoader } from 'calendar-events-client/astro';

// The service's site root, and the category of the filtered collection: set by the test that builds this site.
const site = process.env.CALENDAR_SITE ?? 'http://127.0.0.1:8787';
const category = process.env.CALENDAR_CATEGORY ?? 'music';

export const collections = {
  events: defineCollection({ loader: calendarLoader({ url: `${site}/en/calendar/events/v1`, type: 'events' }) }),
  catalan: defineCollection({ loader: calendarLoader({ url: `${site}/ca/calendar/events/v1`, type: 'events' }) }),
  music: defineCollection({
    loader: calendarLoader({ url: `${site}/en/calendar/events/v1`, type: 'events', categories: [category] }),
  }),
  venues: defineCollection({ loader: calendarLoader({ url: `${site}/en/calendar/events/v1`, type: 'venues' }) }),
};
