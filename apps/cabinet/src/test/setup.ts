import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLanguage, loadPageTexts } from '../i18n';

beforeAll(async () => {
  await Promise.all([
    loadPageTexts('account'),
    loadPageTexts('teaching'),
    loadPageTexts('individualTeaching'),
    loadPageTexts('lessonTeaching'),
    loadPageTexts('assignmentAuthoring'),
    loadPageTexts('teacherClubs'),
    loadPageTexts('teacherStudents'),
    loadPageTexts('certificateIssuing'),
    loadPageTexts('assignments'),
    loadPageTexts('designSystemDomain'),
    loadPageTexts('dev'),
    loadPageTexts('apiErrors'),
    loadPageTexts('clubs'),
    loadPageTexts('checkout'),
    loadPageTexts('catalogue'),
    loadPageTexts('courses'),
    loadPageTexts('certificates'),
    loadPageTexts('feedback'),
    loadPageTexts('learning'),
    loadPageTexts('tests'),
    loadPageTexts('handbook'),
    loadPageTexts('teacherFeedback'),
    loadPageTexts('teacherCalendar'),
    loadPageTexts('statistics'),
    loadPageTexts('substitutions'),
  ]);
  await Promise.all([loadLanguage('uk'), loadLanguage('en')]);
});
afterEach(() => cleanup());
