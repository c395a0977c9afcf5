import { AppError } from '@shop/service-kit';

/**
 * The serial id named by an admin path. The table lets any short word through (ids of other areas are uuids),
 * so anything that is not a PostgreSQL integer names nothing here.
 */
export function serialIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('not_found');
  return id;
}

/** 409 with the SPEC §5 'value already exists' at each field named. */
export function duplicateAt(fields: string[], message: string): AppError {
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

/** 409 when the editor's read is older than what is stored: someone saved in the meantime. */
export function changedMeanwhile(): AppError {
  return new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
}
