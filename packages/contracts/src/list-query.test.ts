import { describe, expect, it } from 'vitest';
import { OrderListQuery } from './api/orders';
import { listQueryParams } from './list-query';
import { validate } from './validation';

describe('list query', () => {
  it('fills the defaults of SPEC §9: page 1, 50 per page, newest first', () => {
    expect(validate(OrderListQuery, {})).toEqual({
      ok: true,
      data: { page: 1, limit: 50, sort: 'createdAt', dir: 'desc', filters: {} },
    });
  });

  it('reads filters[field] from a flat query string', () => {
    const query = Object.fromEntries(new URLSearchParams('page=2&limit=10&sort=number&dir=asc&filters[status]=sent'));
    expect(validate(OrderListQuery, query)).toEqual({
      ok: true,
      data: { page: 2, limit: 10, sort: 'number', dir: 'asc', filters: { status: 'sent' } },
    });
  });

  it('refuses unknown sort fields, filters and parameters with a message per field', () => {
    const result = validate(
      OrderListQuery,
      { sort: 'password', 'filters[customerId]': 'x', debug: '1', page: '0' },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        page: 'The value must be at least 1',
        sort: 'Choose one of the allowed values',
        'filters.customerId': 'Unknown field',
        debug: 'Unknown field',
      },
    });
  });

  it('leaves out empty and default parameters when the client builds a query', () => {
    expect(
      listQueryParams({ page: 1, limit: 50, sort: 'createdAt', dir: 'desc', filters: { status: '' } }).toString(),
    ).toBe('');
    expect(listQueryParams({ page: 3, dir: 'asc', filters: { status: 'sent' } }).toString()).toBe(
      'page=3&dir=asc&filters%5Bstatus%5D=sent',
    );
  });
});
