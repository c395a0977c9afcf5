import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../db/database';
import { recordEvent } from '../outbox';
import { noteAdded } from './helpers';
import * as schema from './schema';

// A service that commits a change with its event and then dies before its relay publishes anything: the
// parent test kills this process with SIGKILL as soon as it prints "committed <event id>".

const { url, dataDir, service } = JSON.parse(process.argv[2] ?? '{}') as {
  url?: string;
  dataDir?: string;
  service: string;
};
const handle = await openDatabase({ schema, url, dataDir });
const noteId = randomUUID();
const envelope = await handle.db.transaction(async (tx) => {
  await tx.insert(schema.notes).values({ id: noteId, text: 'written before the crash', writer: 'publisher' });
  return recordEvent(tx, noteAdded(service), { noteId, text: 'written before the crash' });
});
process.stdout.write(`committed ${envelope.id}\n`);
// Stay alive (no relay, no close) until killed.
setInterval(() => {}, 60_000);
