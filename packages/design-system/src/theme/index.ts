export { AppTheme } from './AppTheme';
export { type ColorMode, createAppTheme } from './create-app-theme';
export * as primitives from './primitives';
