import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../http/staff';
import { openTestDatabase } from '../testing';
import { auditHistory, changesOf, recordAudit } from './audit';
import type { DatabaseHandle } from './database';
import { auditLog } from './kit-schema';

const schema = { auditLog };
const anna: StaffMember = { id: 'staff-1', adminType: 'admin', name: 'Anna Nowak' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute));
const page = { page: 1, limit: 50, dir: 'desc' as const };
let handle: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  handle = await openTestDatabase({ schema });
  await handle.db.execute(sql`
    create table audit_log (id bigserial primary key, at timestamptz not null, staff_id text not null,
      staff_name text not null, admin_type text not null, action text not null, entity text not null,
      entity_id text not null, changes jsonb not null)`);
});
afterAll(() => handle?.close());

describe('changesOf', () => {
  it('lists the fields that changed, before and after, and leaves out the ones it must not keep', () => {
    const changes = changesOf(
      { state: 'active', email: 'a@b.pl', passwordHash: 'x', at: new Date('2026-01-01T00:00:00Z') },
      { state: 'inactive', email: 'a@b.pl', passwordHash: 'y', at: new Date('2026-01-01T00:00:00Z') },
      ['passwordHash'],
    );
    expect(changes).toEqual([{ field: 'state', before: 'active', after: 'inactive' }]);
  });

  it('records every field of a create with nothing before it', () => {
    expect(changesOf(undefined, { b: 2, a: 1 })).toEqual([
      { field: 'a', before: null, after: 1 },
      { field: 'b', before: null, after: 2 },
    ]);
  });
});

describe('recordAudit and auditHistory', () => {
  it('keeps who did what to which entity, newest first, and only that entity', async () => {
    await recordAudit(handle.db, anna, { action: 'create', entity: 'admin', entityId: 'e1', after: { a: 1 } }, at(1));
    await recordAudit(
      handle.db,
      anna,
      { action: 'update', entity: 'admin', entityId: 'e1', before: { a: 1 }, after: { a: 2 } },
      at(2),
    );
    await recordAudit(handle.db, anna, { action: 'create', entity: 'admin', entityId: 'e2', after: { a: 9 } }, at(3));

    const history = await auditHistory(handle.db, 'admin', 'e1', page);
    expect(history.total).toBe(2);
    expect(history.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.items[0]).toMatchObject({
      staffId: 'staff-1',
      staffName: 'Anna Nowak',
      adminType: 'admin',
      at: at(2).toISOString(),
      changes: [{ field: 'a', before: 1, after: 2 }],
    });
  });

  it('writes nothing for a save that changed nothing', async () => {
    const wrote = await recordAudit(
      handle.db,
      anna,
      { action: 'update', entity: 'admin', entityId: 'e3', before: { a: 1 }, after: { a: 1 } },
      at(4),
    );
    expect(wrote).toBe(false);
    expect((await auditHistory(handle.db, 'admin', 'e3', page)).total).toBe(0);
  });

  it('leaves no entry when the write it belongs to fails (same transaction)', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, anna, { action: 'delete', entity: 'admin', entityId: 'e4', before: { a: 1 } }, at(5));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await auditHistory(handle.db, 'admin', 'e4', page)).total).toBe(0);
  });
});
