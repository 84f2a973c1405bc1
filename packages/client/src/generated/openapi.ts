// Generated from the service's OpenAPI document (`/doc`) by scripts/generate.mjs: do not edit.
/* eslint-disable */
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Namespace index: every route, its methods and arguments */
        get: operations["getNamespaceIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events */
        get: operations["listEvents"];
        put?: never;
        /** Create an event */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events as an iCalendar feed */
        get: operations["listEventsIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event as an iCalendar file */
        get: operations["getEventIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event */
        get: operations["getEvent"];
        /** Update an event (partial change) */
        put: operations["updateEventPut"];
        /** Update an event (partial change) */
        post: operations["updateEvent"];
        /** Trash an event, or remove one of its translations */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /** Update an event (partial change) */
        patch: operations["updateEventPatch"];
        trace?: never;
    };
    "/events/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event by its slug */
        get: operations["getEventBySlug"];
        /** Update an event (partial change) */
        put: operations["updateEventBySlugPut"];
        /** Update an event (partial change) */
        post: operations["updateEventBySlug"];
        /** Trash an event by its slug, or remove one of its translations */
        delete: operations["deleteEventBySlug"];
        options?: never;
        head?: never;
        /** Update an event (partial change) */
        patch: operations["updateEventBySlugPatch"];
        trace?: never;
    };
    "/events/by-slug/{slug}/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one date of a recurring event by its series’ slug and its day */
        get: operations["getEventByDay"];
        /** Update an event (partial change) */
        put: operations["updateEventByDayPut"];
        /** Update an event (partial change) */
        post: operations["updateEventByDay"];
        /** Cancel one date of a recurring event by its series’ slug and its day */
        delete: operations["deleteEventByDay"];
        options?: never;
        head?: never;
        /** Update an event (partial change) */
        patch: operations["updateEventByDayPatch"];
        trace?: never;
    };
    "/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List venues */
        get: operations["listVenues"];
        put?: never;
        /** Create a venue */
        post: operations["createVenue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a venue */
        get: operations["getVenue"];
        /** Update a venue (partial change) */
        put: operations["updateVenuePut"];
        /** Update a venue (partial change) */
        post: operations["updateVenue"];
        /** Trash a venue, or remove one of its translations */
        delete: operations["deleteVenue"];
        options?: never;
        head?: never;
        /** Update a venue (partial change) */
        patch: operations["updateVenuePatch"];
        trace?: never;
    };
    "/venues/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a venue by its slug */
        get: operations["getVenueBySlug"];
        /** Update a venue by its slug (partial change) */
        put: operations["updateVenueBySlugPut"];
        /** Update a venue by its slug (partial change) */
        post: operations["updateVenueBySlug"];
        /** Trash a venue by its slug, or remove one of its translations */
        delete: operations["deleteVenueBySlug"];
        options?: never;
        head?: never;
        /** Update a venue by its slug (partial change) */
        patch: operations["updateVenueBySlugPatch"];
        trace?: never;
    };
    "/organizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizers */
        get: operations["listOrganizers"];
        put?: never;
        /** Create an organizer */
        post: operations["createOrganizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organizer */
        get: operations["getOrganizer"];
        /** Update an organizer (partial change) */
        put: operations["updateOrganizerPut"];
        /** Update an organizer (partial change) */
        post: operations["updateOrganizer"];
        /** Trash an organizer, or remove one of its translations */
        delete: operations["deleteOrganizer"];
        options?: never;
        head?: never;
        /** Update an organizer (partial change) */
        patch: operations["updateOrganizerPatch"];
        trace?: never;
    };
    "/organizers/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organizer by its slug */
        get: operations["getOrganizerBySlug"];
        /** Update an organizer by its slug (partial change) */
        put: operations["updateOrganizerBySlugPut"];
        /** Update an organizer by its slug (partial change) */
        post: operations["updateOrganizerBySlug"];
        /** Trash an organizer by its slug, or remove one of its translations */
        delete: operations["deleteOrganizerBySlug"];
        options?: never;
        head?: never;
        /** Update an organizer by its slug (partial change) */
        patch: operations["updateOrganizerBySlugPatch"];
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List event categories */
        get: operations["listCategories"];
        put?: never;
        /** Create an event category */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event category */
        get: operations["getCategory"];
        /** Update an event category (partial change) */
        put: operations["updateCategoryPut"];
        /** Update an event category (partial change) */
        post: operations["updateCategory"];
        /** Delete an event category, or one of its translations */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Update an event category (partial change) */
        patch: operations["updateCategoryPatch"];
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List event tags */
        get: operations["listTags"];
        put?: never;
        /** Create an event tag */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event tag */
        get: operations["getTag"];
        /** Update an event tag (partial change) */
        put: operations["updateTagPut"];
        /** Update an event tag (partial change) */
        post: operations["updateTag"];
        /** Delete an event tag, or one of its translations */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Update an event tag (partial change) */
        patch: operations["updateTagPatch"];
        trace?: never;
    };
    "/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every published item as NDJSON (terms, venues, organizers, events), with a sync token */
        get: operations["exportAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes since a sync token: upserts and deletions, oldest first */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An event. */
        Event: {
            /** @description The item ID. */
            id: number;
            /** @description The ID of the user who wrote the item. */
            author: number;
            /** @description The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`. */
            status: string;
            /**
             * @description The publication date (site time zone).
             * @example 2026-06-23 21:00:00
             */
            date: string;
            /**
             * @description The publication date (UTC).
             * @example 2026-06-23 21:00:00
             */
            date_utc: string;
            /**
             * @description The date of the last change (site time zone).
             * @example 2026-06-23 21:00:00
             */
            modified: string;
            /**
             * @description The date of the last change (UTC).
             * @example 2026-06-23 21:00:00
             */
            modified_utc: string;
            /** @description The public page of the item (on the public site, else on this service). */
            url: string;
            /** @description The item’s URL in this API. */
            rest_url: string;
            /** @description The event title. */
            title: string;
            /** @description The event description (HTML). */
            description: string;
            /** @description The event excerpt (HTML). */
            excerpt: string;
            /** @description The item slug in the language of the response. */
            slug: string;
            /** @description The featured image, or `false` when there is none. */
            image: components["schemas"]["Image"] | false;
            /** @description Whether the event lasts whole days. */
            all_day: boolean | null;
            /**
             * @description The start, wall time in the event’s time zone (`YYYY-MM-DD HH:MM:SS`).
             * @example 2026-06-23 21:00:00
             */
            start_date: string;
            start_date_details: components["schemas"]["DateDetails"];
            /**
             * @description The end, wall time in the event’s time zone.
             * @example 2026-06-23 21:00:00
             */
            end_date: string;
            end_date_details: components["schemas"]["DateDetails"];
            /**
             * @description The start in UTC.
             * @example 2026-06-23 21:00:00
             */
            utc_start_date: string;
            utc_start_date_details: components["schemas"]["DateDetails"];
            /**
             * @description The end in UTC.
             * @example 2026-06-23 21:00:00
             */
            utc_end_date: string;
            utc_end_date_details: components["schemas"]["DateDetails"];
            /** @description The event’s time zone: an IANA name or `UTC±H`. */
            timezone: string;
            /** @description The abbreviation of the time zone at the start (`CET`, `CEST`, `GMT+1`…). */
            timezone_abbr: string;
            /** @description The formatted cost (`""` when none). */
            cost: string;
            cost_details: components["schemas"]["CostDetails"];
            /** @description The event website. */
            website: string;
            /** @description Whether to show a map of the venue. */
            show_map: boolean | null;
            /** @description Whether to show a link to a map of the venue. */
            show_map_link: boolean | null;
            /** @description Whether the event is left out of event lists. */
            hide_from_listings: boolean | null;
            /** @description Whether the event sticks to the top of calendar views. */
            sticky: boolean | null;
            /** @description Whether the event is featured. */
            featured: boolean | null;
            /** @description Whether the event sells tickets. */
            ticketed: boolean | null;
            /** @description The parent event ID. */
            post_parent?: number;
            /** @description The event categories. */
            categories: components["schemas"]["EventTerm"][];
            /** @description The event tags. */
            tags: components["schemas"]["EventTerm"][];
            /** @description The venue, or `[]` when there is none. */
            venue: components["schemas"]["Venue"] | unknown[];
            /** @description The organizers. */
            organizer: components["schemas"]["Organizer"][];
            /** @description Additional fields (`[]` when none). */
            custom_fields: {
                [key: string]: {
                    label: string;
                    value: string;
                };
            } | unknown[];
            /** @description Schema.org JSON-LD of the item (single-item reads only). */
            json_ld?: {
                [key: string]: unknown;
            };
            /** @description A global ID: `<host>?id=<id>`. */
            global_id: string;
            /** @description The global IDs of the item and its import sources. */
            global_id_lineage: string[];
            /**
             * @description The language of the item’s text fields in this response.
             * @default en
             * @enum {string}
             */
            i18n_language: "ca" | "en" | "es";
            translations: components["schemas"]["Translations"];
            /** @description The series’ RFC 5545 recurrence lines (RRULE, RDATE, EXDATE) of a recurring event or one of its dates; null for a single event. */
            recurrence: string[] | null;
            /** @description The ID of the series this date belongs to (a series record: its own ID); null for a single event. */
            series_id: number | null;
            /**
             * @description The original start of this date of a series (Y-m-d H:i:s in the event’s time zone), which identifies it even when the date was moved; null for a single event and a series record.
             * @example 2026-06-23 21:00:00
             */
            occurrence_start: string | null;
        };
        /** @description An image. */
        Image: {
            /** @description The URL of the image. */
            url: string;
            /** @description The image ID (one per distinct URL). */
            id: number;
            /** @description The file extension of the image. */
            extension: string;
            /** @description The width in pixels, when known. */
            width?: number;
            /** @description The height in pixels, when known. */
            height?: number;
            /** @description The size of the file in bytes, when known. */
            filesize?: number;
            /** @description The image in the original’s size names (`thumbnail`, `medium`, `medium_large`, `large`, `full`); without a resizing service every size is the original file. */
            sizes: {
                thumbnail: components["schemas"]["ImageSize"];
                medium: components["schemas"]["ImageSize"];
                medium_large: components["schemas"]["ImageSize"];
                large: components["schemas"]["ImageSize"];
                full: components["schemas"]["ImageSize"];
            };
        };
        /** @description One size of an image. */
        ImageSize: {
            /** @description The width in pixels, when known. */
            width?: number;
            /** @description The height in pixels, when known. */
            height?: number;
            /** @description The media type of the file. */
            "mime-type": string;
            /** @description The URL of the image. */
            url: string;
        };
        /** @description The components of a date and time, as zero-padded strings. */
        DateDetails: {
            /** @description The year (`YYYY`). */
            year: string;
            /** @description The month (`MM`). */
            month: string;
            /** @description The day (`DD`). */
            day: string;
            /** @description The hour (`HH`, 24 h). */
            hour: string;
            /** @description The minutes (`MM`). */
            minutes: string;
            /** @description The seconds (`SS`). */
            seconds: string;
        };
        /** @description The parts of an event cost. */
        CostDetails: {
            /** @description The currency symbol. */
            currency_symbol: string;
            /** @description The ISO 4217 currency code, when known. */
            currency_code: string;
            /**
             * @description Where the currency symbol goes: `prefix`, `postfix` or `""`.
             * @enum {string}
             */
            currency_position: "prefix" | "postfix" | "";
            /** @description Every numeric value of the cost, as strings sorted ascending. */
            values: string[];
        };
        /** @description An event category or tag, as embedded in an event. */
        EventTerm: {
            /** @description The term name. */
            name: string;
            /** @description The term slug. */
            slug: string;
            /** @description Always 0. */
            term_group: number;
            /** @description The term ID (WordPress compatibility). */
            term_taxonomy_id: number;
            /**
             * @description The taxonomy: `tribe_events_cat` (categories) or `post_tag` (tags).
             * @enum {string}
             */
            taxonomy: "tribe_events_cat" | "post_tag";
            /** @description The term description. */
            description: string;
            /** @description The parent category ID (`0`: none). Categories only. */
            parent: number;
            /** @description The number of published events with this term. */
            count: number;
            /**
             * @description Always `raw` (WordPress compatibility).
             * @enum {string}
             */
            filter: "raw";
            /** @description The term ID. */
            id: number;
            /** @description API links of the term. */
            urls: {
                /** @description The term’s own URL. */
                self: string;
                /** @description The URL of the term list. */
                collection: string;
                /** @description The parent term’s URL, when it has one. */
                up?: string;
            };
            /**
             * @description The language of the item’s text fields in this response.
             * @default en
             * @enum {string}
             */
            i18n_language: "ca" | "en" | "es";
            translations: components["schemas"]["Translations"];
        };
        /** @description The languages the item has text in: for each, its slug and its URL under that language’s root (for `hreflang` links). */
        Translations: {
            ca?: {
                /** @description The item’s slug in that language. */
                slug: string;
                /** @description The item’s URL under that language’s root. */
                rest_url: string;
            };
            en?: {
                /** @description The item’s slug in that language. */
                slug: string;
                /** @description The item’s URL under that language’s root. */
                rest_url: string;
            };
            es?: {
                /** @description The item’s slug in that language. */
                slug: string;
                /** @description The item’s URL under that language’s root. */
                rest_url: string;
            };
        };
        /** @description A venue. Empty fields are left out. */
        Venue: {
            /** @description The item ID. */
            id: number;
            /** @description The ID of the user who wrote the item. */
            author?: number;
            /** @description The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`. */
            status: string;
            /**
             * @description The publication date (site time zone).
             * @example 2026-06-23 21:00:00
             */
            date: string;
            /**
             * @description The publication date (UTC).
             * @example 2026-06-23 21:00:00
             */
            date_utc: string;
            /**
             * @description The date of the last change (site time zone).
             * @example 2026-06-23 21:00:00
             */
            modified: string;
            /**
             * @description The date of the last change (UTC).
             * @example 2026-06-23 21:00:00
             */
            modified_utc: string;
            /** @description The public page of the item (on the public site, else on this service). */
            url: string;
            /** @description The item’s URL in this API. */
            rest_url: string;
            /** @description The venue name (`[]` when redacted by a password). */
            venue: string | unknown[];
            /** @description The venue description (HTML). */
            description?: string;
            /** @description The venue excerpt (HTML). */
            excerpt?: string;
            /** @description The item slug in the language of the response. */
            slug: string;
            image?: components["schemas"]["Image"];
            /** @description The street address. */
            address?: string;
            /** @description The city. */
            city?: string;
            /** @description The country. */
            country?: string;
            /** @description The province. */
            province?: string;
            /** @description The state. */
            state?: string;
            /** @description The postal code. */
            zip?: string;
            /** @description The phone number. */
            phone?: string;
            /** @description The venue website. */
            website?: string;
            /** @description The state or province. */
            stateprovince?: string;
            /** @description The latitude. */
            geo_lat?: number;
            /** @description The longitude. */
            geo_lng?: number;
            /** @description Schema.org JSON-LD of the item (single-item reads only). */
            json_ld?: {
                [key: string]: unknown;
            };
            /** @description Whether to show a map. */
            show_map: boolean | null;
            /** @description Whether to show a map link. */
            show_map_link: boolean | null;
            /** @description A global ID: `<host>?id=<id>`. */
            global_id: string;
            /** @description The global IDs of the item and its import sources. */
            global_id_lineage: string[];
            /**
             * @description The language of the item’s text fields in this response.
             * @default en
             * @enum {string}
             */
            i18n_language: "ca" | "en" | "es";
            translations: components["schemas"]["Translations"];
        };
        /** @description An organizer. Empty fields are left out. */
        Organizer: {
            /** @description The item ID. */
            id: number;
            /** @description The ID of the user who wrote the item. */
            author?: number;
            /** @description The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`. */
            status: string;
            /**
             * @description The publication date (site time zone).
             * @example 2026-06-23 21:00:00
             */
            date: string;
            /**
             * @description The publication date (UTC).
             * @example 2026-06-23 21:00:00
             */
            date_utc: string;
            /**
             * @description The date of the last change (site time zone).
             * @example 2026-06-23 21:00:00
             */
            modified: string;
            /**
             * @description The date of the last change (UTC).
             * @example 2026-06-23 21:00:00
             */
            modified_utc: string;
            /** @description The public page of the item (on the public site, else on this service). */
            url: string;
            /** @description The item’s URL in this API. */
            rest_url: string;
            /** @description The organizer name (`[]` when redacted by a password). */
            organizer: string | unknown[];
            /** @description The organizer description (HTML). */
            description?: string;
            /** @description The organizer excerpt (HTML). */
            excerpt?: string;
            /** @description The item slug in the language of the response. */
            slug: string;
            image?: components["schemas"]["Image"];
            /** @description The phone number. */
            phone?: string;
            /** @description The organizer website. */
            website?: string;
            /** @description The email address. */
            email?: string;
            /** @description Schema.org JSON-LD of the item (single-item reads only). */
            json_ld?: {
                [key: string]: unknown;
            };
            /** @description A global ID: `<host>?id=<id>`. */
            global_id: string;
            /** @description The global IDs of the item and its import sources. */
            global_id_lineage: string[];
            /**
             * @description The language of the item’s text fields in this response.
             * @default en
             * @enum {string}
             */
            i18n_language: "ca" | "en" | "es";
            translations: components["schemas"]["Translations"];
        };
        /** @description A page of events. */
        EventList: {
            /** @description The events of this page. */
            events: components["schemas"]["Event"][];
            /** @description The URL of this page, with every filter of the request. */
            rest_url: string;
            /** @description The URL of the next page, when there is one. */
            next_rest_url?: string;
            /** @description The URL of the previous page, when there is one. */
            previous_rest_url?: string;
            /** @description The number of matching items. */
            total: number;
            /** @description The number of pages. */
            total_pages: number;
        };
        /** @description A page of venues. */
        VenueList: {
            /** @description The venues of this page. */
            venues: components["schemas"]["Venue"][];
            /** @description The URL of this page, with every filter of the request. */
            rest_url: string;
            /** @description The URL of the next page, when there is one. */
            next_rest_url?: string;
            /** @description The URL of the previous page, when there is one. */
            previous_rest_url?: string;
            /** @description The number of matching items. */
            total: number;
            /** @description The number of pages. */
            total_pages: number;
        };
        /** @description A page of organizers. */
        OrganizerList: {
            /** @description The organizers of this page. */
            organizers: components["schemas"]["Organizer"][];
            /** @description The URL of this page, with every filter of the request. */
            rest_url: string;
            /** @description The URL of the next page, when there is one. */
            next_rest_url?: string;
            /** @description The URL of the previous page, when there is one. */
            previous_rest_url?: string;
            /** @description The number of matching items. */
            total: number;
            /** @description The number of pages. */
            total_pages: number;
        };
        /** @description An event category or tag. */
        Term: {
            /** @description The term ID. */
            id: number;
            /** @description The number of published events with this term. */
            count: number;
            /** @description The term description. */
            description: string;
            /** @description The term name. */
            name: string;
            /** @description The term slug. */
            slug: string;
            /**
             * @description The taxonomy: `tribe_events_cat` (categories) or `post_tag` (tags).
             * @enum {string}
             */
            taxonomy: "tribe_events_cat" | "post_tag";
            /** @description The parent category ID (`0`: none). Categories only. */
            parent?: number;
            /** @description Term metadata (always empty). */
            meta: unknown[];
            /** @description The public page of the term, or its API URL. */
            url: string;
            /** @description API links of the term. */
            urls: {
                /** @description The term’s own URL. */
                self: string;
                /** @description The URL of the term list. */
                collection: string;
                /** @description The parent term’s URL, when it has one. */
                up?: string;
            };
            /**
             * @description The language of the item’s text fields in this response.
             * @default en
             * @enum {string}
             */
            i18n_language: "ca" | "en" | "es";
            translations: components["schemas"]["Translations"];
        };
        /** @description A page of event categories. */
        CategoryList: {
            /** @description The URL of this page, with every filter of the request. */
            rest_url: string;
            /** @description The URL of the next page, when there is one. */
            next_rest_url?: string;
            /** @description The URL of the previous page, when there is one. */
            previous_rest_url?: string;
            /** @description The number of matching items. */
            total: number;
            /** @description The number of pages. */
            total_pages: number;
            /** @description The categories of this page. */
            categories: components["schemas"]["Term"][];
        };
        /** @description A page of event tags. */
        TagList: {
            /** @description The URL of this page, with every filter of the request. */
            rest_url: string;
            /** @description The URL of the next page, when there is one. */
            next_rest_url?: string;
            /** @description The URL of the previous page, when there is one. */
            previous_rest_url?: string;
            /** @description The number of matching items. */
            total: number;
            /** @description The number of pages. */
            total_pages: number;
            /** @description The tags of this page. */
            tags: components["schemas"]["Term"][];
        };
        /** @description The WordPress-style index of the namespace. */
        NamespaceIndex: {
            /** @description The namespace. */
            namespace: string;
            /** @description Every route (WordPress regular-expression form) with its methods and, per endpoint, its arguments. */
            routes: {
                [key: string]: {
                    namespace: string;
                    methods: string[];
                    endpoints: {
                        methods: string[];
                        args: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        } | unknown[];
                    }[];
                    _links?: {
                        self: {
                            href: string;
                        }[];
                    };
                };
            };
            /** @description Links: `up` is the service root; `mcp`, the root’s MCP server (AI assistants). */
            _links: {
                up: {
                    href: string;
                }[];
                mcp?: {
                    href: string;
                    title: string;
                }[];
            };
        };
        /** @description An OpenAPI 3.1 document. */
        OpenApiDocument: {
            [key: string]: unknown;
        };
        /** @description An iCalendar (RFC 5545) document. */
        Calendar: string;
        /** @description Newline-delimited JSON: one `{"type": "category"|"tag"|"venue"|"organizer"|"event", "item": {…}}` object per line, items in the shape of the list routes; the last line is `{"type": "sync", "sync_token": "…"}` (a stream without it is incomplete). */
        Export: string;
        /** @description A page of changes since a sync token. */
        Changes: {
            /** @description The changed items, oldest change first, each at most once, with its latest state. */
            changes: {
                /**
                 * @description The kind of item.
                 * @enum {string}
                 */
                type: "category" | "tag" | "venue" | "organizer" | "event" | "series";
                /** @description The item’s id. */
                id: number;
                /**
                 * @description `upsert`: the item is readable, `item` is its current state; `delete`: it is no longer readable (trashed, deleted, unpublished, private or password-protected).
                 * @enum {string}
                 */
                action: "upsert" | "delete";
                /** @description The item in the shape of the list routes (upserts only). */
                item?: {
                    [key: string]: unknown;
                };
            }[];
            /** @description The token for the next request. */
            next_sync_token: string;
            /** @description Whether more changes follow right away (ask again with `next_sync_token`). */
            has_more: boolean;
        };
        /** @description The error envelope of every failure. */
        Error: {
            /** @description A machine-readable error code. */
            code: string;
            /** @description A human-readable message in the request’s language. */
            message: string;
            /** @description The HTTP status and details. */
            data: {
                /** @description The HTTP status. */
                status: number;
                /** @description The parameters at fault: a message per invalid parameter, or the list of missing ones. */
                params?: {
                    [key: string]: string;
                } | string[];
                /** @description More details (usually empty). */
                details?: unknown[];
            } & {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getNamespaceIndex: {
        parameters: {
            query?: {
                /** @description The namespace to describe: `calendar/events/v1`, or `tribe/events/v1` (the original’s name) through the WordPress paths; by default the one the request used. */
                namespace?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The namespace index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamespaceIndex"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: {
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this language root. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Events that start on or after this date (from 00:00 of its day unless strict_dates; default: the start of the site-local day containing yesterday 23:59 UTC). */
                start_date?: string;
                /** @description Events that end on or before this date (until 23:59:59 of its day unless strict_dates; default: two years from now). */
                end_date?: string;
                /** @description Events that start before this date. */
                starts_before?: string;
                /** @description Events that start after this date. */
                starts_after?: string;
                /** @description Events that end before this date. */
                ends_before?: string;
                /** @description Events that end after this date. */
                ends_after?: string;
                /** @description Use the exact times of the date filters instead of whole days (default false). */
                strict_dates?: string;
                /** @description Events whose title, description or excerpt contains every word of this text, in the language read. */
                search?: string;
                /** @description Events in any of these categories (IDs or slugs). */
                categories?: string[];
                /** @description Events with any of these tags (IDs or slugs). */
                tags?: string[];
                /** @description Events at any of these venue IDs. */
                venue?: number[];
                /** @description Events by any of these organizer IDs. */
                organizer?: number[];
                /** @description `true`: only featured events; `false`: only the others. */
                featured?: boolean;
                /** @description Only events with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description Only events whose venue has coordinates. */
                geoloc?: boolean;
                /** @description Latitude of the centre of the search circle (with `geoloc_lng`). */
                geoloc_lat?: number;
                /** @description Longitude of the centre of the search circle (with `geoloc_lat`). */
                geoloc_lng?: number;
                /** @description Radius of the search circle in km (default 25). */
                geoloc_radius?: number;
                /** @description Only these event IDs; the date filters are ignored. */
                include?: number[];
                /** @description Only the children of this event ID. */
                post_parent?: number;
                /** @description `true`: only events that sell tickets; `false`: only the others. */
                ticketed?: boolean;
                /** @description Only events changed after this instant (incremental sync). */
                modified_after?: string;
                /** @description Only the dates of these series (series IDs). */
                series?: number[];
                /** @description series: list each series once, as its first date in the window (single events unaffected). */
                collapse?: "series";
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date: string;
                    /** @description The end (not before the start). */
                    end_date: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date: string;
                    /** @description The end (not before the start). */
                    end_date: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description The event. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventsIcs: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Events that start on or after this date (from 00:00 of its day unless strict_dates; default: the start of the site-local day containing yesterday 23:59 UTC). */
                start_date?: string;
                /** @description Events that end on or before this date (until 23:59:59 of its day unless strict_dates; default: two years from now). */
                end_date?: string;
                /** @description Events that start before this date. */
                starts_before?: string;
                /** @description Events that start after this date. */
                starts_after?: string;
                /** @description Events that end before this date. */
                ends_before?: string;
                /** @description Events that end after this date. */
                ends_after?: string;
                /** @description Use the exact times of the date filters instead of whole days (default false). */
                strict_dates?: string;
                /** @description Events whose title, description or excerpt contains every word of this text, in the language read. */
                search?: string;
                /** @description Events in any of these categories (IDs or slugs). */
                categories?: string[];
                /** @description Events with any of these tags (IDs or slugs). */
                tags?: string[];
                /** @description Events at any of these venue IDs. */
                venue?: number[];
                /** @description Events by any of these organizer IDs. */
                organizer?: number[];
                /** @description `true`: only featured events; `false`: only the others. */
                featured?: boolean;
                /** @description Only events with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description Only events whose venue has coordinates. */
                geoloc?: boolean;
                /** @description Latitude of the centre of the search circle (with `geoloc_lng`). */
                geoloc_lat?: number;
                /** @description Longitude of the centre of the search circle (with `geoloc_lat`). */
                geoloc_lng?: number;
                /** @description Radius of the search circle in km (default 25). */
                geoloc_radius?: number;
                /** @description Only these event IDs; the date filters are ignored. */
                include?: number[];
                /** @description Only the children of this event ID. */
                post_parent?: number;
                /** @description `true`: only events that sell tickets; `false`: only the others. */
                ticketed?: boolean;
                /** @description Only events changed after this instant (incremental sync). */
                modified_after?: string;
                /** @description Only the dates of these series (series IDs). */
                series?: number[];
                /** @description series: list each series once, as its first date in the window (single events unaffected). */
                collapse?: "series";
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": components["schemas"]["Calendar"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": components["schemas"]["Calendar"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventBySlug: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlugPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEventBySlug: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlugPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventByDay: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
                /** @description The day of the date in its series: YYYY-MM-DD, its original local start day (YYYY-MM-DD-2 for a second date on that day). */
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventByDayPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
                /** @description The day of the date in its series: YYYY-MM-DD, its original local start day (YYYY-MM-DD-2 for a second date on that day). */
                day: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventByDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
                /** @description The day of the date in its series: YYYY-MM-DD, its original local start day (YYYY-MM-DD-2 for a second date on that day). */
                day: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEventByDay: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
                /** @description The day of the date in its series: YYYY-MM-DD, its original local start day (YYYY-MM-DD-2 for a second date on that day). */
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventByDayPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event slug (in the request’s language first, then in any language). */
                slug: string;
                /** @description The day of the date in its series: YYYY-MM-DD, its original local start day (YYYY-MM-DD-2 for a second date on that day). */
                day: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The event title in the request’s language. */
                    title?: string;
                    /** @description The event description (HTML, sanitized). */
                    description?: string;
                    /** @description The event excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The event slug in the request’s language (derived from the title when missing). */
                    slug?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601, a Unix timestamp, or a relative form such as `tomorrow 9am` or `next monday`. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /**
                     * @description The publication status (scaled back to what the caller’s role may publish).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private";
                    /** @description The event time zone: an IANA name or `UTC±H[:MM]` (default: the site time zone). */
                    timezone?: string;
                    /** @description Whether the event lasts whole days (times snap to 00:00:00 and 23:59:59). */
                    all_day?: boolean;
                    /** @description The start: a wall time in the event’s time zone, or a date with an offset. */
                    start_date?: string;
                    /** @description The end (not before the start). */
                    end_date?: string;
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description The cost: a text (`20€`, `Free`) or a list of them. */
                    cost?: string | string[];
                    /** @description The event website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /** @description Whether to show a map of the venue. */
                    show_map?: boolean;
                    /** @description Whether to show a link to a map of the venue. */
                    show_map_link?: boolean;
                    /** @description Leave the event out of event lists (it stays readable by ID and slug). */
                    hide_from_listings?: boolean;
                    /** @description Stick the event to the top of calendar views. */
                    sticky?: boolean;
                    /** @description Feature the event. */
                    featured?: boolean;
                    /** @description Whether the event sells tickets (default false). */
                    ticketed?: boolean;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The event categories: IDs, slugs or names (new names create categories if the caller may). */
                    categories?: string[];
                    /** @description The event tags: IDs, slugs or names (new names create tags if the caller may). */
                    tags?: string[];
                    /** @description The venue: an ID, or an object with the fields of a new venue; `0`, `null` or `[]` unlinks it. */
                    venue?: number | Record<string, never>;
                    /** @description The organizers: IDs or objects with the fields of new organizers; `[]` unlinks them all. */
                    organizer?: number | (number | Record<string, never>)[];
                    /** @description The parent event ID (`0`: none). */
                    post_parent?: number;
                    /** @description Makes the event a series: its RFC 5545 recurrence lines, one string each (RRULE, RDATE, EXDATE), start_date being DTSTART; [] or null on an update ends the series. */
                    recurrence?: string[] | null;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /**
                     * @description On an update of one date of a series: this (default) changes that date alone; following splits the series there and changes that date and every later one.
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVenues: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Venues whose name, texts or address contain every word of this text. */
                search?: string;
                /** @description Only the venue of this event ID. */
                event?: number;
                /** @description `true`: only items linked to some event; `false`: only items linked to none. */
                has_events?: boolean;
                /** @description Only items linked to an upcoming, listed event. */
                only_with_upcoming?: boolean;
                /** @description Only items with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of venues. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueList"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVenue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVenue: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The venue ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenuePut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVenue: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The venue ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenuePatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueBySlug: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The venue slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlugPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVenueBySlug: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The venue slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlugPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The venue slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The venue name in the request’s language. */
                    venue?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The venue description (HTML, sanitized). */
                    description?: string;
                    /** @description The venue excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The venue slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The venue phone number. */
                    phone?: string;
                    /** @description The venue website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The street address. */
                    address?: string;
                    /** @description The city. */
                    city?: string;
                    /** @description The country. */
                    country?: string;
                    /** @description The province. */
                    province?: string;
                    /** @description The state. */
                    state?: string;
                    /** @description The postal code. */
                    zip?: string;
                    /** @description The state or province. */
                    stateprovince?: string;
                    /** @description Whether to show a map. */
                    show_map?: boolean;
                    /** @description Whether to show a map link. */
                    show_map_link?: boolean;
                    /** @description The latitude (−90 to 90). */
                    geo_lat?: number;
                    /** @description The longitude (−180 to 180). */
                    geo_lng?: number;
                };
            };
        };
        responses: {
            /** @description The venue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrganizers: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Organizers whose name, texts or contact details contain every word of this text. */
                search?: string;
                /** @description Only the organizers of this event ID. */
                event?: number;
                /** @description `true`: only items linked to some event; `false`: only items linked to none. */
                has_events?: boolean;
                /** @description Only items linked to an upcoming, listed event. */
                only_with_upcoming?: boolean;
                /** @description Only items with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of organizers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerList"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such route, item or archive page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizer: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The organizer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOrganizer: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The organizer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizerBySlug: {
        parameters: {
            query?: {
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The organizer slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlugPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOrganizerBySlug: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The organizer slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item is already in the trash. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlugPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organizer slug (in the request’s language first, then in any language). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The organizer name in the request’s language. */
                    organizer?: string;
                    /** @description The ID of the user shown as the author (default: the caller). */
                    author?: number;
                    /** @description The publication date (site time zone); any date this API reads. */
                    date?: string;
                    /** @description The publication date in UTC. */
                    date_utc?: string;
                    /** @description The organizer description (HTML, sanitized). */
                    description?: string;
                    /** @description The organizer excerpt (HTML, sanitized). */
                    excerpt?: string;
                    /** @description The organizer slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description The publication status (`trash` moves the item to the trash).
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /** @description The featured image: an `http(s)` URL or the ID of a known image; `""`, `0` or `false` removes it. */
                    image?: string | number;
                    /** @description Protects the item with this password; `""` removes the protection. */
                    password?: string;
                    /** @description The organizer phone number. */
                    phone?: string;
                    /** @description The organizer website: an `http(s)` URL, or `""`. */
                    website?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The organizer email address. */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The organizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Terms whose name or slug contains this text. */
                search?: string;
                /** @description Leave out these terms (IDs or slugs). */
                exclude?: string[];
                /** @description Only these terms (IDs or slugs). */
                include?: string[];
                /** @description Sort order: `asc` or `desc`. */
                order?: "asc" | "desc";
                /** @description The field to sort the terms by (default `name`). */
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms assigned to no published event (default true). */
                hide_empty?: boolean;
                /** @description Only the terms assigned to this event ID. */
                post?: number;
                /** @description Only the terms assigned to this event ID (wins over `post`). */
                event?: number;
                /** @description Only the terms with one of these slugs. */
                slug?: string[];
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
                /** @description Only the direct children of this category ID. */
                parent?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of event categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
            };
        };
        responses: {
            /** @description The term. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: {
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategoryPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategoryPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                    /** @description The parent category ID (`0`: none). */
                    parent?: number;
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description The archive page to return. */
                page?: number;
                /** @description The number of items to return on each page (at most 50; default 10). */
                per_page?: number;
                /** @description Terms whose name or slug contains this text. */
                search?: string;
                /** @description Leave out these terms (IDs or slugs). */
                exclude?: string[];
                /** @description Only these terms (IDs or slugs). */
                include?: string[];
                /** @description Sort order: `asc` or `desc`. */
                order?: "asc" | "desc";
                /** @description The field to sort the terms by (default `name`). */
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms assigned to no published event (default true). */
                hide_empty?: boolean;
                /** @description Only the terms assigned to this event ID. */
                post?: number;
                /** @description Only the terms assigned to this event ID (wins over `post`). */
                event?: number;
                /** @description Only the terms with one of these slugs. */
                slug?: string[];
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of event tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description The term. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTag: {
        parameters: {
            query?: {
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTagPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: {
                /** @description Remove only this language’s text (not the original language’s) instead of the whole item; the response is the item as it is afterwards. */
                translation?: "ca" | "en" | "es";
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
            };
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTagPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The term ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
                "application/x-www-form-urlencoded": {
                    /** @description The term name in the request’s language. */
                    name?: string;
                    /** @description The term description in the request’s language. */
                    description?: string;
                    /** @description The term slug in the request’s language (derived from the name when missing). */
                    slug?: string;
                    /**
                     * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                     * @default en
                     * @enum {string}
                     */
                    i18n_language?: "ca" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operation needs a valid bearer token (`rest_forbidden`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this, or the item is not accessible to it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAll: {
        parameters: {
            query?: {
                /** @description Events that start on or after this date (from 00:00 of its day unless strict_dates; default: the start of the site-local day containing yesterday 23:59 UTC). */
                start_date?: string;
                /** @description Events that end on or before this date (until 23:59:59 of its day unless strict_dates; default: two years from now). */
                end_date?: string;
                /** @description Events that start before this date. */
                starts_before?: string;
                /** @description Events that start after this date. */
                starts_after?: string;
                /** @description Events that end before this date. */
                ends_before?: string;
                /** @description Events that end after this date. */
                ends_after?: string;
                /** @description Use the exact times of the date filters instead of whole days (default false). */
                strict_dates?: string;
                /** @description Events whose title, description or excerpt contains every word of this text, in the language read. */
                search?: string;
                /** @description Events in any of these categories (IDs or slugs). */
                categories?: string[];
                /** @description Events with any of these tags (IDs or slugs). */
                tags?: string[];
                /** @description Events at any of these venue IDs. */
                venue?: number[];
                /** @description Events by any of these organizer IDs. */
                organizer?: number[];
                /** @description `true`: only featured events; `false`: only the others. */
                featured?: boolean;
                /** @description Only events with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description Only events whose venue has coordinates. */
                geoloc?: boolean;
                /** @description Latitude of the centre of the search circle (with `geoloc_lng`). */
                geoloc_lat?: number;
                /** @description Longitude of the centre of the search circle (with `geoloc_lat`). */
                geoloc_lng?: number;
                /** @description Radius of the search circle in km (default 25). */
                geoloc_radius?: number;
                /** @description Only these event IDs; the date filters are ignored. */
                include?: number[];
                /** @description Only the children of this event ID. */
                post_parent?: number;
                /** @description `true`: only events that sell tickets; `false`: only the others. */
                ticketed?: boolean;
                /** @description Only events changed after this instant (incremental sync). */
                modified_after?: string;
                /** @description Only the dates of these series (series IDs). */
                series?: number[];
                /** @description series: list each series once, as its first date in the window (single events unaffected). */
                collapse?: "series";
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
                /** @description The kinds to export, comma-separated: `categories`, `tags`, `venues`, `organizers`, `events` (default: all). */
                types?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export stream (NDJSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["Export"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query: {
                /** @description Events that start on or after this date (from 00:00 of its day unless strict_dates; default: the start of the site-local day containing yesterday 23:59 UTC). */
                start_date?: string;
                /** @description Events that end on or before this date (until 23:59:59 of its day unless strict_dates; default: two years from now). */
                end_date?: string;
                /** @description Events that start before this date. */
                starts_before?: string;
                /** @description Events that start after this date. */
                starts_after?: string;
                /** @description Events that end before this date. */
                ends_before?: string;
                /** @description Events that end after this date. */
                ends_after?: string;
                /** @description Use the exact times of the date filters instead of whole days (default false). */
                strict_dates?: string;
                /** @description Events whose title, description or excerpt contains every word of this text, in the language read. */
                search?: string;
                /** @description Events in any of these categories (IDs or slugs). */
                categories?: string[];
                /** @description Events with any of these tags (IDs or slugs). */
                tags?: string[];
                /** @description Events at any of these venue IDs. */
                venue?: number[];
                /** @description Events by any of these organizer IDs. */
                organizer?: number[];
                /** @description `true`: only featured events; `false`: only the others. */
                featured?: boolean;
                /** @description Only events with one of these statuses (visitors: only `publish`). */
                status?: string[];
                /** @description Only events whose venue has coordinates. */
                geoloc?: boolean;
                /** @description Latitude of the centre of the search circle (with `geoloc_lng`). */
                geoloc_lat?: number;
                /** @description Longitude of the centre of the search circle (with `geoloc_lat`). */
                geoloc_lng?: number;
                /** @description Radius of the search circle in km (default 25). */
                geoloc_radius?: number;
                /** @description Only these event IDs; the date filters are ignored. */
                include?: number[];
                /** @description Only the children of this event ID. */
                post_parent?: number;
                /** @description `true`: only events that sell tickets; `false`: only the others. */
                ticketed?: boolean;
                /** @description Only events changed after this instant (incremental sync). */
                modified_after?: string;
                /** @description Only the dates of these series (series IDs). */
                series?: number[];
                /** @description series: list each series once, as its first date in the window (single events unaffected). */
                collapse?: "series";
                /** @description The item’s password: unlocks a password-protected item. */
                password?: string;
                /** @description The context of the request: `view` (default) or `edit`. */
                context?: "view" | "edit";
                /** @description The fields to keep in each item, as WordPress’s `_fields`: comma-separated names (`id,title,start_date`); a dotted name keeps a nested field (`venue.id`), also of each element of a list (`categories.slug`). Unknown names are left out. Makes answers smaller; the cost of the request is the same. */
                _fields?: string[];
                /**
                 * @description Language of the content addressed (`ca`, `en` or `es`); overrides the language of the root. Also the language of error messages.
                 * @example en
                 */
                i18n_language?: "ca" | "en" | "es";
                /** @description The kinds to export, comma-separated: `categories`, `tags`, `venues`, `organizers`, `events` (default: all). */
                types?: string | string[];
                /** @description The token of the last export or of the last page of changes (`next_sync_token`). */
                sync_token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes since the token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changes"];
                };
            };
            /** @description A parameter is missing or invalid (`rest_missing_callback_param`, `rest_invalid_param`, …). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The sync token is older than the change log’s retention, or invalid (`rest_sync_token_expired`): run a full export again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
