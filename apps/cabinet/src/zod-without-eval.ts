/**
 * The school's answers are checked with zod, which tries `new Function` once to see whether it may
 * compile faster checkers. Under the served build's Content Security Policy (no `eval`) that try
 * is refused and reported as a violation. Zod reads its settings from this global when it loads
 * (its own way of sharing them between copies), so the try is never made: the checks run as
 * plain code. Imported first by main.tsx, before any module that loads zod.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
