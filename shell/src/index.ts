// zod (the remotes' forms check their fields with the shared schemas) would try `new Function` once to
// compile its parsers, which the shop's Content-Security-Policy refuses and the browser reports as a
// violation; it then parses without. Told up front, it never tries. zod keeps its settings on this global,
// so it reaches every copy of zod on the page (each remote bundles its own).
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// The async boundary (STACK.md): Module Federation negotiates the shared React, i18next and platform
// before any module that uses them runs.
import('./bootstrap');
