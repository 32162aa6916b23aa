import { getSaveTestAnswerMockHandler } from '../../generated/assignments/assignments.msw';
import { SaveTestAnswerBody } from '../../generated/zod/assignments/assignments';
import { versionFor } from '../db/works';
import { keepAnswer } from '../rules/work-hand-in';
import { answerTest } from '../rules/work-transitions';
import { studentWork } from './assignments-access';
import { allowed, saveWork } from './assignments-moves';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';

/**
 * The answers of an on-platform test saved one by one as the student gives them: the school keeps
 * the highest revision per question and hands the test in with them at the deadline
 * (docs/statuses.md#assigned-work).
 */
export const testAnswerHandlers = [
  getSaveTestAnswerMockHandler(async ({ request, params }) => {
    const { assignment, work } = studentWork(request, params);
    const { option_ids, revision } = await parseBody(request, SaveTestAnswerBody);
    const status = allowed(answerTest(work.status, assignment), 'The test is not in progress.');
    const questionId = pathId(params.questionId, 'question');
    const question = versionFor(assignment, work).questions.find((candidate) => candidate.id === questionId);
    if (!question) fail(404, 'not_found', 'The question was not found.');
    if (!option_ids.every((id) => question.options.some((option) => option.id === id))) {
      fail(422, 'validation_failed', 'The given data was invalid: option_ids.', { field: 'option_ids' });
    }
    const held = work.answers.map((answer) => ({ ...answer, revision: answer.revision ?? null }));
    const saved = keepAnswer(held, { question_id: questionId, option_ids, revision });
    if (saved.changed) {
      saveWork(work, status, {
        answers: saved.answers.map((answer) => ({ ...answer, text: null, points: null })),
      });
    }
    const { question_id, option_ids: kept, revision: keptRevision } = saved.kept;
    return { data: { question_id, option_ids: [...kept], revision: keptRevision ?? revision } };
  }),
];
