import type { StatusTone, ToneColors } from './primitives';

declare module '@mui/material/styles' {
  interface Palette {
    /** Badge colours per status tone. */
    status: Record<StatusTone, ToneColors>;
  }
  interface PaletteOptions {
    status?: Record<StatusTone, ToneColors>;
  }
}

export {};
