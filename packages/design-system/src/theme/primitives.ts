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
