/**
 * Vocabulary of the bulk seed (`scripts/bulk-seed.mjs`): trilingual words that combine into many thousands of
 * realistic, distinct titles, plus places with real coordinates. Every text entry is `{ ca, en, es }`;
 * `{s}` in a title template stands for the subject, `{p}` for the place.
 */

/** Categories: `key`, `parent` (a key or none), names, title templates and subjects. */
export const categories = [
  { key: 'music', name: { ca: 'Música', en: 'Music', es: 'Música' } },
  {
    key: 'jazz',
    parent: 'music',
    name: { ca: 'Jazz', en: 'Jazz', es: 'Jazz' },
    titles: [
      { ca: 'Concert de {s} a {p}', en: '{s} concert in {p}', es: 'Concierto de {s} en {p}' },
      { ca: 'Nit de {s} a {p}', en: '{s} night in {p}', es: 'Noche de {s} en {p}' },
      { ca: 'Jam session de {s} a {p}', en: '{s} jam session in {p}', es: 'Jam session de {s} en {p}' },
    ],
    subjects: [
      { ca: 'jazz', en: 'Jazz', es: 'jazz' },
      { ca: 'swing', en: 'Swing', es: 'swing' },
      { ca: 'blues', en: 'Blues', es: 'blues' },
      { ca: 'bossa nova', en: 'Bossa nova', es: 'bossa nova' },
      { ca: 'big band', en: 'Big band', es: 'big band' },
    ],
  },
  {
    key: 'classical',
    parent: 'music',
    name: { ca: 'Clàssica', en: 'Classical', es: 'Clásica' },
    titles: [
      { ca: 'Concert de {s} a {p}', en: '{s} concert in {p}', es: 'Concierto de {s} en {p}' },
      { ca: 'Recital de {s} a {p}', en: '{s} recital in {p}', es: 'Recital de {s} en {p}' },
    ],
    subjects: [
      { ca: 'piano', en: 'Piano', es: 'piano' },
      { ca: 'violoncel', en: 'Cello', es: 'violonchelo' },
      { ca: 'música de cambra', en: 'Chamber music', es: 'música de cámara' },
      { ca: 'cant coral', en: 'Choir', es: 'canto coral' },
      { ca: 'orgue', en: 'Organ', es: 'órgano' },
    ],
  },
  {
    key: 'popular-music',
    parent: 'music',
    name: { ca: 'Pop i rock', en: 'Pop and rock', es: 'Pop y rock' },
    titles: [
      { ca: 'Concert de {s} a {p}', en: '{s} concert in {p}', es: 'Concierto de {s} en {p}' },
      { ca: 'Festival de {s} de {p}', en: '{p} {s} festival', es: 'Festival de {s} de {p}' },
    ],
    subjects: [
      { ca: 'rock', en: 'Rock', es: 'rock' },
      { ca: 'pop', en: 'Pop', es: 'pop' },
      { ca: 'rumba catalana', en: 'Catalan rumba', es: 'rumba catalana' },
      { ca: 'cançó d’autor', en: 'Singer-songwriter', es: 'canción de autor' },
      { ca: 'música electrònica', en: 'Electronic music', es: 'música electrónica' },
    ],
  },
  {
    key: 'theatre',
    name: { ca: 'Teatre', en: 'Theatre', es: 'Teatro' },
    titles: [
      { ca: 'Funció de {s} a {p}', en: '{s} performance in {p}', es: 'Función de {s} en {p}' },
      { ca: 'Estrena de {s} a {p}', en: '{s} premiere in {p}', es: 'Estreno de {s} en {p}' },
    ],
    subjects: [
      { ca: 'teatre clàssic', en: 'Classical theatre', es: 'teatro clásico' },
      { ca: 'comèdia', en: 'Comedy', es: 'comedia' },
      { ca: 'teatre de titelles', en: 'Puppet theatre', es: 'teatro de títeres' },
      { ca: 'monòlegs', en: 'Stand-up', es: 'monólogos' },
    ],
  },
  {
    key: 'dance',
    parent: 'theatre',
    name: { ca: 'Dansa', en: 'Dance', es: 'Danza' },
    titles: [
      { ca: 'Espectacle de {s} a {p}', en: '{s} show in {p}', es: 'Espectáculo de {s} en {p}' },
      { ca: 'Ballada de {s} a {p}', en: '{s} dance in {p}', es: 'Baile de {s} en {p}' },
    ],
    subjects: [
      { ca: 'dansa contemporània', en: 'Contemporary dance', es: 'danza contemporánea' },
      { ca: 'sardanes', en: 'Sardana', es: 'sardanas' },
      { ca: 'flamenc', en: 'Flamenco', es: 'flamenco' },
      { ca: 'swing', en: 'Swing', es: 'swing' },
    ],
  },
  {
    key: 'festivals',
    name: { ca: 'Festes populars', en: 'Local festivals', es: 'Fiestas populares' },
    titles: [
      { ca: '{s} de la festa major de {p}', en: '{p} town festival {s}', es: '{s} de la fiesta mayor de {p}' },
      { ca: '{s} de {p}', en: '{p} {s}', es: '{s} de {p}' },
    ],
    subjects: [
      { ca: 'Correfoc', en: 'fire run', es: 'Correfoc' },
      { ca: 'Diada castellera', en: 'human towers', es: 'Diada castellera' },
      { ca: 'Cercavila', en: 'parade', es: 'Pasacalles' },
      { ca: 'Ball de gegants', en: 'giants dance', es: 'Baile de gigantes' },
      { ca: 'Havaneres', en: 'havaneres singing', es: 'Habaneras' },
    ],
  },
  {
    key: 'family',
    name: { ca: 'Activitats familiars', en: 'Family activities', es: 'Actividades familiares' },
    titles: [
      { ca: 'Taller infantil de {s} a {p}', en: "Children's {s} workshop in {p}", es: 'Taller infantil de {s} en {p}' },
      { ca: 'Hora del conte: {s} a {p}', en: 'Story time: {s} in {p}', es: 'Hora del cuento: {s} en {p}' },
    ],
    subjects: [
      { ca: 'ciència', en: 'science', es: 'ciencia' },
      { ca: 'dibuix', en: 'drawing', es: 'dibujo' },
      { ca: 'contes populars', en: 'folk tales', es: 'cuentos populares' },
      { ca: 'robòtica', en: 'robotics', es: 'robótica' },
    ],
  },
  { key: 'exhibitions', name: { ca: 'Exposicions', en: 'Exhibitions', es: 'Exposiciones' } },
  {
    key: 'photography',
    parent: 'exhibitions',
    name: { ca: 'Fotografia', en: 'Photography', es: 'Fotografía' },
    titles: [
      { ca: 'Exposició de {s} a {p}', en: '{s} exhibition in {p}', es: 'Exposición de {s} en {p}' },
      { ca: 'Visita guiada: {s} a {p}', en: 'Guided tour: {s} in {p}', es: 'Visita guiada: {s} en {p}' },
    ],
    subjects: [
      { ca: 'fotografia documental', en: 'Documentary photography', es: 'fotografía documental' },
      { ca: 'fotoperiodisme', en: 'Photojournalism', es: 'fotoperiodismo' },
      { ca: 'retrats', en: 'Portraits', es: 'retratos' },
    ],
  },
  {
    key: 'art',
    parent: 'exhibitions',
    name: { ca: 'Art', en: 'Art', es: 'Arte' },
    titles: [
      { ca: 'Exposició de {s} a {p}', en: '{s} exhibition in {p}', es: 'Exposición de {s} en {p}' },
      { ca: 'Inauguració: {s} a {p}', en: 'Opening: {s} in {p}', es: 'Inauguración: {s} en {p}' },
    ],
    subjects: [
      { ca: 'pintura', en: 'Painting', es: 'pintura' },
      { ca: 'escultura', en: 'Sculpture', es: 'escultura' },
      { ca: 'art contemporani', en: 'Contemporary art', es: 'arte contemporáneo' },
      { ca: 'ceràmica', en: 'Ceramics', es: 'cerámica' },
    ],
  },
  {
    key: 'cinema',
    name: { ca: 'Cinema', en: 'Cinema', es: 'Cine' },
    titles: [
      { ca: 'Cicle de {s} a {p}', en: '{s} season in {p}', es: 'Ciclo de {s} en {p}' },
      { ca: 'Cinema a la fresca: {s} a {p}', en: 'Open-air cinema: {s} in {p}', es: 'Cine al aire libre: {s} en {p}' },
    ],
    subjects: [
      { ca: 'cinema negre', en: 'Film noir', es: 'cine negro' },
      { ca: 'documentals', en: 'Documentary', es: 'documentales' },
      { ca: 'curtmetratges', en: 'Short film', es: 'cortometrajes' },
      { ca: 'cinema d’animació', en: 'Animation', es: 'cine de animación' },
    ],
  },
  {
    key: 'sports',
    name: { ca: 'Esports', en: 'Sports', es: 'Deportes' },
    titles: [
      { ca: 'Cursa de {s} de {p}', en: '{p} {s} race', es: 'Carrera de {s} de {p}' },
      { ca: 'Jornada de {s} a {p}', en: '{s} day in {p}', es: 'Jornada de {s} en {p}' },
    ],
    subjects: [
      { ca: 'muntanya', en: 'mountain', es: 'montaña' },
      { ca: 'ciclisme', en: 'cycling', es: 'ciclismo' },
      { ca: 'atletisme', en: 'athletics', es: 'atletismo' },
      { ca: 'natació', en: 'swimming', es: 'natación' },
    ],
  },
  {
    key: 'food',
    name: { ca: 'Gastronomia', en: 'Food and drink', es: 'Gastronomía' },
    titles: [
      { ca: 'Fira de {s} de {p}', en: '{p} {s} fair', es: 'Feria de {s} de {p}' },
      { ca: 'Tast de {s} a {p}', en: '{s} tasting in {p}', es: 'Cata de {s} en {p}' },
    ],
    subjects: [
      { ca: 'vins', en: 'wine', es: 'vinos' },
      { ca: 'formatges', en: 'cheese', es: 'quesos' },
      { ca: 'oli', en: 'olive oil', es: 'aceite' },
      { ca: 'calçots', en: 'calçots', es: 'calçots' },
      { ca: 'vermut', en: 'vermouth', es: 'vermut' },
    ],
  },
  { key: 'learning', name: { ca: 'Formació', en: 'Learning', es: 'Formación' } },
  {
    key: 'talks',
    parent: 'learning',
    name: { ca: 'Xerrades', en: 'Talks', es: 'Charlas' },
    titles: [
      { ca: 'Xerrada sobre {s} a {p}', en: 'Talk on {s} in {p}', es: 'Charla sobre {s} en {p}' },
      { ca: 'Col·loqui sobre {s} a {p}', en: 'Panel on {s} in {p}', es: 'Coloquio sobre {s} en {p}' },
    ],
    subjects: [
      { ca: 'història local', en: 'local history', es: 'historia local' },
      { ca: 'canvi climàtic', en: 'climate change', es: 'cambio climático' },
      { ca: 'arquitectura', en: 'architecture', es: 'arquitectura' },
      { ca: 'literatura', en: 'literature', es: 'literatura' },
    ],
  },
  {
    key: 'workshops',
    parent: 'learning',
    name: { ca: 'Tallers', en: 'Workshops', es: 'Talleres' },
    titles: [
      { ca: 'Taller de {s} a {p}', en: '{s} workshop in {p}', es: 'Taller de {s} en {p}' },
      { ca: 'Curs intensiu de {s} a {p}', en: 'Intensive {s} course in {p}', es: 'Curso intensivo de {s} en {p}' },
    ],
    subjects: [
      { ca: 'fotografia', en: 'photography', es: 'fotografía' },
      { ca: 'cuina', en: 'cooking', es: 'cocina' },
      { ca: 'escriptura', en: 'writing', es: 'escritura' },
      { ca: 'ceràmica', en: 'pottery', es: 'cerámica' },
    ],
  },
  {
    key: 'literature',
    name: { ca: 'Literatura', en: 'Literature', es: 'Literatura' },
    titles: [
      { ca: 'Presentació de {s} a {p}', en: '{s} launch in {p}', es: 'Presentación de {s} en {p}' },
      { ca: 'Club de lectura de {s} a {p}', en: '{s} book club in {p}', es: 'Club de lectura de {s} en {p}' },
    ],
    subjects: [
      { ca: 'poesia', en: 'Poetry', es: 'poesía' },
      { ca: 'novel·la negra', en: 'Crime fiction', es: 'novela negra' },
      { ca: 'còmic', en: 'Comics', es: 'cómic' },
    ],
  },
];

/** Tags (flat). */
export const tags = [
  { ca: 'Entrada lliure', en: 'Free entry', es: 'Entrada libre' },
  { ca: "A l'aire lliure", en: 'Outdoors', es: 'Al aire libre' },
  { ca: 'Accessible', en: 'Wheelchair accessible', es: 'Accesible' },
  { ca: 'Per a tots els públics', en: 'All ages', es: 'Para todos los públicos' },
  { ca: 'Cal inscripció', en: 'Booking required', es: 'Inscripción necesaria' },
  { ca: 'En anglès', en: 'In English', es: 'En inglés' },
  { ca: 'Llengua de signes', en: 'Sign language', es: 'Lengua de signos' },
  { ca: 'Sostenible', en: 'Sustainable', es: 'Sostenible' },
  { ca: 'Nocturn', en: 'Night', es: 'Nocturno' },
  { ca: 'Cap de setmana', en: 'Weekend', es: 'Fin de semana' },
  { ca: 'Estrena', en: 'Premiere', es: 'Estreno' },
  { ca: 'Últimes entrades', en: 'Last tickets', es: 'Últimas entradas' },
  { ca: 'Estiu', en: 'Summer', es: 'Verano' },
  { ca: 'Nadal', en: 'Christmas', es: 'Navidad' },
  { ca: 'Carnaval', en: 'Carnival', es: 'Carnaval' },
  { ca: 'Sant Jordi', en: 'Saint George', es: 'Sant Jordi' },
  { ca: 'Descompte estudiants', en: 'Student discount', es: 'Descuento estudiantes' },
  { ca: 'Gent gran', en: 'Seniors', es: 'Gente mayor' },
  { ca: 'Amb gossos', en: 'Dog friendly', es: 'Con perros' },
  { ca: 'Km 0', en: 'Local produce', es: 'Km 0' },
];

/** Places: name, coordinates, province (venues' address). */
export const places = [
  ['Gràcia', 41.4036, 2.1565, 'Barcelona'],
  ['Sants', 41.3755, 2.1345, 'Barcelona'],
  ['Poblenou', 41.4036, 2.204, 'Barcelona'],
  ['Sarrià', 41.3995, 2.1215, 'Barcelona'],
  ['Horta', 41.4305, 2.159, 'Barcelona'],
  ['Badalona', 41.45, 2.2474, 'Barcelona'],
  ['Sabadell', 41.5463, 2.1086, 'Barcelona'],
  ['Terrassa', 41.5632, 2.0089, 'Barcelona'],
  ['Mataró', 41.5381, 2.4445, 'Barcelona'],
  ['Granollers', 41.6079, 2.2877, 'Barcelona'],
  ['Vic', 41.9301, 2.2549, 'Barcelona'],
  ['Manresa', 41.7286, 1.8236, 'Barcelona'],
  ['Igualada', 41.5789, 1.6172, 'Barcelona'],
  ['Berga', 42.104, 1.8456, 'Barcelona'],
  ['Sitges', 41.2372, 1.8059, 'Barcelona'],
  ['Vilanova i la Geltrú', 41.2241, 1.7253, 'Barcelona'],
  ['Calella', 41.6139, 2.6544, 'Barcelona'],
  ['Cardedeu', 41.6398, 2.3577, 'Barcelona'],
  ['Girona', 41.9794, 2.8214, 'Girona'],
  ['Figueres', 42.2672, 2.9606, 'Girona'],
  ['Olot', 42.1822, 2.489, 'Girona'],
  ['Cadaqués', 42.2888, 3.277, 'Girona'],
  ['Palafrugell', 41.9174, 3.1631, 'Girona'],
  ['Banyoles', 42.1197, 2.7665, 'Girona'],
  ['Ripoll', 42.201, 2.1907, 'Girona'],
  ['Blanes', 41.6741, 2.7903, 'Girona'],
  ['Puigcerdà', 42.4317, 1.9281, 'Girona'],
  ['Lleida', 41.6176, 0.62, 'Lleida'],
  ['Solsona', 41.9942, 1.5177, 'Lleida'],
  ['Tàrrega', 41.6474, 1.1396, 'Lleida'],
  ['Cervera', 41.6656, 1.2711, 'Lleida'],
  ['Balaguer', 41.7904, 0.8104, 'Lleida'],
  ['Vielha', 42.7016, 0.7956, 'Lleida'],
  ['Tarragona', 41.1189, 1.2445, 'Tarragona'],
  ['Reus', 41.1561, 1.1069, 'Tarragona'],
  ['Valls', 41.2862, 1.2496, 'Tarragona'],
  ['Montblanc', 41.376, 1.162, 'Tarragona'],
  ['Salou', 41.0764, 1.1416, 'Tarragona'],
  ['Tortosa', 40.8125, 0.5216, 'Tarragona'],
  ['Amposta', 40.7131, 0.5808, 'Tarragona'],
  ['Palma', 39.5696, 2.6502, 'Illes Balears'],
  ['València', 39.4699, -0.3763, 'València'],
];

/** Venue name templates. */
export const venueKinds = [
  { ca: 'Teatre Municipal de {p}', en: '{p} Municipal Theatre', es: 'Teatro Municipal de {p}' },
  { ca: 'Auditori de {p}', en: '{p} Auditorium', es: 'Auditorio de {p}' },
  { ca: 'Centre Cívic de {p}', en: '{p} Civic Centre', es: 'Centro Cívico de {p}' },
  { ca: 'Biblioteca de {p}', en: '{p} Library', es: 'Biblioteca de {p}' },
  { ca: 'Plaça Major de {p}', en: '{p} Main Square', es: 'Plaza Mayor de {p}' },
  { ca: 'Ateneu de {p}', en: '{p} Athenaeum', es: 'Ateneo de {p}' },
  { ca: 'Museu de {p}', en: '{p} Museum', es: 'Museo de {p}' },
  { ca: 'Parc de {p}', en: '{p} Park', es: 'Parque de {p}' },
  { ca: 'Casal de Joves de {p}', en: '{p} Youth Centre', es: 'Casal de Jóvenes de {p}' },
  { ca: 'Sala Polivalent de {p}', en: '{p} Community Hall', es: 'Sala Polivalente de {p}' },
];

/** Organizer name templates. */
export const organizerKinds = [
  { ca: 'Ajuntament de {p}', en: '{p} City Council', es: 'Ayuntamiento de {p}' },
  { ca: 'Associació Cultural de {p}', en: '{p} Cultural Association', es: 'Asociación Cultural de {p}' },
  { ca: 'Colla Castellera de {p}', en: '{p} Human Tower Team', es: 'Colla Castellera de {p}' },
  { ca: 'Orfeó de {p}', en: '{p} Choral Society', es: 'Orfeón de {p}' },
  { ca: 'Cineclub de {p}', en: '{p} Film Club', es: 'Cineclub de {p}' },
  { ca: 'Centre Excursionista de {p}', en: '{p} Hiking Club', es: 'Centro Excursionista de {p}' },
  { ca: 'Comissió de Festes de {p}', en: '{p} Festival Committee', es: 'Comisión de Fiestas de {p}' },
];

/** Paragraphs of descriptions (HTML) and excerpts (plain text). */
export const paragraphs = [
  {
    ca: '<p>Una proposta per a tothom, amb artistes locals i convidats.</p>',
    en: '<p>Something for everyone, with local artists and guests.</p>',
    es: '<p>Una propuesta para todos, con artistas locales e invitados.</p>',
  },
  {
    ca: '<p>Places limitades: es recomana arribar amb antelació.</p>',
    en: '<p>Limited places: please arrive early.</p>',
    es: '<p>Plazas limitadas: se recomienda llegar con antelación.</p>',
  },
  {
    ca: '<p>Organitzat amb el suport de les entitats del barri.</p>',
    en: '<p>Organised with the support of the neighbourhood associations.</p>',
    es: '<p>Organizado con el apoyo de las entidades del barrio.</p>',
  },
  {
    ca: '<p>En cas de pluja, l’activitat es farà a <strong>l’interior</strong>.</p>',
    en: '<p>If it rains, the activity moves <strong>indoors</strong>.</p>',
    es: '<p>En caso de lluvia, la actividad se hará en el <strong>interior</strong>.</p>',
  },
  {
    ca: '<p>Més informació a l’oficina de turisme.</p>',
    en: '<p>More information at the tourist office.</p>',
    es: '<p>Más información en la oficina de turismo.</p>',
  },
];

export const excerpts = [
  { ca: 'Una cita imprescindible de la temporada.', en: 'A must of the season.', es: 'Una cita imprescindible.' },
  { ca: 'Activitat gratuïta i oberta.', en: 'Free and open to all.', es: 'Actividad gratuita y abierta.' },
  { ca: 'Torna una de les propostes més esperades.', en: 'A favourite is back.', es: 'Vuelve una de las favoritas.' },
  { ca: '', en: '', es: '' },
];

/** Stored cost texts (as clients send them) and how often each appears. */
export const costs = [
  [null, 30],
  [['0'], 10],
  [['Gratuït'], 5],
  [['5'], 10],
  [['10 €'], 15],
  [['12', '18'], 10],
  [['€15'], 5],
  [['5 €', '8 €', '12 €'], 5],
  [['25'], 10],
];

/** Time zones of events and how often each appears (the site zone of the demo configuration first). */
export const zones = [
  ['Europe/Madrid', 86],
  ['UTC', 4],
  ['Europe/London', 4],
  ['America/New_York', 3],
  ['UTC+2', 3],
];

/** Statuses of events and how often each appears (per mille). Others: hidden, protected, trashed, see the seed. */
export const statuses = [
  ['publish', 950],
  ['draft', 20],
  ['pending', 10],
  ['private', 10],
  ['future', 5],
  ['trash', 5],
];
