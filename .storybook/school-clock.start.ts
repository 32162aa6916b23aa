import { TEST_MOMENT } from '../packages/api/src/testing/test-moment';
import { dateFrom } from './school-clock';

/**
 * Storybook's clock starts at the tests' moment (a Tuesday morning at the school) and runs on from
 * there: the mock school is seeded around "today", so every screen shows the same school on any
 * day, in Storybook as in the story tests and their screenshots, and in Chromatic, whose snapshots
 * would otherwise change every day. Only `Date` is moved; timers are real. The story tests pin
 * their own clock on top (packages/api/src/testing/pinned-clock.setup.ts). Imported first by the
 * preview, before any module that could read the date.
 */
globalThis.Date = dateFrom(TEST_MOMENT);
