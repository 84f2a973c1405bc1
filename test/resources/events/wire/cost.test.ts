import { describe, expect, it } from 'vitest';
import { costOf, costRange } from '../../../../src/resources/events/wire/wire.cost';

const of = (texts: string[] | null) => costOf(texts === null ? null : JSON.stringify(texts));

describe('costOf (docs/original.md#event-object and docs/original.md#event-create "Cost")', () => {
  it('renders nothing for no cost', () => {
    expect(of(null)).toEqual({
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
    });
    expect(of([''])).toEqual(of(null));
  });

  it('keeps the currency at its place', () => {
    expect(of(['$23'])).toEqual({
      cost: '$23',
      cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['23'] },
    });
    expect(of(['20$']).cost_details).toMatchObject({ currency_symbol: '$', currency_position: 'postfix' });
    expect(of(['15 EUR']).cost).toBe('15 EUR');
  });

  it('renders ranges with an en dash, a zero bound as Free, values ascending as strings', () => {
    expect(of(['0$', '20$', '30$'])).toMatchObject({ cost: 'Free – 30$', cost_details: { values: ['0', '20', '30'] } });
    expect(of(['10 - 25 €'])).toMatchObject({ cost: '10€ – 25€', cost_details: { values: ['10', '25'] } });
    expect(of(['30', '5']).cost_details.values).toEqual(['5', '30']);
    expect(of(['0']).cost).toBe('Free');
    expect(of(['0', '40€']).cost).toBe('Free – 40€');
    // The zero bound in the text's language (the original's translatable "Free").
    expect(costOf(JSON.stringify(['0', '40€']), 'ca').cost).toBe('Gratuït – 40€');
    expect(costOf(JSON.stringify(['0']), 'es').cost).toBe('Gratis');
    expect(costOf(JSON.stringify(['0', '40€']), 'ca').cost_details.values).toEqual(['0', '40']);
  });

  it('reads decimal and thousands separators', () => {
    expect(of(['12,50 €']).cost_details.values).toEqual(['12.50']);
    expect(of(['1,000.50']).cost_details.values).toEqual(['1000.50']);
    expect(of(['1.000,50']).cost_details.values).toEqual(['1000.50']);
    expect(of(['1,000']).cost_details.values).toEqual(['1000']);
  });

  it('keeps a symbol written before the amount, as US and UK sites write it', () => {
    expect(of(['$10', '$30'])).toEqual({
      cost: '$10 – $30',
      cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['10', '30'] },
    });
    expect(of(['$10 - $30']).cost).toBe('$10 – $30');
    expect(of(['£0', '£5']).cost).toBe('Free – £5');
    expect(of(['10€', '30€'])).toMatchObject({
      cost: '10€ – 30€',
      cost_details: { currency_symbol: '€', currency_position: 'postfix' },
    });
  });

  it('shows texts without a symbol in a fallback currency, leaving cost_details as the texts say', () => {
    const dollars = { symbol: '$', position: 'prefix' } as const;
    // The original's site-wide currency: `$25` shown, no symbol in the event's own details.
    expect(costOf(JSON.stringify(['25']), 'en', dollars)).toEqual({
      cost: '$25',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['25'] },
    });
    expect(costOf(JSON.stringify(['5', '50']), 'en', dollars).cost).toBe('$5 – $50');
    expect(costOf(JSON.stringify(['0', '8']), 'en', { symbol: '€', position: 'postfix' }).cost).toBe('Free – 8€');
    // Texts that carry their own symbol keep it; words stay words.
    expect(costOf(JSON.stringify(['20€']), 'en', dollars).cost).toBe('20€');
    expect(costOf(JSON.stringify(['Free']), 'en', dollars).cost).toBe('Free');
    expect(costRange(JSON.stringify(['5', '12']), dollars)).toEqual({ low: '5', high: '12', currency: '$' });
  });

  it('has no currency when the texts disagree, and keeps words as they are', () => {
    expect(of(['$10', '20€']).cost_details).toMatchObject({ currency_symbol: '', currency_position: '' });
    expect(of(['Donation'])).toMatchObject({ cost: 'Donation', cost_details: { values: ['donation'] } });
  });
});

describe('costRange (JSON-LD offers)', () => {
  it('gives the lowest and highest value and the symbol', () => {
    expect(costRange(JSON.stringify(['5€', '12€']))).toEqual({ low: '5', high: '12', currency: '€' });
    expect(costRange(null)).toBeNull();
    expect(costRange(JSON.stringify(['Donation']))).toBeNull();
  });
});
