import { validate } from '@shop/contracts';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { ShopContext } from './state';

// Thin helpers for route handlers: validate at the edge with the contracts schema, in the caller's language.

function check<S extends z.ZodType>(schema: S, input: unknown, lang: string): z.output<S> {
  const result = validate(schema, input, lang);
  if (!result.ok) throw new AppError('validation_failed', { fields: result.fields });
  return result.data;
}

export function parseBody<S extends z.ZodType>(ctx: ShopContext, schema: S): z.output<S> {
  const body = (ctx.request as { body?: unknown }).body;
  return check(schema, body ?? {}, ctx.state.lang);
}

export function parseQuery<S extends z.ZodType>(ctx: ShopContext, schema: S): z.output<S> {
  return check(schema, { ...ctx.query }, ctx.state.lang);
}

export function parseParams<S extends z.ZodType>(ctx: ShopContext, schema: S): z.output<S> {
  return check(schema, { ...(ctx as { params?: Record<string, string> }).params }, ctx.state.lang);
}
