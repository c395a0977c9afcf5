// Builds the shell and the remotes that are older than their sources, as `npm start` does, so the
// journeys always run against the current front ends.
export default async function globalSetup(): Promise<void> {
  const frontends = '../scripts/frontends.mjs';
  const { buildFrontends } = (await import(frontends)) as { buildFrontends: () => Promise<boolean> };
  if (!(await buildFrontends())) throw new Error('Building the front ends failed; see the messages above.');
}
