/**
 * The attendance as the school gives it (to one decimal, 60.4), written in the interface's language
 * ("60,4" in Ukrainian): never rounded to a whole percent, so "above 60 %" reads true of 60.4.
 */
export const formatAttendance = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(percent);
