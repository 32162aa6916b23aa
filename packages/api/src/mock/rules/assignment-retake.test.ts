import { describe, expect, it } from 'vitest';
import { personalOrder, retakeStudents } from './assignment-retake';

describe('retakes a teacher adds', () => {
  const students = [1, 2, 3, 4];

  it('are for the students who did not pass (under 60 %) or have no result', () => {
    const works = [
      { student_id: 1, status: 'completed', score: 12 },
      { student_id: 2, status: 'completed', score: 11 },
      { student_id: 3, status: 'test_missed', score: null },
      { student_id: 4, status: 'completed', score: 20 },
    ];
    expect(retakeStudents(students, works, 20)).toEqual([2, 3]);
  });

  it('count a test handed in at the deadline with its score', () => {
    const works = [
      { student_id: 1, status: 'incomplete', score: 15 },
      { student_id: 2, status: 'incomplete', score: 3 },
      { student_id: 3, status: 'completed', score: 20 },
    ];
    expect(retakeStudents(students, works, 20)).toEqual([2, 4]);
  });

  it('are for every student while none is graded', () => {
    expect(retakeStudents(students, [{ student_id: 1, status: 'need_review', score: null }], 20)).toEqual(
      students,
    );
  });
});

describe('personal test versions ("personal test version")', () => {
  const questions = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));

  it('give each student the same questions in an order of their own, the same on every read', () => {
    const first = personalOrder(questions, 1).map((q) => q.id);
    expect([...first].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(personalOrder(questions, 1).map((q) => q.id)).toEqual(first);
    const orders = new Set(
      [1, 2, 3, 4, 5].map((s) =>
        personalOrder(questions, s)
          .map((q) => q.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
