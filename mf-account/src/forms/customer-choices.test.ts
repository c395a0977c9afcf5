import { Country, Region } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { countries, countryOptions, regions } from './customer-choices';

describe('choices of the customer form', () => {
  it('are exactly the values the schemas accept', () => {
    expect([...countries].sort()).toEqual([...Country.options].sort());
    expect([...regions]).toEqual([...Region.options]);
  });

  it('name the countries in the page language, Poland first', () => {
    const polish = countryOptions('pl');
    expect(polish[0]).toEqual({ value: 'PL', label: 'Polska' });
    expect(polish.find((option) => option.value === 'DE')?.label).toBe('Niemcy');
    expect(countryOptions('en')[0]).toEqual({ value: 'PL', label: 'Poland' });
    const rest = polish.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pl')));
  });
});
