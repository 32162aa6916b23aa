/** The school's colour tokens. Every text colour here meets WCAG AA on its background. */
export const brand = {
  /** Deep blue of the school's logo. */
  main: '#1f4e9e',
  light: '#5b82cf',
  dark: '#143670',
  contrastText: '#ffffff',
} as const;

export const accent = {
  /** Warm yellow used for highlights and the "New" badge. */
  main: '#f2b705',
  light: '#ffd54f',
  dark: '#b98900',
  contrastText: '#1a1a1a',
} as const;

export const neutral = {
  paperLight: '#ffffff',
  backgroundLight: '#f5f7fb',
  textLight: '#1a2233',
  textSecondaryLight: '#4a5468',
  paperDark: '#161c28',
  backgroundDark: '#0e131c',
  textDark: '#e8edf6',
  textSecondaryDark: '#b3bdcc',
} as const;

/** The colour families of status badges; each pair meets 4.5:1. */
export type StatusTone =
  'neutral' | 'info' | 'progress' | 'attention' | 'warning' | 'success' | 'error' | 'accent';
export type ToneColors = { bg: string; fg: string };

export const statusTonesLight: Record<StatusTone, ToneColors> = {
  neutral: { bg: '#eceff4', fg: '#3b4354' },
  info: { bg: '#e3efff', fg: '#0b4f9c' },
  progress: { bg: '#ede7ff', fg: '#5233a6' },
  attention: { bg: '#fff3d6', fg: '#7a4b00' },
  warning: { bg: '#ffe8d9', fg: '#9a3a06' },
  success: { bg: '#e2f5e9', fg: '#176b38' },
  error: { bg: '#fde7e9', fg: '#a3162b' },
  accent: { bg: '#fff4c2', fg: '#6b5000' },
};

export const statusTonesDark: Record<StatusTone, ToneColors> = {
  neutral: { bg: '#2a3242', fg: '#d5dbe6' },
  info: { bg: '#12305a', fg: '#a9ccff' },
  progress: { bg: '#2d2354', fg: '#cdbcff' },
  attention: { bg: '#4a3507', fg: '#ffd98a' },
  warning: { bg: '#4d2510', fg: '#ffbf99' },
  success: { bg: '#123f25', fg: '#9fe2b6' },
  error: { bg: '#4f1219', fg: '#ffb3bd' },
  accent: { bg: '#473a06', fg: '#ffe27a' },
};
