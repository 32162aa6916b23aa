/**
 * The toasts' backgrounds under white text. notistack's own (a light green, orange and blue) fall
 * below the 4.5:1 contrast WCAG 2.2 AA asks of normal text; these keep each variant's hue and pass.
 */
export const TOAST_BACKGROUNDS = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#b24600',
  info: '#0277bd',
} as const;
