import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { TOAST_BACKGROUNDS } from './toast-colours';

describe('toast colours', () => {
  it('give white text at least 4.5:1 on every variant (WCAG 2.2 AA, normal text)', () => {
    for (const background of Object.values(TOAST_BACKGROUNDS)) {
      expect(getContrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
