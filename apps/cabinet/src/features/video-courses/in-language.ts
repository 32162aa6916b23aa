/** The English text in English when the school wrote one, else the Ukrainian. */
export const inLanguage = (uk: string, en: string, language: string): string =>
  language === 'en' && en ? en : uk;

/** "1:05" or "1:02:05": a video's length or position for people. */
export function clockOf(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
