/**
 * The size of the mock school. `scale` (local storage `mockSchool.scale` in the browser,
 * `MOCK_SCALE` in Node) multiplies groups, students, individual courses and clubs for
 * performance work; a reset is needed after changing it.
 */
const readScale = (): number => {
  const raw =
    typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'
      ? window.localStorage.getItem('mockSchool.scale')
      : typeof process !== 'undefined'
        ? process.env.MOCK_SCALE
        : undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 1 ? Math.min(Math.floor(value), 50) : 1;
};

export function schoolSize() {
  const scale = readScale();
  return {
    scale,
    groups: 30 * scale,
    individuals: 20 * scale,
    students: 250 * scale,
    teachers: 15 * scale,
    clubsPerWeek: 8 * scale,
  };
}
