import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The gateway of the journeys reads REMOTES_FILE (playwright.config.ts) again whenever it changes: a
// journey re-points a remote by writing it, and puts every remote back at the gateway when it is done.

const remotesFile = () => join(process.env.E2E_DATA_DIR!, 'remotes.json');

/** Lays `entries` (remote name → manifest URL) over the gateway's own map. */
export async function pointRemotes(entries: Record<string, string>): Promise<void> {
  await writeFile(remotesFile(), JSON.stringify(entries));
}

export async function resetRemotes(): Promise<void> {
  await pointRemotes({});
}
