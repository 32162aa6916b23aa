import type { DosProgress } from '@cabinet/api/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts } from '../../i18n';
import { dosFeedbackChart, dosRecordsChart } from './dos-charts';

beforeAll(async () => {
  for (const language of ['uk', 'en']) {
    await i18n.changeLanguage(language);
    await loadPageTexts('progress');
  }
});

const en = i18n.getFixedT('en', 'progress');
const uk = i18n.getFixedT('uk', 'progress');
const names = {
  teacher: (teacher: { name: string; name_en: string | null }) => teacher.name_en ?? teacher.name,
  feedbackStatus: (status: string) => `F:${status}`,
  recordStatus: (status: string) => `R:${status}`,
};

const person = (id: number, name: string, nameEn: string | null) => ({ id, name, name_en: nameEn });
const feedback = (counts: Partial<Record<string, number>>) => ({
  not_written: 0,
  in_progress: 0,
  need_review: 0,
  in_review: 0,
  need_edit: 0,
  sent: 0,
  ...counts,
});
const records = (counts: Partial<Record<string, number>>) => ({
  in_progress: 0,
  in_review: 0,
  need_revision: 0,
  verified: 0,
  ...counts,
});

/** Three teachers, small enough to count by hand; the third has records only. */
const progress = {
  teachers: [
    {
      teacher: person(3, 'Ірина Бондар', 'Iryna Bondar'),
      feedback: feedback({
        not_written: 2,
        in_progress: 1,
        need_review: 3,
        in_review: 1,
        need_edit: 1,
        sent: 4,
      }),
      statistics: records({ in_progress: 4, in_review: 3, need_revision: 2, verified: 1 }),
    },
    {
      teacher: person(5, 'Олег Коваль', null),
      feedback: feedback({ need_review: 5, sent: 2 }),
      statistics: records({ in_review: 1, verified: 6 }),
    },
    {
      teacher: person(8, 'Марта Лис', 'Marta Lys'),
      feedback: feedback({}),
      statistics: records({ in_review: 3 }),
    },
  ],
  teachers_total: 3,
} as unknown as DosProgress;

describe("the director of studies' charts", () => {
  it('stacks each teacher’s feedback by status, leaving out a teacher without any', () => {
    const chart = dosFeedbackChart(progress, en, names);
    expect(chart.categories).toEqual(['Iryna Bondar', 'Олег Коваль']);
    expect(chart.series.map((one) => [one.label, one.data])).toEqual([
      ['F:not_written', [2, 0]],
      ['F:in_progress', [1, 0]],
      ['F:need_review', [3, 5]],
      ['F:in_review', [1, 0]],
      ['F:need_edit', [1, 0]],
      ['F:sent', [4, 2]],
    ]);
    // 12 + 7 = 19 in all; waiting: 3 + 1 + 5 = 9, of which Олег Коваль's 5 are the most.
    expect(chart.summary).toBe(
      'Module feedback: 19 (teachers: 2); 6 sent, 9 waiting for review, 2 not written yet. The most waiting for review: Олег Коваль, 5.',
    );
    expect(dosFeedbackChart(progress, uk, names).summary).toBe(
      'Фідбек за модулями: 19 (викладачів: 2); надіслано — 6, чекають на перевірку — 9, ще не написано — 2. Найбільше чекає на перевірку: Олег Коваль, 5.',
    );
  });

  it('stacks each teacher’s records by status and names the first of those with the most in review', () => {
    const chart = dosRecordsChart(progress, en, names);
    expect(chart.categories).toEqual(['Iryna Bondar', 'Олег Коваль', 'Marta Lys']);
    expect(chart.series.map((one) => one.data)).toEqual([
      [4, 0, 0],
      [3, 1, 3],
      [2, 0, 0],
      [1, 6, 0],
    ]);
    // 10 + 7 + 3 = 20; in review 3 + 1 + 3 = 7: Iryna and Marta have 3 each, Iryna comes first.
    expect(chart.summary).toBe(
      'Statistics records: 20 (teachers: 3); 7 in review, 2 need revision, 7 verified, 4 in progress. The most in review: Iryna Bondar, 3.',
    );
  });

  it('says when the school left teachers out, and when there is nothing to show', () => {
    const more = { ...progress, teachers_total: 612 };
    expect(dosRecordsChart(more, en, names).summary).toMatch(/ Shown: the first 3 of 612 teachers\.$/);
    const empty = { teachers: [], teachers_total: 0 };
    expect(dosFeedbackChart(empty, en, names).summary).toBe('No teacher has module feedback yet.');
    expect(dosRecordsChart(empty, en, names).summary).toBe('No teacher has statistics records yet.');
    expect(dosFeedbackChart(empty, en, names).categories).toEqual([]);
  });

  it('names no teacher when nothing waits for review', () => {
    const sentOnly = {
      teachers: [{ ...progress.teachers[1]!, feedback: feedback({ sent: 3 }) }],
      teachers_total: 1,
    } as DosProgress;
    expect(dosFeedbackChart(sentOnly, en, names).summary).toBe(
      'Module feedback: 3 (teachers: 1); 3 sent, 0 waiting for review, 0 not written yet.',
    );
  });
});
