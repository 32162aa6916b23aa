import { scenario } from './state';

/** Markup a careless page would run or render: a script, an image with an error handler, bold. */
export const HOSTILE_PREFIX = `<img src=x onerror="alert('xss')"><script>alert('xss')</script>`;
export const HOSTILE_SUFFIX = ' <b>bold</b>';

/**
 * What the long-texts scenario adds to every free text: a Ukrainian sentence with some of the
 * language's longest everyday words, so a page that neither wraps nor clips them runs off a phone.
 */
export const LONG_UKRAINIAN =
  ' — найвисококваліфікованіший викладач підготував високопрофесійну, всеохопну й ' +
  'найнеобхіднішу програму для електрофізіологічного, мультидисциплінарного навчання';

/**
 * A free text of the seeded school. The seeders pass every free text they seed through it; with
 * the hostile scenario on, the text comes wrapped in HTML and script, so a page that renders
 * it as markup instead of text shows it at once; with the long-texts one, it runs long. Seeders
 * import this file, not the scenarios index (which imports the tables).
 */
export function text(value: string): string {
  const { hostile, longTexts } = scenario();
  const long = longTexts ? `${value}${LONG_UKRAINIAN}` : value;
  return hostile ? `${HOSTILE_PREFIX}${long}${HOSTILE_SUFFIX}` : long;
}
