/**
 * The trilingual demo calendar that `npm start` seeds into an empty local database (and `npm run seed` into any
 * running service), through the public HTTP API. `scripts/lib/demo-seed.ts` walks the kinds in this order:
 * categories → tags → venues → organizers → events, and skips a kind whose routes do not exist yet.
 *
 * Every item has a unique `key` (other items refer to it by that key) and `texts`: one object per language with
 * that language's text fields, the first language listed being the item's original language (Catalan here).
 * Every other property is a language-independent field, sent to the API as is, except reference fields, which
 * hold keys and are replaced by ids: categories `parent`; events `venue`, `organizer` (array), `categories`
 * (array) and `tags` (array). Field names are the API's (docs/api.md, docs/original.md).
 *
 * Recurring events (docs/recurrence.md) are events with `recurrence` lines; their optional `dates` change some of
 * their dates once created: `cancel` lists the indexes (from 0, in start order) of dates to cancel, `change` the
 * dates to change, each `{ index, start, end }` (new local times of that day) plus optional `texts`.
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
export const venues = [
  {
    key: 'palau',
    address: 'Carrer Palau de la Música, 4-6',
    city: 'Barcelona',
    zip: '08003',
    country: 'Spain',
    phone: '+34 932 957 200',
    website: 'https://www.palaumusica.cat',
    geo_lat: 41.3875,
    geo_lng: 2.1753,
    texts: {
      ca: { venue: 'Palau de la Música Catalana', description: 'Sala de concerts modernista de 1908.' },
      es: { venue: 'Palau de la Música Catalana', description: 'Sala de conciertos modernista de 1908.' },
      en: { venue: 'Palau de la Música Catalana', description: 'Modernista concert hall from 1908.' },
    },
  },
  {
    key: 'jamboree',
    address: 'Plaça Reial, 17',
    city: 'Barcelona',
    zip: '08002',
    country: 'Spain',
    geo_lat: 41.3802,
    geo_lng: 2.1752,
    texts: {
      ca: { venue: 'Jamboree', description: 'Club de jazz a la plaça Reial des de 1960.' },
      es: { venue: 'Jamboree', description: 'Club de jazz en la plaza Real desde 1960.' },
      en: { venue: 'Jamboree', description: 'Jazz club on Plaça Reial since 1960.' },
    },
  },
  {
    key: 'lliure',
    address: 'Plaça Margarida Xirgu, 1',
    city: 'Barcelona',
    zip: '08004',
    country: 'Spain',
    geo_lat: 41.3713,
    geo_lng: 2.1568,
    texts: {
      ca: { venue: 'Teatre Lliure de Montjuïc', description: 'Teatre públic al peu de Montjuïc.' },
      es: { venue: 'Teatre Lliure de Montjuïc', description: 'Teatro público al pie de Montjuïc.' },
      en: { venue: 'Teatre Lliure Montjuïc', description: 'Public theatre at the foot of Montjuïc.' },
    },
  },
  {
    key: 'ciutadella',
    address: 'Passeig de Picasso, 21',
    city: 'Barcelona',
    zip: '08003',
    country: 'Spain',
    geo_lat: 41.3881,
    geo_lng: 2.1873,
    texts: {
      ca: { venue: 'Parc de la Ciutadella', description: 'El gran parc del centre de la ciutat.' },
      es: { venue: 'Parque de la Ciutadella', description: 'El gran parque del centro de la ciudad.' },
      en: { venue: 'Ciutadella Park', description: 'The large park in the city centre.' },
    },
  },
  {
    key: 'teatro-real',
    address: 'Plaza de Isabel II, s/n',
    city: 'Madrid',
    province: 'Madrid',
    zip: '28013',
    country: 'Spain',
    phone: '+34 915 160 660',
    website: 'https://www.teatroreal.es',
    geo_lat: 40.4184,
    geo_lng: -3.7109,
    texts: {
      es: { venue: 'Teatro Real', description: 'El teatro de ópera de Madrid, frente al Palacio Real.' },
      ca: { venue: 'Teatro Real', description: "El teatre d'òpera de Madrid, davant del Palau Reial." },
      en: { venue: 'Teatro Real', description: 'The opera house of Madrid, opposite the Royal Palace.' },
    },
  },
  {
    key: 'palau-arts',
    address: 'Avinguda del Professor López Piñero, 1',
    city: 'València',
    province: 'València',
    zip: '46013',
    country: 'Spain',
    website: 'https://www.lesarts.com',
    show_map_link: false,
    geo_lat: 39.4583,
    geo_lng: -0.355,
    texts: {
      ca: { venue: 'Palau de les Arts', description: 'Òpera i música a la Ciutat de les Arts i les Ciències.' },
      es: { venue: 'Palau de les Arts', description: 'Ópera y música en la Ciudad de las Artes y las Ciencias.' },
      en: { venue: 'Palau de les Arts', description: 'Opera and music at the City of Arts and Sciences.' },
    },
  },
  {
    key: 'matadero',
    address: 'Plaza de Legazpi, 8',
    city: 'Madrid',
    province: 'Madrid',
    zip: '28045',
    country: 'Spain',
    geo_lat: 40.3918,
    geo_lng: -3.6975,
    texts: {
      es: { venue: 'Matadero Madrid', description: 'Centro de creación contemporánea junto al río.' },
      ca: { venue: 'Matadero Madrid', description: 'Centre de creació contemporània vora el riu.' },
      en: { venue: 'Matadero Madrid', description: 'Contemporary arts centre by the river.' },
    },
  },
];

/** Organizers. Texts: `organizer` (required), `description`, … Fields: `email`, `website`, `phone`, … */
export const organizers = [
  {
    key: 'ajuntament',
    website: 'https://example.org/cultura',
    email: 'cultura@example.org',
    texts: {
      ca: { organizer: 'Institut de Cultura', description: 'Programació cultural municipal.' },
      es: { organizer: 'Instituto de Cultura', description: 'Programación cultural municipal.' },
      en: { organizer: 'Culture Institute', description: 'Municipal cultural programme.' },
    },
  },
  {
    key: 'jazzfest',
    website: 'https://example.org/jazz',
    phone: '+34 900 000 111',
    texts: {
      ca: { organizer: 'Associació Jazz Viu' },
      es: { organizer: 'Asociación Jazz Vivo' },
      en: { organizer: 'Live Jazz Association' },
    },
  },
  {
    key: 'colla',
    email: 'colla@example.org',
    texts: {
      ca: { organizer: 'Colla Castellera del Barri' },
      es: { organizer: 'Colla Castellera del Barrio' },
      en: { organizer: 'Neighbourhood Castellers' },
    },
  },
  {
    key: 'festival-madrid',
    website: 'https://example.org/festival-madrid',
    email: 'info@festival-madrid.example.org',
    phone: '+34 910 000 222',
    texts: {
      es: { organizer: 'Festival de Otoño de Madrid', description: 'Artes escénicas cada otoño.' },
      ca: { organizer: 'Festival de Tardor de Madrid', description: 'Arts escèniques cada tardor.' },
      en: { organizer: 'Madrid Autumn Festival', description: 'Performing arts every autumn.' },
    },
  },
  {
    key: 'falles',
    website: 'https://example.org/falles',
    texts: {
      ca: { organizer: 'Junta Central Fallera', description: 'Organitza les Falles de València.' },
      es: { organizer: 'Junta Central Fallera', description: 'Organiza las Fallas de Valencia.' },
      en: { organizer: 'Falles Central Board', description: 'Organises the Falles of València.' },
    },
  },
];

/**
 * Events. Texts: `title` (required), `description`, `excerpt`. Fields: `start_date`, `end_date` (the API
 * accepts natural dates such as `next saturday 20:00`, so the demo stays upcoming), `all_day`, `cost`, … and the
 * references `venue` (a venue key), `organizer`, `categories`, `tags` (arrays of keys).
 */
export const events = [
  {
    key: 'jazz-night',
    start_date: 'next friday 21:30',
    end_date: 'next friday 23:59',
    cost: '15€',
    featured: true,
    venue: 'jamboree',
    organizer: ['jazzfest'],
    categories: ['jazz'],
    tags: ['night'],
    texts: {
      ca: {
        title: 'Nit de jazz a la plaça Reial',
        description: '<p>Quartet de jazz amb convidats sorpresa.</p>',
        excerpt: 'Jazz en directe fins a mitjanit.',
      },
      es: {
        title: 'Noche de jazz en la plaza Real',
        description: '<p>Cuarteto de jazz con invitados sorpresa.</p>',
        excerpt: 'Jazz en directo hasta medianoche.',
      },
      en: {
        title: 'Jazz night on Plaça Reial',
        description: '<p>A jazz quartet with surprise guests.</p>',
        excerpt: 'Live jazz until midnight.',
      },
    },
  },
  {
    key: 'late-session',
    start_date: '+7 days 23:00',
    end_date: '+8 days 02:00',
    cost: ['10€', '18€'],
    venue: 'jamboree',
    organizer: ['jazzfest'],
    categories: ['jazz'],
    tags: ['night', 'weekend'],
    texts: {
      ca: { title: 'Jam session de matinada', excerpt: 'Una jam oberta que s’allarga passada la mitjanit.' },
      es: { title: 'Jam session de madrugada', excerpt: 'Una jam abierta que se alarga pasada la medianoche.' },
      en: { title: 'After-midnight jam session', excerpt: 'An open jam that runs past midnight.' },
    },
  },
  {
    key: 'organ-recital',
    start_date: '+9 days 19:00',
    end_date: '+9 days 20:30',
    cost: '25€',
    venue: 'palau',
    organizer: ['ajuntament'],
    categories: ['classical'],
    tags: ['accessible'],
    texts: {
      ca: { title: "Recital d'orgue al Palau", description: "<p>Bach i Widor a l'orgue del Palau.</p>" },
      es: { title: 'Recital de órgano en el Palau', description: '<p>Bach y Widor al órgano del Palau.</p>' },
      en: { title: 'Organ recital at the Palau', description: '<p>Bach and Widor on the Palau organ.</p>' },
    },
  },
  {
    key: 'choir-concert',
    start_date: '+16 days 18:00',
    end_date: '+16 days 19:30',
    cost: '0',
    featured: true,
    venue: 'palau',
    organizer: ['ajuntament'],
    categories: ['classical', 'family'],
    tags: ['free', 'children'],
    texts: {
      ca: { title: 'Concert coral infantil', excerpt: 'Corals escolars de tota la ciutat.' },
      es: { title: 'Concierto coral infantil', excerpt: 'Corales escolares de toda la ciudad.' },
      en: { title: "Children's choir concert", excerpt: 'School choirs from all over the city.' },
    },
  },
  {
    key: 'premiere',
    start_date: '+12 days 20:00',
    end_date: '+12 days 22:15',
    cost: ['12€', '28€'],
    featured: true,
    venue: 'lliure',
    organizer: ['ajuntament'],
    categories: ['theatre'],
    tags: ['premiere'],
    texts: {
      ca: { title: 'Estrena: La ciutat dels prodigis', description: '<p>Adaptació teatral de la novel·la.</p>' },
      es: { title: 'Estreno: La ciudad de los prodigios', description: '<p>Adaptación teatral de la novela.</p>' },
      en: { title: 'Premiere: The City of Marvels', description: '<p>A stage adaptation of the novel.</p>' },
    },
  },
  {
    key: 'theatre-run',
    start_date: '+13 days 20:00',
    end_date: '+27 days 22:15',
    cost: ['12€', '28€'],
    venue: 'lliure',
    organizer: ['ajuntament'],
    categories: ['theatre'],
    texts: {
      ca: { title: 'La ciutat dels prodigis (temporada)', excerpt: 'Funcions de dimarts a diumenge.' },
      es: { title: 'La ciudad de los prodigios (temporada)', excerpt: 'Funciones de martes a domingo.' },
      en: { title: 'The City of Marvels (run)', excerpt: 'Performances from Tuesday to Sunday.' },
    },
  },
  {
    key: 'castells',
    start_date: 'next sunday 12:00',
    end_date: 'next sunday 14:00',
    venue: 'ciutadella',
    organizer: ['colla'],
    categories: ['festivals'],
    tags: ['free', 'outdoors', 'weekend'],
    texts: {
      ca: { title: 'Diada castellera', description: '<p>Tres colles aixequen castells al parc.</p>' },
      es: { title: 'Diada castellera', description: '<p>Tres collas levantan castells en el parque.</p>' },
      en: { title: 'Human tower day', description: '<p>Three teams build human towers in the park.</p>' },
    },
  },
  {
    key: 'festa-major',
    all_day: true,
    start_date: '+20 days',
    end_date: '+23 days',
    featured: true,
    venue: 'ciutadella',
    organizer: ['ajuntament', 'colla'],
    categories: ['festivals', 'family'],
    tags: ['free', 'outdoors', 'children'],
    texts: {
      ca: { title: 'Festa major del barri', description: '<p>Quatre dies de cercaviles, concerts i correfocs.</p>' },
      es: {
        title: 'Fiesta mayor del barrio',
        description: '<p>Cuatro días de pasacalles, conciertos y correfocs.</p>',
      },
      en: { title: 'Neighbourhood festival', description: '<p>Four days of parades, concerts and fire runs.</p>' },
    },
  },
  {
    key: 'correfoc',
    start_date: '+22 days 21:00',
    end_date: '+22 days 23:00',
    venue: 'ciutadella',
    organizer: ['colla'],
    categories: ['festivals'],
    tags: ['night', 'outdoors', 'free'],
    texts: {
      ca: { title: 'Correfoc', excerpt: 'Diables i bèsties de foc pels carrers.' },
      es: { title: 'Correfoc', excerpt: 'Diablos y bestias de fuego por las calles.' },
      en: { title: 'Fire run', excerpt: 'Devils and fire beasts through the streets.' },
    },
  },
  {
    key: 'puppets',
    start_date: '+6 days 11:00',
    end_date: '+6 days 12:00',
    cost: '5€',
    venue: 'lliure',
    categories: ['family', 'theatre'],
    tags: ['children', 'accessible'],
    texts: {
      ca: { title: 'Titelles per a petits', excerpt: 'Una hora de titelles per a infants de 3 a 8 anys.' },
      es: { title: 'Títeres para pequeños', excerpt: 'Una hora de títeres para niños de 3 a 8 años.' },
      en: { title: 'Puppets for little ones', excerpt: 'An hour of puppetry for children aged 3 to 8.' },
    },
  },
  {
    key: 'winter-market',
    all_day: true,
    start_date: '+30 days',
    end_date: '+44 days',
    venue: 'ciutadella',
    organizer: ['ajuntament'],
    categories: ['family'],
    tags: ['outdoors', 'free'],
    texts: {
      ca: { title: 'Mercat d’hivern', description: '<p>Artesania, llibres i música als vespres.</p>' },
      es: { title: 'Mercado de invierno', description: '<p>Artesanía, libros y música por las tardes.</p>' },
      en: { title: 'Winter market', description: '<p>Crafts, books and music in the evenings.</p>' },
    },
  },
  {
    key: 'new-year-concert',
    start_date: '+45 days 12:00',
    end_date: '+45 days 14:00',
    cost: ['30€', '65€'],
    featured: true,
    venue: 'palau',
    organizer: ['ajuntament'],
    categories: ['classical', 'music'],
    tags: ['premiere'],
    texts: {
      ca: { title: "Concert d'any nou", description: '<p>Valsos i polques amb l’orquestra de la ciutat.</p>' },
      es: { title: 'Concierto de año nuevo', description: '<p>Valses y polcas con la orquesta de la ciudad.</p>' },
      en: { title: "New Year's concert", description: '<p>Waltzes and polkas with the city orchestra.</p>' },
    },
  },
  {
    key: 'jazz-festival',
    all_day: true,
    start_date: '+60 days',
    end_date: '+66 days',
    cost: ['0', '40€'],
    featured: true,
    venue: 'jamboree',
    organizer: ['jazzfest', 'ajuntament'],
    categories: ['jazz', 'music'],
    tags: ['night', 'weekend'],
    texts: {
      ca: { title: "Festival de jazz d'hivern", excerpt: 'Una setmana de concerts, classes i jams.' },
      es: { title: 'Festival de jazz de invierno', excerpt: 'Una semana de conciertos, clases y jams.' },
      en: { title: 'Winter jazz festival', excerpt: 'A week of concerts, workshops and jams.' },
    },
  },
  {
    key: 'spring-castells',
    start_date: '+90 days 12:00',
    end_date: '+90 days 14:00',
    venue: 'ciutadella',
    organizer: ['colla'],
    categories: ['festivals'],
    tags: ['free', 'outdoors'],
    texts: {
      ca: { title: 'Castells de primavera', excerpt: 'La primera diada de la temporada.' },
      es: { title: 'Castells de primavera', excerpt: 'La primera diada de la temporada.' },
      en: { title: 'Spring human towers', excerpt: 'The first tower day of the season.' },
    },
  },
  {
    key: 'park-yoga',
    start_date: 'next tuesday 19:00',
    end_date: 'next tuesday 20:00',
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH'],
    venue: 'ciutadella',
    organizer: ['ajuntament'],
    categories: ['family'],
    tags: ['outdoors', 'free'],
    texts: {
      ca: { title: 'Ioga al parc', excerpt: 'Cada dimarts i dijous al vespre, porteu la vostra estora.' },
      es: { title: 'Yoga en el parque', excerpt: 'Cada martes y jueves por la tarde, traed vuestra esterilla.' },
      en: { title: 'Yoga in the park', excerpt: 'Every Tuesday and Thursday evening, bring your own mat.' },
    },
  },
  {
    key: 'farmers-market',
    start_date: 'next saturday 09:00',
    end_date: 'next saturday 14:00',
    recurrence: ['RRULE:FREQ=MONTHLY;COUNT=12'],
    venue: 'ciutadella',
    organizer: ['ajuntament'],
    categories: ['family'],
    tags: ['outdoors', 'weekend'],
    texts: {
      ca: { title: 'Mercat de pagès', excerpt: 'Fruita, verdura i formatges de proximitat, un cop al mes.' },
      es: { title: 'Mercado de payés', excerpt: 'Fruta, verdura y quesos de proximidad, una vez al mes.' },
      en: { title: 'Farmers’ market', excerpt: 'Local fruit, vegetables and cheese, once a month.' },
    },
  },
  {
    key: 'photo-exhibition',
    start_date: '+3 days 10:00',
    end_date: '+3 days 20:00',
    recurrence: ['RRULE:FREQ=DAILY;COUNT=30'],
    cost: '5€',
    venue: 'palau',
    organizer: ['ajuntament'],
    categories: ['family'],
    tags: ['accessible'],
    dates: {
      cancel: [4],
      change: [
        {
          index: 8,
          start: '12:00',
          end: '22:00',
          texts: {
            ca: { title: 'Exposició de fotografia: obertura nocturna' },
            es: { title: 'Exposición de fotografía: apertura nocturna' },
            en: { title: 'Photography exhibition: late opening' },
          },
        },
      ],
    },
    texts: {
      ca: { title: 'Exposició de fotografia', excerpt: 'Trenta dies de fotografia de carrer, cada dia.' },
      es: { title: 'Exposición de fotografía', excerpt: 'Treinta días de fotografía callejera, cada día.' },
      en: { title: 'Photography exhibition', excerpt: 'Thirty days of street photography, every day.' },
    },
  },
];
