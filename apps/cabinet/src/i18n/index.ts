import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const APP_LANGUAGE_KEY = 'appLanguage';
export type AppLanguage = 'uk' | 'en';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(APP_LANGUAGE_KEY);
/** The stored choice, otherwise Ukrainian. */
export const initialLanguage: AppLanguage = stored === 'en' || stored === 'uk' ? stored : 'uk';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'auth', DS_NAMESPACE],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Each language's texts are a chunk of their own: a page loads only the language it shows. */
const bundles: Record<AppLanguage, () => Promise<Record<string, object>>> = {
  uk: async () => {
    const [common, auth, ds] = await Promise.all([
      import('./locales/uk/common.json'),
      import('./locales/uk/auth.json'),
      import('@cabinet/design-system/i18n/uk'),
    ]);
    return { common: common.default, auth: auth.default, [DS_NAMESPACE]: ds.dsUk };
  },
  en: async () => {
    const [common, auth, ds] = await Promise.all([
      import('./locales/en/common.json'),
      import('./locales/en/auth.json'),
      import('@cabinet/design-system/i18n/en'),
    ]);
    return { common: common.default, auth: auth.default, [DS_NAMESPACE]: ds.dsEn };
  },
};

type Texts = Record<string, unknown>;
type TextGroup = { namespace: string; load: Record<AppLanguage, () => Promise<Texts>> };

/** Texts of a group of pages, loaded with those pages rather than at start. */
const pageTexts = {
  account: {
    namespace: 'account',
    load: {
      uk: () => import('./locales/uk/account.json').then((m) => m.default),
      en: () => import('./locales/en/account.json').then((m) => m.default),
    },
  },
  /** The messages of the API's error codes, for every page that calls the learning API. */
  apiErrors: {
    namespace: 'apiErrors',
    load: {
      uk: () => import('./locales/uk/apiErrors.json').then((m) => m.default),
      en: () => import('./locales/en/apiErrors.json').then((m) => m.default),
    },
  },
  /** The public course catalogue: audiences, filters, group pages, the registration request. */
  catalogue: {
    namespace: 'catalogue',
    load: {
      uk: () => import('./locales/uk/catalogue.json').then((m) => m.default),
      en: () => import('./locales/en/catalogue.json').then((m) => m.default),
    },
  },
  /** Clubs of the student and of the parent's children. */
  clubs: {
    namespace: 'clubs',
    load: {
      uk: () => import('./locales/uk/clubs.json').then((m) => m.default),
      en: () => import('./locales/en/clubs.json').then((m) => m.default),
    },
  },
  /** The student's and parent's course views: lists, general, schedule, lesson, summary, catch-ups. */
  courses: {
    namespace: 'courses',
    load: {
      uk: () => import('./locales/uk/courses.json').then((m) => m.default),
      en: () => import('./locales/en/courses.json').then((m) => m.default),
    },
  },
  /** Checkout of an order and its success page. */
  checkout: {
    namespace: 'checkout',
    load: {
      uk: () => import('./locales/uk/checkout.json').then((m) => m.default),
      en: () => import('./locales/en/checkout.json').then((m) => m.default),
    },
  },
  /** The mock school's developer panels (mock mode only). */
  dev: {
    namespace: 'dev',
    load: {
      uk: () => import('./locales/uk/dev.json').then((m) => m.default),
      en: () => import('./locales/en/dev.json').then((m) => m.default),
    },
  },
  /** The frame of a student's or parent's course pages: titles, tabs and crumbs. */
  learning: {
    namespace: 'learning',
    load: {
      uk: () => import('./locales/uk/learning.json').then((m) => m.default),
      en: () => import('./locales/en/learning.json').then((m) => m.default),
    },
  },
  /** A course's assigned tasks and tests, and the task page (the student's answer, the parent's view). */
  assignments: {
    namespace: 'assignments',
    load: {
      uk: () => import('./locales/uk/assignments.json').then((m) => m.default),
      en: () => import('./locales/en/assignments.json').then((m) => m.default),
    },
  },
  /** Course certificates: the profile's list, the certificate tab of a course. */
  certificates: {
    namespace: 'certificates',
    load: {
      uk: () => import('./locales/uk/certificates.json').then((m) => m.default),
      en: () => import('./locales/en/certificates.json').then((m) => m.default),
    },
  },
  /** A student's module and course feedback, as the parent reads it. */
  feedback: {
    namespace: 'feedback',
    load: {
      uk: () => import('./locales/uk/feedback.json').then((m) => m.default),
      en: () => import('./locales/en/feedback.json').then((m) => m.default),
    },
  },
  /**
   * The teacher's statistics and salary: the month's breakdown and records, the record form,
   * sending for review; the director of studies' review of the teachers' records.
   */
  statistics: {
    namespace: 'statistics',
    load: {
      uk: () => import('./locales/uk/statistics.json').then((m) => m.default),
      en: () => import('./locales/en/statistics.json').then((m) => m.default),
    },
  },
  /** The director of studies' late cancellations: the lessons to mark and those marked. */
  lateCancellations: {
    namespace: 'lateCancellations',
    load: {
      uk: () => import('./locales/uk/lateCancellations.json').then((m) => m.default),
      en: () => import('./locales/en/lateCancellations.json').then((m) => m.default),
    },
  },
  /** The teacher's module feedback of a group and the director of studies' review of it. */
  teacherFeedback: {
    namespace: 'teacherFeedback',
    load: {
      uk: () => import('./locales/uk/teacherFeedback.json').then((m) => m.default),
      en: () => import('./locales/en/teacherFeedback.json').then((m) => m.default),
    },
  },
  /** The teacher's calendar: its views, toolbar and items. */
  teacherCalendar: {
    namespace: 'teacherCalendar',
    load: {
      uk: () => import('./locales/uk/teacherCalendar.json').then((m) => m.default),
      en: () => import('./locales/en/teacherCalendar.json').then((m) => m.default),
    },
  },
  /** The teacher's substitutions: the requests offered to them and their own, a new request. */
  substitutions: {
    namespace: 'substitutions',
    load: {
      uk: () => import('./locales/uk/substitutions.json').then((m) => m.default),
      en: () => import('./locales/en/substitutions.json').then((m) => m.default),
    },
  },
  /** The teachers' handbook: its categories and a category's cards. */
  handbook: {
    namespace: 'handbook',
    load: {
      uk: () => import('./locales/uk/handbook.json').then((m) => m.default),
      en: () => import('./locales/en/handbook.json').then((m) => m.default),
    },
  },
  /** An assigned test: its information, taking it on the platform, its result. */
  tests: {
    namespace: 'tests',
    load: {
      uk: () => import('./locales/uk/tests.json').then((m) => m.default),
      en: () => import('./locales/en/tests.json').then((m) => m.default),
    },
  },
  /** The entry (placement) test: choosing a test, its parts, taking them, the result. */
  placementTests: {
    namespace: 'placementTests',
    load: {
      uk: () => import('./locales/uk/placementTests.json').then((m) => m.default),
      en: () => import('./locales/en/placementTests.json').then((m) => m.default),
    },
  },
  /** The corporate placement test: the employee's, the manager's and the corporate teacher's pages. */
  paidPretests: {
    namespace: 'paidPretests',
    load: {
      uk: () => import('./locales/uk/paidPretests.json').then((m) => m.default),
      en: () => import('./locales/en/paidPretests.json').then((m) => m.default),
    },
  },
  /** The corporate manager's employees: the list, adding, deactivating and restoring, an employee's learning. */
  companyStudents: {
    namespace: 'companyStudents',
    load: {
      uk: () => import('./locales/uk/companyStudents.json').then((m) => m.default),
      en: () => import('./locales/en/companyStudents.json').then((m) => m.default),
    },
  },
  /** The corporate manager's payment statistics: payments, the prepaid balance by month, colleagues. */
  companyStatistics: {
    namespace: 'companyStatistics',
    load: {
      uk: () => import('./locales/uk/companyStatistics.json').then((m) => m.default),
      en: () => import('./locales/en/companyStatistics.json').then((m) => m.default),
    },
  },
  /** The corporate manager's placement tests: the prepaid checks, assigning tests, the employees' results. */
  managerPretests: {
    namespace: 'managerPretests',
    load: {
      uk: () => import('./locales/uk/managerPretests.json').then((m) => m.default),
      en: () => import('./locales/en/managerPretests.json').then((m) => m.default),
    },
  },
  /** The corporate teacher's paid tests to check: the writing, the interview and their feedback. */
  teacherPretests: {
    namespace: 'teacherPretests',
    load: {
      uk: () => import('./locales/uk/teacherPretests.json').then((m) => m.default),
      en: () => import('./locales/en/teacherPretests.json').then((m) => m.default),
    },
  },
  /** A lesson of a teacher's course: its summary with attendance, notes, Zoom details, substitution. */
  lessonTeaching: {
    namespace: 'lessonTeaching',
    load: {
      uk: () => import('./locales/uk/lessonTeaching.json').then((m) => m.default),
      en: () => import('./locales/en/lessonTeaching.json').then((m) => m.default),
    },
  },
  /** A teacher's individual courses and a substitute's view of them; an individual course's feedback. */
  individualTeaching: {
    namespace: 'individualTeaching',
    load: {
      uk: () => import('./locales/uk/individualTeaching.json').then((m) => m.default),
      en: () => import('./locales/en/individualTeaching.json').then((m) => m.default),
    },
  },
  /** The teacher's group and individual course pages: lists, general and feed, schedule, lessons, students, summary, catch-ups. */
  teaching: {
    namespace: 'teaching',
    load: {
      uk: () => import('./locales/uk/teaching.json').then((m) => m.default),
      en: () => import('./locales/en/teaching.json').then((m) => m.default),
    },
  },
  /** The teacher's assigned tasks and tests: writing and editing them, appointing a test, the students' table, reviewing a work. */
  assignmentAuthoring: {
    namespace: 'assignmentAuthoring',
    load: {
      uk: () => import('./locales/uk/assignmentAuthoring.json').then((m) => m.default),
      en: () => import('./locales/en/assignmentAuthoring.json').then((m) => m.default),
    },
  },
  /** The clubs a teacher leads: upcoming and archived, a club's summary with attendance, notes and Zoom details. */
  teacherClubs: {
    namespace: 'teacherClubs',
    load: {
      uk: () => import('./locales/uk/teacherClubs.json').then((m) => m.default),
      en: () => import('./locales/en/teacherClubs.json').then((m) => m.default),
    },
  },
  /** The teacher's students: the list with search, a student's page. */
  teacherStudents: {
    namespace: 'teacherStudents',
    load: {
      uk: () => import('./locales/uk/teacherStudents.json').then((m) => m.default),
      en: () => import('./locales/en/teacherStudents.json').then((m) => m.default),
    },
  },
  /** Issuing a group's certificates: the eligibility table, generating them, no certificate with a reason. */
  certificateIssuing: {
    namespace: 'certificateIssuing',
    load: {
      uk: () => import('./locales/uk/certificateIssuing.json').then((m) => m.default),
      en: () => import('./locales/en/certificateIssuing.json').then((m) => m.default),
    },
  },
  /** A TYLT group's course tasks: the tutor's cards, table, review and certificates; the trainee's rounds. */
  courseTasks: {
    namespace: 'courseTasks',
    load: {
      uk: () => import('./locales/uk/courseTasks.json').then((m) => m.default),
      en: () => import('./locales/en/courseTasks.json').then((m) => m.default),
    },
  },
  /** Teacher-training events: the lists, an event's info, video and certificate with its test. */
  events: {
    namespace: 'events',
    load: {
      uk: () => import('./locales/uk/events.json').then((m) => m.default),
      en: () => import('./locales/en/events.json').then((m) => m.default),
    },
  },
  /** Video courses: the library, a course's tabs and player, subscriptions and the survey. */
  videoCourses: {
    namespace: 'videoCourses',
    load: {
      uk: () => import('./locales/uk/videoCourses.json').then((m) => m.default),
      en: () => import('./locales/en/videoCourses.json').then((m) => m.default),
    },
  },
  /** The design system's statuses, cards, offers and modals: every signed-in page may show them. */
  designSystemDomain: {
    namespace: DS_NAMESPACE,
    load: {
      uk: () => import('@cabinet/design-system/i18n/uk-domain').then((m) => m.dsUkDomain),
      en: () => import('@cabinet/design-system/i18n/en-domain').then((m) => m.dsEnDomain),
    },
  },
} satisfies Record<string, TextGroup>;
export type PageNamespace = keyof typeof pageTexts;
const wanted = new Set<PageNamespace>();
const loaded = new Set<string>();

async function addPageNamespace(group: PageNamespace, language: AppLanguage) {
  const key = `${group}:${language}`;
  if (loaded.has(key)) return;
  const { namespace, load } = pageTexts[group];
  i18n.addResourceBundle(language, namespace, await load[language](), true, true);
  loaded.add(key);
}

/** Loads a group of pages' texts in the current language, and in every language chosen later. */
export async function loadPageTexts(namespace: PageNamespace): Promise<void> {
  wanted.add(namespace);
  await addPageNamespace(namespace, i18n.language === 'en' ? 'en' : 'uk');
}

/** Loads a language's texts once, with the page texts already in use. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const namespaces = await bundles[language]();
    for (const [namespace, resources] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, resources, true, true);
    }
  }
  await Promise.all([...wanted].map((namespace) => addPageNamespace(namespace, language)));
}

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyLanguage(initialLanguage);

/** Switches the interface language and remembers it under `appLanguage`. */
export async function setAppLanguage(language: AppLanguage): Promise<void> {
  localStorage.setItem(APP_LANGUAGE_KEY, language);
  await loadLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
