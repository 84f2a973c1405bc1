import { describe, expect, it } from 'vitest';
import { ruleInWords } from '../../src/i18n/rule-in-words';
import { ruleSentence, summarizeLines } from '../../src/i18n/rule-words';

/** The repeat rule of a series in words, in each language (docs/recurrence.md, "Pages"). */

const words = (lines: string[], start = '2027-01-05 19:00:00') =>
  Object.fromEntries(
    (['en', 'ca', 'es'] as const).map((lang) => [lang, ruleInWords(lang, lines, start, 'Europe/Madrid')]),
  );

const CASES: [string[], Record<'en' | 'ca' | 'es', string>][] = [
  [
    ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630T235959Z'],
    {
      en: 'Every Tuesday and Thursday until 30 June 2027',
      ca: 'Cada dimarts i dijous fins al 30 de juny de 2027',
      es: 'Cada martes y jueves hasta el 30 de junio de 2027',
    },
  ],
  [['RRULE:FREQ=DAILY'], { en: 'Every day', ca: 'Cada dia', es: 'Cada día' }],
  [
    ['RRULE:FREQ=DAILY;INTERVAL=3;COUNT=12'],
    { en: 'Every 3 days, 12 times', ca: 'Cada 3 dies, 12 vegades', es: 'Cada 3 días, 12 veces' },
  ],
  [
    ['RRULE:FREQ=WEEKLY;INTERVAL=2'],
    { en: 'Every 2 weeks on Tuesday', ca: 'Cada 2 setmanes: dimarts', es: 'Cada 2 semanas: martes' },
  ],
  [
    ['RRULE:FREQ=MONTHLY;BYDAY=1MO'],
    {
      en: 'The first Monday of each month',
      ca: 'El primer dilluns de cada mes',
      es: 'El primer lunes de cada mes',
    },
  ],
  [
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    {
      en: 'The last weekday of each month',
      ca: 'L’últim dia feiner de cada mes',
      es: 'El último día laborable de cada mes',
    },
  ],
  [
    ['RRULE:FREQ=MONTHLY;BYDAY=1SA,3SA'],
    {
      en: 'The first and third Saturday of each month',
      ca: 'El primer i tercer dissabte de cada mes',
      es: 'El primer y tercer sábado de cada mes',
    },
  ],
  [
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=6'],
    {
      en: 'Every month on the 1st and 15th, 6 times',
      ca: 'Cada mes, els dies 1 i 15, 6 vegades',
      es: 'Cada mes, los días 1 y 15, 6 veces',
    },
  ],
  [
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1'],
    { en: 'Every month on the last day', ca: 'Cada mes, l’últim dia', es: 'Cada mes, el último día' },
  ],
  [['RRULE:FREQ=MONTHLY'], { en: 'Every month on the 5th', ca: 'Cada mes, el dia 5', es: 'Cada mes, el día 5' }],
  [
    ['RRULE:FREQ=YEARLY'],
    { en: 'Every year on 5 January', ca: 'Cada any el 5 de gener', es: 'Cada año el 5 de enero' },
  ],
  [
    ['RRULE:FREQ=YEARLY;BYMONTH=5;BYDAY=2SU'],
    {
      en: 'The second Sunday of May every year',
      ca: 'El segon diumenge de maig de cada any',
      es: 'El segundo domingo de mayo de cada año',
    },
  ],
  [
    ['RRULE:FREQ=WEEKLY;BYDAY=SA;BYMONTH=7,8'],
    {
      en: 'Every Saturday in July and August',
      ca: 'Cada dissabte, els mesos de juliol i agost',
      es: 'Cada sábado, en julio y agosto',
    },
  ],
  [['RDATE:20270110T190000,20270120T190000'], { en: 'On 3 dates', ca: 'En 3 dates', es: 'En 3 fechas' }],
];

describe('ruleInWords', () => {
  it.each(CASES)('%j', (lines, expected) => {
    expect(words(lines)).toEqual(expected);
  });
});

describe('the widget’s reading of the lines the service sent (summarizeLines)', () => {
  it.each(CASES)('%j says what the pages say', (lines, expected) => {
    const summary = summarizeLines(lines);
    expect(summary).toBeDefined();
    const said = Object.fromEntries(
      (['en', 'ca', 'es'] as const).map((lang) => [lang, ruleSentence(lang, summary!, '2027-01-05 19:00:00')]),
    );
    expect(said).toEqual(expected);
  });

  it('reads nothing from no lines', () => {
    expect(summarizeLines(null)).toBeUndefined();
    expect(summarizeLines([])).toBeUndefined();
  });
});
