import { describe, expect, it } from 'vitest';
import { getAssignment, publishAssignment, startTest } from '../../generated/assignments/assignments';
import { GetAssignmentResponse, StartTestResponse } from '../../generated/zod/assignments/assignments';
import {
  STUDENT,
  STUDENT_ID,
  TEACHER,
  created,
  signIn,
  startAssignmentsSchool,
  testBody,
} from '../../testing/assignments';

startAssignmentsSchool();

describe('TestQuestion.multiple (one option or several: radio buttons or check boxes)', () => {
  it('is true only for a question with more than one correct option, for the teacher and the student', async () => {
    await signIn(TEACHER);
    const test = await created(
      testBody({
        questions: [
          { text: 'Pick B', options: ['A', 'B', 'C'], correct_options: [1], points: 1 },
          { text: 'Pick A and C', options: ['A', 'B', 'C'], correct_options: [0, 2], points: 2 },
        ],
      }),
    );
    expect(test.questions.map((q) => q.multiple)).toEqual([false, true]);
    await publishAssignment(test.id);
    await signIn(STUDENT);
    const started = StartTestResponse.parse(await startTest(test.id, STUDENT_ID)).data;
    expect(started.questions.map((q) => [q.text, q.multiple, q.correct_option_ids])).toEqual([
      ['Pick B', false, null],
      ['Pick A and C', true, null],
    ]);
    const read = GetAssignmentResponse.parse(await getAssignment(test.id)).data;
    expect(read.questions.map((q) => q.multiple)).toEqual([false, true]);
  });
});
