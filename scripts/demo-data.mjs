/**
 * The trilingual demo calendar that `npm start` seeds into an empty local database (and `npm run seed` into any
 * running service), through the public HTTP API. `scripts/lib/demo-seed.ts` walks the kinds in this order:
 * categories → tags → venues → organizers → events, and skips a kind whose routes do not exist yet.
 *
 * Every item has a unique `key` (other items refer to it by that key) and `texts`: one object per language with
 * that language's text fields, the first language listed being the item's original language (Catalan here).
 * Every other property is a language-independent field, sent to the API as is, except reference fields, which
 * hold keys and are replaced by ids: categories `parent`; events `venue`, `organizer` (array), `categories`
 * (array) and `tags` (array). Field names are the API's (API.md, reference/tec-v1.md sections 4.3–4.10).
 */

/** Event categories (hierarchical: `parent` is a category key). Texts: `name`, `description`. */
export const categories = [
  {
    key: 'music',
    texts: {
      ca: { name: 'Música', description: 'Concerts i recitals de tots els estils.' },
      es: { name: 'Música', description: 'Conciertos y recitales de todos los estilos.' },
      en: { name: 'Music', description: 'Concerts and recitals of every style.' },
    },
  },
  {
    key: 'jazz',
    parent: 'music',
    texts: {
      ca: { name: 'Jazz', description: 'Jazz, swing i blues en directe.' },
      es: { name: 'Jazz', description: 'Jazz, swing y blues en directo.' },
      en: { name: 'Jazz', description: 'Live jazz, swing and blues.' },
    },
  },
  {
    key: 'classical',
    parent: 'music',
    texts: {
      ca: { name: 'Clàssica', description: 'Música de cambra, simfònica i òpera.' },
      es: { name: 'Clásica', description: 'Música de cámara, sinfónica y ópera.' },
      en: { name: 'Classical', description: 'Chamber music, symphonic music and opera.' },
    },
  },
  {
    key: 'theatre',
    texts: {
      ca: { name: 'Teatre', description: 'Teatre, dansa i arts escèniques.' },
      es: { name: 'Teatro', description: 'Teatro, danza y artes escénicas.' },
      en: { name: 'Theatre', description: 'Theatre, dance and performing arts.' },
    },
  },
  {
    key: 'festivals',
    texts: {
      ca: { name: 'Festes populars', description: 'Festes majors, correfocs, castells i cercaviles.' },
      es: { name: 'Fiestas populares', description: 'Fiestas mayores, correfocs, castells y pasacalles.' },
      en: { name: 'Local festivals', description: 'Town festivals, fire runs, human towers and parades.' },
    },
  },
  {
    key: 'family',
    texts: {
      ca: { name: 'Activitats familiars', description: 'Propostes per gaudir amb infants.' },
      es: { name: 'Actividades familiares', description: 'Propuestas para disfrutar con niños.' },
      en: { name: 'Family activities', description: 'Things to enjoy with children.' },
    },
  },
];

/** Event tags (flat). Texts: `name`, optionally `description`. */
export const tags = [
  {
    key: 'free',
    texts: { ca: { name: 'Entrada lliure' }, es: { name: 'Entrada libre' }, en: { name: 'Free entry' } },
  },
  {
    key: 'outdoors',
    texts: { ca: { name: "A l'aire lliure" }, es: { name: 'Al aire libre' }, en: { name: 'Outdoors' } },
  },
  {
    key: 'accessible',
    texts: { ca: { name: 'Accessible' }, es: { name: 'Accesible' }, en: { name: 'Wheelchair accessible' } },
  },
  {
    key: 'children',
    texts: { ca: { name: 'Per a infants' }, es: { name: 'Para niños' }, en: { name: 'For children' } },
  },
  {
    key: 'night',
    texts: { ca: { name: 'De nit' }, es: { name: 'Nocturno' }, en: { name: 'Night-time' } },
  },
  {
    key: 'premiere',
    texts: { ca: { name: 'Estrena' }, es: { name: 'Estreno' }, en: { name: 'Premiere' } },
  },
  {
    key: 'weekend',
    texts: { ca: { name: 'Cap de setmana' }, es: { name: 'Fin de semana' }, en: { name: 'Weekend' } },
  },
];

/**
 * Venues. Texts: `venue` (required), `description`, … Fields: `address`, `city`, `country`, `geo_lat`,
 * `geo_lng`, … e.g. `{ key: 'palau', geo_lat: 41.3875, geo_lng: 2.1753, texts: { ca: { venue: '…' }, … } }`.
 */
export const venues = [];

/** Organizers. Texts: `organizer` (required), `description`, … Fields: `email`, `website`, `phone`, … */
export const organizers = [];

/**
 * Events. Texts: `title` (required), `description`, `excerpt`. Fields: `start_date`, `end_date` (the API
 * accepts natural dates such as `next saturday 20:00`, so the demo stays upcoming), `all_day`, `cost`, … and the
 * references `venue` (a venue key), `organizer`, `categories`, `tags` (arrays of keys).
 */
export const events = [];
