import { scenario } from './state';

/** Markup a careless page would run or render: a script, an image with an error handler, bold. */
export const HOSTILE_PREFIX = `<img src=x onerror="alert('xss')"><script>alert('xss')</script>`;
export const HOSTILE_SUFFIX = ' <b>bold</b>';

/**
 * A free text of the seeded school. The seeders pass every free text they seed through it; with
 * the hostile scenario on, the text comes wrapped in HTML and script, so a page that renders
 * it as markup instead of text shows it at once. Seeders import this file, not the scenarios
 * index (which imports the tables).
 */
export function text(value: string): string {
  return scenario().hostile ? `${HOSTILE_PREFIX}${value}${HOSTILE_SUFFIX}` : value;
}
