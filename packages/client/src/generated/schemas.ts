// Generated from the service's OpenAPI document (`/doc`) by scripts/generate.mjs: do not edit.

/** JSON schemas of the wire components (without defaults or examples), for the Astro loader's zod schema. */
export const wireSchemas = {
  "$defs": {
    "CostDetails": {
      "type": "object",
      "properties": {
        "currency_symbol": {
          "type": "string",
          "description": "The currency symbol."
        },
        "currency_code": {
          "type": "string",
          "description": "The ISO 4217 currency code, when known."
        },
        "currency_position": {
          "type": "string",
          "enum": [
            "prefix",
            "postfix",
            ""
          ],
          "description": "Where the currency symbol goes: `prefix`, `postfix` or `\"\"`."
        },
        "values": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Every numeric value of the cost, as strings sorted ascending."
        }
      },
      "required": [
        "currency_symbol",
        "currency_code",
        "currency_position",
        "values"
      ],
      "description": "The parts of an event cost."
    },
    "DateDetails": {
      "type": "object",
      "properties": {
        "year": {
          "type": "string",
          "description": "The year (`YYYY`)."
        },
        "month": {
          "type": "string",
          "description": "The month (`MM`)."
        },
        "day": {
          "type": "string",
          "description": "The day (`DD`)."
        },
        "hour": {
          "type": "string",
          "description": "The hour (`HH`, 24 h)."
        },
        "minutes": {
          "type": "string",
          "description": "The minutes (`MM`)."
        },
        "seconds": {
          "type": "string",
          "description": "The seconds (`SS`)."
        }
      },
      "required": [
        "year",
        "month",
        "day",
        "hour",
        "minutes",
        "seconds"
      ],
      "description": "The components of a date and time, as zero-padded strings."
    },
    "Event": {
      "type": "object",
      "properties": {
        "id": {
          "type": "integer",
          "description": "The item ID."
        },
        "author": {
          "type": "integer",
          "description": "The ID of the user who wrote the item."
        },
        "status": {
          "type": "string",
          "description": "The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`."
        },
        "date": {
          "type": "string",
          "description": "The publication date (site time zone)."
        },
        "date_utc": {
          "type": "string",
          "description": "The publication date (UTC)."
        },
        "modified": {
          "type": "string",
          "description": "The date of the last change (site time zone)."
        },
        "modified_utc": {
          "type": "string",
          "description": "The date of the last change (UTC)."
        },
        "url": {
          "type": "string",
          "description": "The public page of the item (on the public site, else on this service)."
        },
        "rest_url": {
          "type": "string",
          "description": "The item’s URL in this API."
        },
        "title": {
          "type": "string",
          "description": "The event title."
        },
        "description": {
          "type": "string",
          "description": "The event description (HTML)."
        },
        "excerpt": {
          "type": "string",
          "description": "The event excerpt (HTML)."
        },
        "slug": {
          "type": "string",
          "description": "The item slug in the language of the response."
        },
        "image": {
          "anyOf": [
            {
              "$ref": "#/$defs/Image"
            },
            {
              "type": "boolean",
              "enum": [
                false
              ]
            }
          ],
          "description": "The featured image, or `false` when there is none."
        },
        "all_day": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether the event lasts whole days."
        },
        "start_date": {
          "type": "string",
          "description": "The start, wall time in the event’s time zone (`YYYY-MM-DD HH:MM:SS`)."
        },
        "start_date_details": {
          "$ref": "#/$defs/DateDetails"
        },
        "end_date": {
          "type": "string",
          "description": "The end, wall time in the event’s time zone."
        },
        "end_date_details": {
          "$ref": "#/$defs/DateDetails"
        },
        "utc_start_date": {
          "type": "string",
          "description": "The start in UTC."
        },
        "utc_start_date_details": {
          "$ref": "#/$defs/DateDetails"
        },
        "utc_end_date": {
          "type": "string",
          "description": "The end in UTC."
        },
        "utc_end_date_details": {
          "$ref": "#/$defs/DateDetails"
        },
        "timezone": {
          "type": "string",
          "description": "The event’s time zone: an IANA name or `UTC±H`."
        },
        "timezone_abbr": {
          "type": "string",
          "description": "The abbreviation of the time zone at the start (`CET`, `CEST`, `GMT+1`…)."
        },
        "cost": {
          "type": "string",
          "description": "The formatted cost (`\"\"` when none)."
        },
        "cost_details": {
          "$ref": "#/$defs/CostDetails"
        },
        "website": {
          "type": "string",
          "description": "The event website."
        },
        "show_map": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether to show a map of the venue."
        },
        "show_map_link": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether to show a link to a map of the venue."
        },
        "hide_from_listings": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether the event is left out of event lists."
        },
        "sticky": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether the event sticks to the top of calendar views."
        },
        "featured": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether the event is featured."
        },
        "ticketed": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether the event sells tickets."
        },
        "post_parent": {
          "type": "integer",
          "description": "The parent event ID."
        },
        "categories": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/EventTerm"
          },
          "description": "The event categories."
        },
        "tags": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/EventTerm"
          },
          "description": "The event tags."
        },
        "venue": {
          "anyOf": [
            {
              "$ref": "#/$defs/Venue"
            },
            {
              "type": "array",
              "items": {},
              "maxItems": 0
            }
          ],
          "description": "The venue, or `[]` when there is none."
        },
        "organizer": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Organizer"
          },
          "description": "The organizers."
        },
        "custom_fields": {
          "anyOf": [
            {
              "type": "object",
              "additionalProperties": {
                "type": "object",
                "properties": {
                  "label": {
                    "type": "string"
                  },
                  "value": {
                    "type": "string"
                  }
                },
                "required": [
                  "label",
                  "value"
                ]
              }
            },
            {
              "type": "array",
              "items": {},
              "maxItems": 0
            }
          ],
          "description": "Additional fields (`[]` when none)."
        },
        "json_ld": {
          "type": "object",
          "additionalProperties": {},
          "description": "Schema.org JSON-LD of the item (single-item reads only)."
        },
        "global_id": {
          "type": "string",
          "description": "A global ID: `<host>?id=<id>`."
        },
        "global_id_lineage": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The global IDs of the item and its import sources."
        },
        "i18n_language": {
          "type": "string",
          "enum": [
            "ca",
            "en",
            "es"
          ],
          "description": "The language of the item’s text fields in this response."
        },
        "translations": {
          "$ref": "#/$defs/Translations"
        },
        "recurrence": {
          "type": [
            "array",
            "null"
          ],
          "items": {
            "type": "string"
          },
          "description": "The series’ RFC 5545 recurrence lines (RRULE, RDATE, EXDATE) of a recurring event or one of its dates; null for a single event."
        },
        "series_id": {
          "type": [
            "integer",
            "null"
          ],
          "description": "The ID of the series this date belongs to (a series record: its own ID); null for a single event."
        },
        "occurrence_start": {
          "type": [
            "string",
            "null"
          ],
          "description": "The original start of this date of a series (Y-m-d H:i:s in the event’s time zone), which identifies it even when the date was moved; null for a single event and a series record."
        }
      },
      "required": [
        "id",
        "author",
        "status",
        "date",
        "date_utc",
        "modified",
        "modified_utc",
        "url",
        "rest_url",
        "title",
        "description",
        "excerpt",
        "slug",
        "image",
        "all_day",
        "start_date",
        "start_date_details",
        "end_date",
        "end_date_details",
        "utc_start_date",
        "utc_start_date_details",
        "utc_end_date",
        "utc_end_date_details",
        "timezone",
        "timezone_abbr",
        "cost",
        "cost_details",
        "website",
        "show_map",
        "show_map_link",
        "hide_from_listings",
        "sticky",
        "featured",
        "ticketed",
        "categories",
        "tags",
        "venue",
        "organizer",
        "custom_fields",
        "global_id",
        "global_id_lineage",
        "i18n_language",
        "translations",
        "recurrence",
        "series_id",
        "occurrence_start"
      ],
      "description": "An event."
    },
    "EventTerm": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "description": "The term name."
        },
        "slug": {
          "type": "string",
          "description": "The term slug."
        },
        "term_group": {
          "type": "integer",
          "description": "Always 0."
        },
        "term_taxonomy_id": {
          "type": "integer",
          "description": "The term ID (WordPress compatibility)."
        },
        "taxonomy": {
          "type": "string",
          "enum": [
            "tribe_events_cat",
            "post_tag"
          ],
          "description": "The taxonomy: `tribe_events_cat` (categories) or `post_tag` (tags)."
        },
        "description": {
          "type": "string",
          "description": "The term description."
        },
        "parent": {
          "type": "integer",
          "description": "The parent category ID (`0`: none). Categories only."
        },
        "count": {
          "type": "integer",
          "description": "The number of published events with this term."
        },
        "filter": {
          "type": "string",
          "enum": [
            "raw"
          ],
          "description": "Always `raw` (WordPress compatibility)."
        },
        "id": {
          "type": "integer",
          "description": "The term ID."
        },
        "urls": {
          "type": "object",
          "properties": {
            "self": {
              "type": "string",
              "description": "The term’s own URL."
            },
            "collection": {
              "type": "string",
              "description": "The URL of the term list."
            },
            "up": {
              "type": "string",
              "description": "The parent term’s URL, when it has one."
            }
          },
          "required": [
            "self",
            "collection"
          ],
          "description": "API links of the term."
        },
        "i18n_language": {
          "type": "string",
          "enum": [
            "ca",
            "en",
            "es"
          ],
          "description": "The language of the item’s text fields in this response."
        },
        "translations": {
          "$ref": "#/$defs/Translations"
        }
      },
      "required": [
        "name",
        "slug",
        "term_group",
        "term_taxonomy_id",
        "taxonomy",
        "description",
        "parent",
        "count",
        "filter",
        "id",
        "urls",
        "i18n_language",
        "translations"
      ],
      "description": "An event category or tag, as embedded in an event."
    },
    "Image": {
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "description": "The URL of the image."
        },
        "id": {
          "type": "integer",
          "description": "The image ID (one per distinct URL)."
        },
        "extension": {
          "type": "string",
          "description": "The file extension of the image."
        },
        "width": {
          "type": "integer",
          "description": "The width in pixels, when known."
        },
        "height": {
          "type": "integer",
          "description": "The height in pixels, when known."
        },
        "filesize": {
          "type": "integer",
          "description": "The size of the file in bytes, when known."
        },
        "sizes": {
          "type": "object",
          "properties": {
            "thumbnail": {
              "$ref": "#/$defs/ImageSize"
            },
            "medium": {
              "$ref": "#/$defs/ImageSize"
            },
            "medium_large": {
              "$ref": "#/$defs/ImageSize"
            },
            "large": {
              "$ref": "#/$defs/ImageSize"
            },
            "full": {
              "$ref": "#/$defs/ImageSize"
            }
          },
          "required": [
            "thumbnail",
            "medium",
            "medium_large",
            "large",
            "full"
          ],
          "description": "The image in the original’s size names (`thumbnail`, `medium`, `medium_large`, `large`, `full`); without a resizing service every size is the original file."
        }
      },
      "required": [
        "url",
        "id",
        "extension",
        "sizes"
      ],
      "description": "An image."
    },
    "ImageSize": {
      "type": "object",
      "properties": {
        "width": {
          "type": "integer",
          "description": "The width in pixels, when known."
        },
        "height": {
          "type": "integer",
          "description": "The height in pixels, when known."
        },
        "mime-type": {
          "type": "string",
          "description": "The media type of the file."
        },
        "url": {
          "type": "string",
          "description": "The URL of the image."
        }
      },
      "required": [
        "mime-type",
        "url"
      ],
      "description": "One size of an image."
    },
    "Organizer": {
      "type": "object",
      "properties": {
        "id": {
          "type": "integer",
          "description": "The item ID."
        },
        "author": {
          "type": "integer",
          "description": "The ID of the user who wrote the item."
        },
        "status": {
          "type": "string",
          "description": "The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`."
        },
        "date": {
          "type": "string",
          "description": "The publication date (site time zone)."
        },
        "date_utc": {
          "type": "string",
          "description": "The publication date (UTC)."
        },
        "modified": {
          "type": "string",
          "description": "The date of the last change (site time zone)."
        },
        "modified_utc": {
          "type": "string",
          "description": "The date of the last change (UTC)."
        },
        "url": {
          "type": "string",
          "description": "The public page of the item (on the public site, else on this service)."
        },
        "rest_url": {
          "type": "string",
          "description": "The item’s URL in this API."
        },
        "organizer": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {},
              "maxItems": 0
            }
          ],
          "description": "The organizer name (`[]` when redacted by a password)."
        },
        "description": {
          "type": "string",
          "description": "The organizer description (HTML)."
        },
        "excerpt": {
          "type": "string",
          "description": "The organizer excerpt (HTML)."
        },
        "slug": {
          "type": "string",
          "description": "The item slug in the language of the response."
        },
        "image": {
          "$ref": "#/$defs/Image"
        },
        "phone": {
          "type": "string",
          "description": "The phone number."
        },
        "website": {
          "type": "string",
          "description": "The organizer website."
        },
        "email": {
          "type": "string",
          "description": "The email address."
        },
        "json_ld": {
          "type": "object",
          "additionalProperties": {},
          "description": "Schema.org JSON-LD of the item (single-item reads only)."
        },
        "global_id": {
          "type": "string",
          "description": "A global ID: `<host>?id=<id>`."
        },
        "global_id_lineage": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The global IDs of the item and its import sources."
        },
        "i18n_language": {
          "type": "string",
          "enum": [
            "ca",
            "en",
            "es"
          ],
          "description": "The language of the item’s text fields in this response."
        },
        "translations": {
          "$ref": "#/$defs/Translations"
        }
      },
      "required": [
        "id",
        "status",
        "date",
        "date_utc",
        "modified",
        "modified_utc",
        "url",
        "rest_url",
        "organizer",
        "slug",
        "global_id",
        "global_id_lineage",
        "i18n_language",
        "translations"
      ],
      "description": "An organizer. Empty fields are left out."
    },
    "Term": {
      "type": "object",
      "properties": {
        "id": {
          "type": "integer",
          "description": "The term ID."
        },
        "count": {
          "type": "integer",
          "description": "The number of published events with this term."
        },
        "description": {
          "type": "string",
          "description": "The term description."
        },
        "name": {
          "type": "string",
          "description": "The term name."
        },
        "slug": {
          "type": "string",
          "description": "The term slug."
        },
        "taxonomy": {
          "type": "string",
          "enum": [
            "tribe_events_cat",
            "post_tag"
          ],
          "description": "The taxonomy: `tribe_events_cat` (categories) or `post_tag` (tags)."
        },
        "parent": {
          "type": "integer",
          "description": "The parent category ID (`0`: none). Categories only."
        },
        "meta": {
          "type": "array",
          "items": {},
          "maxItems": 0,
          "description": "Term metadata (always empty)."
        },
        "url": {
          "type": "string",
          "description": "The public page of the term, or its API URL."
        },
        "urls": {
          "type": "object",
          "properties": {
            "self": {
              "type": "string",
              "description": "The term’s own URL."
            },
            "collection": {
              "type": "string",
              "description": "The URL of the term list."
            },
            "up": {
              "type": "string",
              "description": "The parent term’s URL, when it has one."
            }
          },
          "required": [
            "self",
            "collection"
          ],
          "description": "API links of the term."
        },
        "i18n_language": {
          "type": "string",
          "enum": [
            "ca",
            "en",
            "es"
          ],
          "description": "The language of the item’s text fields in this response."
        },
        "translations": {
          "$ref": "#/$defs/Translations"
        }
      },
      "required": [
        "id",
        "count",
        "description",
        "name",
        "slug",
        "taxonomy",
        "meta",
        "url",
        "urls",
        "i18n_language",
        "translations"
      ],
      "description": "An event category or tag."
    },
    "Translations": {
      "type": "object",
      "properties": {
        "ca": {
          "type": "object",
          "properties": {
            "slug": {
              "type": "string",
              "description": "The item’s slug in that language."
            },
            "rest_url": {
              "type": "string",
              "description": "The item’s URL under that language’s root."
            }
          },
          "required": [
            "slug",
            "rest_url"
          ]
        },
        "en": {
          "type": "object",
          "properties": {
            "slug": {
              "type": "string",
              "description": "The item’s slug in that language."
            },
            "rest_url": {
              "type": "string",
              "description": "The item’s URL under that language’s root."
            }
          },
          "required": [
            "slug",
            "rest_url"
          ]
        },
        "es": {
          "type": "object",
          "properties": {
            "slug": {
              "type": "string",
              "description": "The item’s slug in that language."
            },
            "rest_url": {
              "type": "string",
              "description": "The item’s URL under that language’s root."
            }
          },
          "required": [
            "slug",
            "rest_url"
          ]
        }
      },
      "description": "The languages the item has text in: for each, its slug and its URL under that language’s root (for `hreflang` links)."
    },
    "Venue": {
      "type": "object",
      "properties": {
        "id": {
          "type": "integer",
          "description": "The item ID."
        },
        "author": {
          "type": "integer",
          "description": "The ID of the user who wrote the item."
        },
        "status": {
          "type": "string",
          "description": "The publication status: `publish`, `draft`, `pending`, `private`, `future` or `trash`."
        },
        "date": {
          "type": "string",
          "description": "The publication date (site time zone)."
        },
        "date_utc": {
          "type": "string",
          "description": "The publication date (UTC)."
        },
        "modified": {
          "type": "string",
          "description": "The date of the last change (site time zone)."
        },
        "modified_utc": {
          "type": "string",
          "description": "The date of the last change (UTC)."
        },
        "url": {
          "type": "string",
          "description": "The public page of the item (on the public site, else on this service)."
        },
        "rest_url": {
          "type": "string",
          "description": "The item’s URL in this API."
        },
        "venue": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {},
              "maxItems": 0
            }
          ],
          "description": "The venue name (`[]` when redacted by a password)."
        },
        "description": {
          "type": "string",
          "description": "The venue description (HTML)."
        },
        "excerpt": {
          "type": "string",
          "description": "The venue excerpt (HTML)."
        },
        "slug": {
          "type": "string",
          "description": "The item slug in the language of the response."
        },
        "image": {
          "$ref": "#/$defs/Image"
        },
        "address": {
          "type": "string",
          "description": "The street address."
        },
        "city": {
          "type": "string",
          "description": "The city."
        },
        "country": {
          "type": "string",
          "description": "The country."
        },
        "province": {
          "type": "string",
          "description": "The province."
        },
        "state": {
          "type": "string",
          "description": "The state."
        },
        "zip": {
          "type": "string",
          "description": "The postal code."
        },
        "phone": {
          "type": "string",
          "description": "The phone number."
        },
        "website": {
          "type": "string",
          "description": "The venue website."
        },
        "stateprovince": {
          "type": "string",
          "description": "The state or province."
        },
        "geo_lat": {
          "type": "number",
          "description": "The latitude."
        },
        "geo_lng": {
          "type": "number",
          "description": "The longitude."
        },
        "json_ld": {
          "type": "object",
          "additionalProperties": {},
          "description": "Schema.org JSON-LD of the item (single-item reads only)."
        },
        "show_map": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether to show a map."
        },
        "show_map_link": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether to show a map link."
        },
        "global_id": {
          "type": "string",
          "description": "A global ID: `<host>?id=<id>`."
        },
        "global_id_lineage": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The global IDs of the item and its import sources."
        },
        "i18n_language": {
          "type": "string",
          "enum": [
            "ca",
            "en",
            "es"
          ],
          "description": "The language of the item’s text fields in this response."
        },
        "translations": {
          "$ref": "#/$defs/Translations"
        }
      },
      "required": [
        "id",
        "status",
        "date",
        "date_utc",
        "modified",
        "modified_utc",
        "url",
        "rest_url",
        "venue",
        "slug",
        "show_map",
        "show_map_link",
        "global_id",
        "global_id_lineage",
        "i18n_language",
        "translations"
      ],
      "description": "A venue. Empty fields are left out."
    }
  }
} as const;
