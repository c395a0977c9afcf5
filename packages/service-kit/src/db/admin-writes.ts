import { translate } from '@shop/contracts';
import { AppError } from '../errors';

// What every service's admin writes answer alike (DESIGN §4, §9): the integer id a path names, a stale save,
// a value taken by another row.

/** The integer id named by an admin path, or 404 (the route table lets any short word through). */
export function integerIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('not_found');
  return id;
}

/** 409 when the editor's read is older than what is stored: someone saved in the meantime. */
export function changedMeanwhile(): AppError {
  return new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
}

/** 409 with the SPEC §5 'value already exists' at each field named. */
export function duplicateAt(fields: readonly string[], lang: string): AppError {
  const message = translate('field.duplicate', lang);
  return new AppError('duplicate', {
    messageKey: 'field.duplicate',
    fields: Object.fromEntries(fields.map((field) => [field, message])),
  });
}

/** Whether the database refused a write for a unique index whose name starts with `indexPrefix`. */
export function isUniqueViolation(error: unknown, indexPrefix: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint?.startsWith(indexPrefix) || message?.includes(indexPrefix))) return true;
  }
  return false;
}

/** Runs a write; refused by a unique index named `indexPrefix…`, it answers 409 'value already exists' at `fields`. */
export async function unlessTaken<T>(
  indexPrefix: string,
  fields: readonly string[],
  lang: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, indexPrefix)) throw duplicateAt(fields, lang);
    throw error;
  }
}
