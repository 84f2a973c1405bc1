import calendarEvents from 'calendar-events-client/eleventy';

// The service's site root: set by the test that builds this site (test/packages/sites.node.test.ts).
const site = process.env.CALENDAR_SITE ?? 'http://127.0.0.1:8787';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(calendarEvents, { url: `${site}/en/calendar/events/v1` });
}
