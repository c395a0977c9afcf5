import { errorCodes, errorStatus } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, toErrorAnswer } from './errors';

describe('toErrorAnswer', () => {
  it.each(errorCodes)('maps %s to its status and the error shape', (code) => {
    const answer = toErrorAnswer(new AppError(code), 'en');
    expect(answer.status).toBe(errorStatus[code]);
    expect(answer.body).toEqual({ error: { code, message: expect.any(String) } });
    expect(answer.body.error.message.length).toBeGreaterThan(3);
  });

  it('answers in the caller language', () => {
    expect(toErrorAnswer(new AppError('not_found'), 'pl').body.error.message).toBe('Nie znaleziono.');
    expect(toErrorAnswer(new AppError('not_found'), 'en').body.error.message).toBe('Not found.');
  });

  it('includes field messages on validation errors', () => {
    const answer = toErrorAnswer(
      new AppError('validation_failed', { fields: { email: 'This field is required' } }),
      'en',
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some of the parameters were invalid. Please check the data.',
          fields: { email: 'This field is required' },
        },
      },
    });
  });

  it('uses a message key with parameters when given', () => {
    const answer = toErrorAnswer(
      new AppError('business_rule', { messageKey: 'field.max_quantity', params: { max: 3 } }),
      'en',
    );
    expect(answer.body.error.message).toBe('You can order max 3 pcs of this product');
  });

  it('never leaks the text of an unexpected error', () => {
    const answer = toErrorAnswer(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), 'en');
    expect(answer).toEqual({
      status: 500,
      headers: {},
      body: { error: { code: 'internal', message: 'Server error. Please contact the administrator.' } },
    });
  });

  it('maps errors thrown by Koa helpers by their status', () => {
    expect(toErrorAnswer(Object.assign(new Error('too large'), { status: 413 }), 'en').body.error.code).toBe(
      'payload_too_large',
    );
  });
});
