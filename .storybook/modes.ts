/** A colour mode and an interface language a story is looked at in. */
export interface VisualMode {
  theme: 'light' | 'dark';
  locale: 'uk' | 'en';
}

/**
 * Every story is reviewed in both colour modes and both languages: Chromatic snapshots each of
 * these modes (`parameters.chromatic.modes`), and the story tests compare each with its committed
 * screenshot. A story narrows them with its own `parameters.chromatic.modes`, or opts out with
 * `parameters.chromatic.disableSnapshot`.
 */
export const visualModes = {
  'light-uk': { theme: 'light', locale: 'uk' },
  'dark-uk': { theme: 'dark', locale: 'uk' },
  'light-en': { theme: 'light', locale: 'en' },
  'dark-en': { theme: 'dark', locale: 'en' },
} satisfies Record<string, VisualMode>;
