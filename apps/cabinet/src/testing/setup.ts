import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, loadLanguage, loadPageTexts } from '../i18n';

// Test files share a worker and its page: each file starts with empty storage and no cookies, and
// with waits that hold on a busy machine (a file may ask for longer ones).
configure({ asyncUtilTimeout: 5_000 });
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

// The texts load once per worker (loaded namespaces are kept); every file starts in Ukrainian.
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
  await i18n.changeLanguage('uk');
  document.documentElement.lang = 'uk';
});
afterEach(() => cleanup());
