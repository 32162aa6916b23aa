import type { TestQuestion } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  answerInputs,
  answeredCount,
  answersLeftBehind,
  resultLine,
  siblingTestPath,
  testStage,
  unansweredNumbers,
} from './test-rules';

const question = (id: number, optionIds: number[], multiple = false): TestQuestion => ({
  id,
  text: `Question ${id}`,
  options: optionIds.map((optionId) => ({ id: optionId, text: `Option ${optionId}` })),
  multiple,
  points: 1,
  correct_option_ids: null,
});
const questions = [question(1, [1, 2, 3]), question(2, [4, 5, 6], true), question(3, [7, 8])];

describe('answered and unanswered questions', () => {
  it('counts a question answered when one of its own options is chosen', () => {
    const answers = { '1': [2], '2': [], '3': [99] };
    expect(answeredCount(questions, answers)).toBe(1);
    expect(unansweredNumbers(questions, answers)).toEqual([2, 3]);
  });

  it('numbers the unanswered questions in the student’s order, from 1', () => {
    expect(unansweredNumbers([questions[2]!, questions[0]!], { '1': [1] })).toEqual([1]);
    expect(unansweredNumbers(questions, {})).toEqual([1, 2, 3]);
  });
});

describe('the answers sent to finish the test', () => {
  it('leaves out unanswered questions and options not in the question', () => {
    expect(answerInputs(questions, { '1': [3], '2': [4, 6, 42], '3': [] })).toEqual([
      { question_id: 1, option_ids: [3] },
      { question_id: 2, option_ids: [4, 6] },
    ]);
  });

  it('with revisions, each answer carries its own and a question cleared on the device is sent empty', () => {
    expect(answerInputs(questions, { '1': [3], '2': [] }, { 1: 10, 2: 12 })).toEqual([
      { question_id: 1, option_ids: [3], revision: 10 },
      { question_id: 2, option_ids: [], revision: 12 },
    ]);
  });

  it('sends one option for a one-answer question, each option once for a several-answer one', () => {
    expect(answerInputs(questions, { '1': [1, 2], '2': [5, 5] })).toEqual([
      { question_id: 1, option_ids: [1] },
      { question_id: 2, option_ids: [5] },
    ]);
  });
});

describe('answers left behind on the device', () => {
  it('are the waiting answers the school does not hold as given', () => {
    const counted = {
      answers: [
        { question_id: 1, option_ids: [2], text: null, points: 1, revision: 3 },
        { question_id: 2, option_ids: [4, 5], text: null, points: 0, revision: 4 },
      ],
    };
    expect(answersLeftBehind({ '1': [2], '2': [5, 4] }, counted)).toBe(0);
    expect(answersLeftBehind({ '1': [3], '3': [7], '4': [] }, counted)).toBe(2);
    expect(answersLeftBehind({}, counted)).toBe(0);
  });
});

describe('resultLine', () => {
  it('is failed below the pass mark, passed from it, nothing before a score', () => {
    expect(resultLine({ score: 5, passed: false })).toBe('failed');
    expect(resultLine({ score: 6, passed: true })).toBe('passed');
    expect(resultLine({ score: null, passed: null })).toBeNull();
  });
});

describe('testStage', () => {
  const on = { platform: 'on' as const };
  const work = (
    status: Parameters<typeof testStage>[1]['status'],
    can_edit = true,
    score: number | null = null,
  ) => ({
    status,
    can_edit,
    score,
  });

  it('a student starts a test not started and answers one in progress', () => {
    expect(testStage(on, work('not_opened'), false)).toBe('start');
    expect(testStage(on, work('not_written'), false)).toBe('start');
    expect(testStage(on, work('in_progress'), false)).toBe('taking');
  });

  it('a parent never starts or answers: the status instead', () => {
    expect(testStage(on, work('not_written'), true)).toBe('status');
    expect(testStage(on, work('in_progress'), true)).toBe('status');
  });

  it('a scored test shows its result to both; missed and incomplete show their status', () => {
    expect(testStage(on, work('completed', false, 8), false)).toBe('result');
    expect(testStage(on, work('completed', false, 8), true)).toBe('result');
    expect(testStage(on, work('test_missed', false), false)).toBe('status');
    expect(testStage(on, work('incomplete', false), false)).toBe('status');
  });

  it('a test handed in at the deadline with a score shows its result', () => {
    expect(testStage(on, work('incomplete', false, 4), false)).toBe('result');
    expect(testStage(on, work('incomplete', false, 4), true)).toBe('result');
  });

  it('a test outside the platform is information, whatever its status', () => {
    expect(testStage({ platform: 'outside' }, work('not_opened', false), false)).toBe('outside');
    expect(testStage({ platform: 'outside' }, work('completed', false, 15), true)).toBe('outside');
  });

  it('something that is not a test on the platform is never started', () => {
    expect(testStage({ platform: null }, work('not_written'), false)).toBe('status');
  });
});

describe('siblingTestPath', () => {
  it('puts the other test’s id in place of this one at the end of the address', () => {
    expect(siblingTestPath('/student/groups/1/assigned-tasks/test/41', 41, 57)).toBe(
      '/student/groups/1/assigned-tasks/test/57',
    );
    expect(siblingTestPath('/parent/individuals/31/assigned-tasks/test/41/', 41, 7)).toBe(
      '/parent/individuals/31/assigned-tasks/test/7',
    );
  });

  it('is null when the address does not end with this test’s id', () => {
    expect(siblingTestPath('/student/groups/1/assigned-tasks/test/141', 41, 57)).toBeNull();
  });
});
