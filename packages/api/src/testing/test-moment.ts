/**
 * The moment every test starts at unless it pins another: a Tuesday morning at the school (10:00 in
 * Kyiv), so every run meets the same seeded school whatever the day and the machine's zone. The
 * unit and component tests pin it with vitest's fake `Date`, the end-to-end journeys with the
 * browser's clock.
 */
export const TEST_MOMENT = '2026-11-24T10:00:00+02:00';
