/** A colour mode and an interface language a story is looked at in. */
export interface VisualMode {
  theme: 'light' | 'dark';
  locale: 'uk' | 'en';
}

/**
 * Every story is reviewed in both colour modes and both languages, each once: light in Ukrainian
 * and dark in English (a theme rarely changes how a text fits, so the other two pairs add little
 * but time). Chromatic snapshots each of these modes (`parameters.chromatic.modes`), and the story
 * tests compare each with its committed screenshot. A story narrows them with its own
 * `parameters.chromatic.modes`, or opts out with `parameters.chromatic.disableSnapshot`.
 */
export const visualModes = {
  'light-uk': { theme: 'light', locale: 'uk' },
  'dark-en': { theme: 'dark', locale: 'en' },
} satisfies Record<string, VisualMode>;
