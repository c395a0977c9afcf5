// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { apiSortOf, listingParamsOf, pageCountOf, rememberLayout } from './listing-params';
import { withQuery } from './url-state';

afterEach(() => window.localStorage.clear());

describe('a listing’s state in the address', () => {
  it('reads layout, sort and page, falling back to defaults for anything unknown', () => {
    expect(listingParamsOf(new URLSearchParams('layout=large&sort=price-desc&page=3'))).toEqual({
      layout: 'large',
      sort: 'price-desc',
      page: 3,
    });
    expect(listingParamsOf(new URLSearchParams('layout=huge&sort=colour&page=-2'))).toEqual({
      layout: 'small',
      sort: '',
      page: 1,
    });
    expect(listingParamsOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('opens in the layout the shopper chose last, unless the address names one', () => {
    rememberLayout('detailed');
    expect(listingParamsOf(new URLSearchParams('')).layout).toBe('detailed');
    expect(listingParamsOf(new URLSearchParams('layout=list')).layout).toBe('list');
  });

  it('turns a sort choice into the API’s sort and direction', () => {
    expect(apiSortOf('')).toEqual({});
    expect(apiSortOf('name-asc')).toEqual({ sort: 'name', dir: 'asc' });
    expect(apiSortOf('price-desc')).toEqual({ sort: 'price', dir: 'desc' });
  });

  it('counts pages of 50, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(50)).toBe(1);
    expect(pageCountOf(51)).toBe(2);
  });

  it('changes one parameter and keeps the others; an empty value removes it', () => {
    expect(withQuery('?layout=list&page=2', { page: undefined, sort: 'name-asc' })).toBe('?layout=list&sort=name-asc');
    expect(withQuery('?c=1-2', { c: '' })).toBe('');
  });
});
