import type { Assignment, Course } from '@cabinet/api/model';
import { expect as baseExpect, type Locator, type Page, setPageNow, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './sign-in-helpers';
import {
  api,
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  pickChild,
  phoneEn,
  setScenario,
  switchUser,
} from './cabinet-page';

/**
 * Assigned tests: from the menu the student opens a group's test to
 * take on the platform, starts it after a confirmation, answers, reloads and finds the answers,
 * finishes and sees the score; a failing run shows "Sorry, you didn't pass the test!"; the deadline
 * passes mid-test: the answers saved by then are counted (one given offline is not, and the page
 * says so) and the teacher sees them with their score; a test held outside the platform is
 * information only; a parent sees a child's test read-only. Once, in one of the two variants (see
 * `variants`), with axe on every page.
 */

/** Pages load their parts on demand: on a busy machine a reload may take longer than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  uk: {
    groups: 'Групи',
    tasksTab: 'Призначені завдання',
    countdown: 'Залишилося часу до дедлайну',
    start: 'Розпочати тест',
    startTitle: 'Розпочати тест зараз?',
    startConfirm: 'Розпочати',
    questions: 'Запитання',
    question: (n: number, total: number) => `Запитання ${n} з ${total}`,
    answered: (n: number, total: number) => `Відповіли: ${n} з ${total}`,
    finish: 'Завершити тест',
    unansweredTitle: 'Завершити з запитаннями без відповіді?',
    keepAnswering: 'Продовжити відповідати',
    result: 'Результат',
    score: (score: number, max: number) => `${score} з ${max}`,
    passed: 'Вітаємо, ви склали тест!',
    failed: 'На жаль, ви не склали тест!',
    retake: 'Цей тест можна буде перескласти: викладач додасть перескладання.',
    yourAnswers: 'Ваші відповіді',
    outside: 'Як проходить тест',
    outsideWhere: /^Тест проходить поза платформою, на уроці \d+/,
    notStarted: 'Тест ще не розпочато.',
    parentPassed: 'Тест складено.',
    parentFailed: 'Тест не складено.',
    saved: 'Збережено',
    waiting: /^Ще не збережено/,
    handedIn: 'Дедлайн настав раніше, ніж ви завершили тест: зараховано відповіді, збережені до того часу.',
    leftBehind: '1 відповідь, дана на цьому пристрої, не дійшла до школи до здачі тесту й не зарахована.',
    works: 'Роботи студентів',
    incomplete: 'Не завершено',
    teacherHandedIn:
      'Школа здала тест у дедлайн з відповідями, які студент зберіг до того часу; бал нараховано за них.',
    answersOfStudent: 'Відповіді',
    right: /^Правильно/,
  },
  en: {
    groups: 'Groups',
    tasksTab: 'Assigned tasks',
    countdown: 'Time left until the deadline',
    start: 'Start the test',
    startTitle: 'Start the test now?',
    startConfirm: 'Start',
    questions: 'Questions',
    question: (n: number, total: number) => `Question ${n} of ${total}`,
    answered: (n: number, total: number) => `Answered ${n} of ${total}`,
    finish: 'Finish the test',
    unansweredTitle: 'Finish with unanswered questions?',
    keepAnswering: 'Keep answering',
    result: 'Result',
    score: (score: number, max: number) => `${score} of ${max}`,
    passed: 'Congratulations, you passed the test!',
    failed: "Sorry, you didn't pass the test!",
    retake: 'A retake of this test may follow: your teacher will add it.',
    yourAnswers: 'Your answers',
    outside: 'How the test is taken',
    outsideWhere: /^The test is taken outside the platform, at lesson \d+/,
    notStarted: 'The test has not been started yet.',
    parentPassed: 'The test is passed.',
    parentFailed: 'The test is not passed.',
    saved: 'Saved',
    waiting: /^Not saved yet/,
    handedIn: 'The deadline came before you finished the test: the answers saved by then were counted.',
    leftBehind:
      '1 answer given on this device did not reach the school before the test was handed in, and was not counted.',
    works: 'Students’ works',
    incomplete: 'Incomplete',
    teacherHandedIn:
      'Handed in by the school at the deadline with the answers the student had saved by then; the score is theirs.',
    answersOfStudent: 'Answers',
    right: /^Correct/,
  },
} as const;

/** The correct option of each seeded question (the mock school's question bank), by the question. */
const CORRECT: Record<string, string> = {
  'She ___ in Lviv since 2019.': 'has lived',
  'If I ___ more time, I would travel more.': 'had',
  'We ___ to the cinema last night.': 'went',
  'This is the ___ film I have ever seen.': 'best',
  'The letter ___ yesterday.': 'was sent',
  'He asked me where I ___.': 'lived',
  'You ___ wear a seatbelt in a car.': 'must',
  "I'm looking forward ___ you.": 'to seeing',
  'By next year she ___ her degree.': 'will have finished',
  'Choose the synonym of "huge".': 'enormous',
};

test.describe.configure({ timeout: 180_000 });

type ApiAssignment = Assignment;
type ApiCourse = Course;
type ApiWork = NonNullable<Assignment['work']>;
type ApiQuestion = { id: number; text: string; points: number; options: { id: number; text: string }[] };

const titleOf = (a: ApiAssignment, language: Language) =>
  language === 'en' ? a.title_en || a.title : a.title;

/** From the menu to the test's page: Groups → the group → Assigned tasks → the test's card. */
async function openTest(
  page: Page,
  {
    language,
    width,
    course,
    test: item,
    asParent = false,
  }: { language: Language; width: number; course: ApiCourse; test: ApiAssignment; asParent?: boolean },
) {
  const t = texts[language];
  await openFromMenu(page, language, width, t.groups);
  await expect(page.getByRole('heading', { level: 1, name: t.groups })).toBeVisible();
  // A parent first chooses whose groups to see; a student's list is their own.
  if (asParent && course.student) {
    const name = language === 'en' ? course.student.name_en || course.student.name : course.student.name;
    await pickChild(page, language, name);
  }
  await page.getByRole('link', { name: course.name, exact: true }).first().click();
  await page.getByRole('link', { name: t.tasksTab }).click();
  await expect(page.getByRole('link', { name: t.tasksTab })).toHaveAttribute('aria-current', 'page');
  const link = page
    .getByRole('link', { name: titleOf(item, language), exact: true })
    .and(page.locator(`a[href$="/assigned-tasks/test/${item.id}"]`));
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: titleOf(item, language) })).toBeVisible();
}

/** The demo student's group in progress and its test to take now (seeded not opened, on the platform). */
async function studentTest(page: Page) {
  const courses = await api<{ data: ApiCourse[] }>(page, '/api/v1/courses?kind=group&status=in_progress');
  for (const course of courses.data) {
    const list = await api<{ data: ApiAssignment[] }>(
      page,
      `/api/v1/courses/${course.id}/assignments?kind=test`,
    );
    const found = list.data.find((a) => a.platform === 'on' && a.work?.status === 'not_opened');
    if (found) return { course, test: found, tests: list.data };
  }
  throw new Error('The seed keeps a test for the demo student to take now');
}

/** Starts the test from its page: the confirmation first (a test with a deadline cannot be paused). */
async function startTest(page: Page, language: Language) {
  const t = texts[language];
  await expect(page.getByRole('timer', { name: t.countdown })).toBeVisible();
  await page.getByRole('button', { name: t.start }).click();
  const dialog = page.getByRole('dialog', { name: t.startTitle });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t.startConfirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: t.questions })).toBeFocused();
}

/** The test's questions as the student sees them (in their order), read after the start. */
async function questionsOf(page: Page, assignmentId: number): Promise<ApiQuestion[]> {
  const answer = await api<{ data: { questions: ApiQuestion[] } }>(
    page,
    `/api/v1/assignments/${assignmentId}`,
  );
  return answer.data.questions;
}

/** The question's group on the page, by its legend ("Question 2 of 5 ..."). */
const groupOf = (page: Page, language: Language, index: number, total: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^${texts[language].question(index + 1, total)}\\b`) });

/** The option to choose: the right one (the seeded question bank's answer), or any other. */
function optionFor(question: ApiQuestion, right: boolean): string {
  const correct = CORRECT[question.text];
  if (!correct) throw new Error(`No known answer for "${question.text}"`);
  const option = right ? correct : question.options.find((o) => o.text !== correct)?.text;
  return option ?? correct;
}

async function answer(
  page: Page,
  language: Language,
  questions: ApiQuestion[],
  indexes: number[],
  right: boolean,
) {
  for (const index of indexes) {
    const question = questions[index] as ApiQuestion;
    const group = groupOf(page, language, index, questions.length);
    await group.getByRole('radio', { name: optionFor(question, right), exact: true }).check();
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

const { language, width, height } = phoneEn;
const t = texts[language];

test.describe(`assigned tests (${language}, ${width} px)`, () => {
  test.use({ viewport: { width, height } });

  test('the student starts the test, answers, reloads and finds the answers, finishes and passes', async ({
    page,
  }) => {
    await signIn(page, 'student@demo.school', { language });
    const { course, test: item } = await studentTest(page);
    await openTest(page, { language, width, course, test: item });
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await startTest(page, language);

    const questions = await questionsOf(page, item.id);
    const total = questions.length;
    const half = Math.ceil(total / 2);
    await answer(page, language, questions, range(0, half), true);
    await expect(page.getByText(t.answered(half, total))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // A reload mid-test finds the answers chosen so far.
    await page.reload();
    await expect(page.getByText(t.answered(half, total))).toBeVisible();
    for (const index of range(0, half)) {
      const option = optionFor(questions[index] as ApiQuestion, true);
      await expect(
        groupOf(page, language, index, total).getByRole('radio', { name: option, exact: true }),
      ).toBeChecked();
    }

    // Finishing with questions left asks first; keep answering, then finish with all answered.
    await page.getByRole('button', { name: t.finish }).click();
    const confirm = page.getByRole('dialog', { name: t.unansweredTitle });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: t.keepAnswering }).click();
    await expect(confirm).toBeHidden();
    await answer(page, language, questions, range(half, total), true);
    await expect(page.getByText(t.answered(total, total))).toBeVisible();
    await page.getByRole('button', { name: t.finish }).click();

    await expect(page.getByRole('heading', { level: 3, name: t.result })).toBeFocused();
    const max = item.max_score ?? 0;
    await expect(page.getByText(t.score(max, max), { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t.passed);
    await expect(page.getByRole('heading', { level: 3, name: t.yourAnswers })).toBeVisible();
    await expect(page.getByRole('button', { name: t.finish })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The finished test keeps its result after a reload, and the answers are no longer on the device.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(t.passed);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('testAnswers:')),
    );
    expect(kept).toEqual([]);
  });

  test('a failing run shows "Sorry, you didn\'t pass the test!"', async ({ page }) => {
    await signIn(page, 'student@demo.school', { language });
    const { course, test: item } = await studentTest(page);
    await openTest(page, { language, width, course, test: item });
    await startTest(page, language);
    const questions = await questionsOf(page, item.id);
    await answer(page, language, questions, range(0, questions.length), false);
    await page.getByRole('button', { name: t.finish }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.result })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t.failed);
    await expect(page.getByText(t.score(0, item.max_score ?? 0), { exact: true })).toBeVisible();
    await expect(page.getByText(t.retake)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('the deadline passes mid-test: the answers saved by then are counted, and the teacher sees them', async ({
    page,
  }) => {
    await signIn(page, 'student@demo.school', { language });
    const { course, test: item } = await studentTest(page);
    const me = (await api<{ data: { id: number } }>(page, '/api/v1/cabinet-user')).data.id;
    // The teacher brings the test's deadline to three minutes from now.
    const teacher = await api<{ token: string }>(page, '/api/v1/cabinet-auth', {
      method: 'POST',
      body: { email: 'teacher@demo.school', password: 'Demo1234', userAgent: 'e2e' },
    });
    const deadline = (await page.evaluate(() => Date.now())) + 3 * 60_000;
    await api(page, `/api/v1/assignments/${item.id}`, {
      method: 'PATCH',
      body: { deadline: new Date(deadline).toISOString() },
      token: teacher.token,
    });
    await openTest(page, { language, width, course, test: item });
    await startTest(page, language);

    // Two answers reach the school as they are given; the third is given without a connection.
    const questions = await questionsOf(page, item.id);
    const total = questions.length;
    await answer(page, language, questions, [0, 1], true);
    for (const index of [0, 1]) {
      await expect(groupOf(page, language, index, total).getByText(t.saved, { exact: true })).toBeVisible();
    }
    await setScenario(page, { offline: true });
    await answer(page, language, questions, [2], true);
    await expect(groupOf(page, language, 2, total).getByText(t.waiting)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The deadline passes; the connection returns: the page shows what the school counted.
    await setPageNow(page, deadline + 60_000);
    await setScenario(page, { offline: false });
    await expect(page.getByRole('heading', { level: 3, name: t.result })).toBeVisible();
    await expect(page.getByText(t.handedIn)).toBeVisible();
    await expect(page.getByText(t.leftBehind)).toBeVisible();
    const points = questions.reduce((sum, q) => sum + q.points, 0);
    const earned = (questions[0]?.points ?? 0) + (questions[1]?.points ?? 0);
    const max = item.max_score ?? 0;
    const score = Math.round((earned / points) * max);
    await expect(page.getByText(t.score(score, max), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: t.yourAnswers })).toBeVisible();
    await expect(page.getByText(t.right)).toHaveCount(2);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('testOutbox:')),
    );
    expect(kept).toEqual([]);

    // The teacher opens the student's work from the menu: incomplete, with the answers and the score.
    await switchUser(page, language, 'teacher@demo.school');
    const rows = await api<{
      data: { student: { id: number; name: string; name_en: string | null }; score: number | null }[];
    }>(page, `/api/v1/assignments/${item.id}/work`);
    const row = rows.data.find((candidate) => candidate.student.id === me);
    if (!row) throw new Error("The teacher's list holds the student's work");
    expect(row.score).toBe(score);
    const name = row.student.name_en || row.student.name;
    await openFromMenu(page, language, width, t.groups);
    await page.getByRole('link', { name: course.name, exact: true }).first().click();
    await page.getByRole('link', { name: t.tasksTab }).click();
    await page
      .getByRole('link', { name: titleOf(item, language), exact: true })
      .first()
      .click();
    const works = page.getByRole('region', { name: t.works });
    await works.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('main').getByText(t.incomplete, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t.teacherHandedIn)).toBeVisible();
    await expect(page.getByText(new RegExp(`^${t.score(score, max)} \\(`))).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: t.answersOfStudent })).toBeVisible();
    await expect(page.getByText(t.right)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('a test outside the platform is shown as information', async ({ page }) => {
    await signIn(page, 'student@demo.school', { language });
    const { course, tests } = await studentTest(page);
    const outside = tests.find((a) => a.platform === 'outside' && a.work !== null);
    if (!outside) throw new Error('The seed keeps a test outside the platform in the group');
    await openTest(page, { language, width, course, test: outside });
    await expect(page.getByRole('heading', { level: 3, name: t.outside })).toBeVisible();
    await expect(page.getByText(t.outsideWhere)).toBeVisible();
    await expect(page.getByRole('button', { name: t.start })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test("the parent sees a child's test read-only", async ({ page }) => {
    await signIn(page, 'parent@demo.school', { language });
    const courses = await api<{ data: ApiCourse[] }>(page, '/api/v1/courses?kind=group');
    let found: { course: ApiCourse; test: ApiAssignment } | undefined;
    for (const course of courses.data) {
      const list = await api<{ data: ApiAssignment[] }>(
        page,
        `/api/v1/courses/${course.id}/assignments?kind=test&student_id=${course.student?.id}`,
      );
      const scored = list.data.find((a) => a.platform === 'on' && a.work?.score !== null && a.work !== null);
      const open = list.data.find((a) => a.platform === 'on' && a.work?.status === 'not_opened');
      const chosen = scored ?? open;
      if (chosen) {
        found = { course, test: chosen };
        break;
      }
    }
    if (!found) throw new Error('The seed gives the children tests on the platform');
    await openTest(page, { language, width, ...found, asParent: true });
    const work = found.test.work as ApiWork;
    if (work.score !== null) {
      await expect(page.getByRole('heading', { level: 3, name: t.result })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(work.passed ? t.parentPassed : t.parentFailed);
    } else {
      await expect(page.getByText(t.notStarted)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: t.start })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.finish })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
