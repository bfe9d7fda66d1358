// Our CSP has no 'unsafe-eval': zod's compiled fast path would probe `new Function` on the first parse
// and log a CSP violation on every page. Parsing without it is fast enough for API answers.
// zod reads its configuration from globalThis.__zod_globalConfig (every copy of zod shares it), so it is
// set here without importing zod: zod is not on the first load, it comes with the contracts after the
// first paint (ADR 0015). Imported first by main.tsx, before any module that could load zod.
const ZOD_CONFIG_KEY = '__zod_globalConfig';

const zodConfig = globalThis as { [ZOD_CONFIG_KEY]?: { jitless?: boolean } };
zodConfig[ZOD_CONFIG_KEY] = { ...zodConfig[ZOD_CONFIG_KEY], jitless: true };

export {};
