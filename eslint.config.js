// Lint: TypeScript, React hooks, accessibility of JSX, and the import boundaries of the design.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const app = './apps/cabinet/src';
const folders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

/**
 * The features one feature may import, each with why; any other import between features is an
 * error, and a feature folder missing here imports no other feature. The edges form no cycle: a
 * feature that serves several others sits below them, and what belongs to none moves to shared/.
 */
const featureEdges = {
  'assignment-authoring': {
    assignments: 'a teacher edits and reviews the tasks a student reads: the same items, files and comments',
    'assignment-tests': "a teacher reviews a test's answers with the student's answer sheet",
  },
  'certificate-issuing': { certificates: 'issuing shows the certificate card and its rules' },
  'course-feedback-writing': {
    feedback: 'the writer previews the course feedback card a student reads',
    'feedback-writing': "course feedback follows the module feedback's writing rules",
  },
  'course-pages': {
    assignments: "a course's task and assigned-task sections",
    certificates: "a course's certificate section",
    children: "a parent's course pages name the child",
    'course-tasks': "a trainee's course task sections",
    courses: "a course's general, schedule, lesson, summary and catch-up sections",
    feedback: "a parent's feedback section",
    'assignment-tests': "a course's test section",
  },
  'course-tasks': {
    assignments: 'a course task is answered with the answer files of a task',
    courses: 'course tasks are listed by the course parts',
  },
  'feedback-writing': { feedback: 'the writer previews the module feedback card a student reads' },
  'lesson-teaching': {
    'assignment-authoring': "a lesson's page lists the tasks given at it, editable",
    assignments: 'a lesson takes files as the tasks do',
    'course-pages': "a lesson's page stands in its course's frame",
    courses: 'a lesson is named by its course and part',
    substitutions: 'a lesson asks for a substitute',
  },
  teaching: {
    'assignment-authoring': "a course view's assigned-task pages",
    assignments: 'task names',
    'certificate-issuing': "a group's certificates tab",
    'course-pages': "a course view's frame",
    'course-tasks': "a training group's course-task pages",
    courses: "a course view's cards, feed, schedule and parts",
    feedback: "a group's feedback tab",
    'feedback-writing': "a course view's feedback pages",
    'lesson-teaching': "a course view's lesson page",
  },
};

// A loop among the allowed edges would make two features one: the config refuses to load.
const settled = new Set();
const visit = (feature, trail) => {
  if (trail.includes(feature)) throw new Error(`featureEdges loop: ${[...trail, feature].join(' -> ')}`);
  if (settled.has(feature)) return;
  for (const other of Object.keys(featureEdges[feature] ?? {})) visit(other, [...trail, feature]);
  settled.add(feature);
};
Object.keys(featureEdges).forEach((feature) => visit(feature, []));

const featureZones = folders(`${app}/features`).map((feature) => {
  const allowed = Object.keys(featureEdges[feature] ?? {});
  return {
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
    message: allowed.length
      ? `features/${feature} imports only the features ${allowed.join(', ')} (featureEdges in eslint.config.js).`
      : `features/${feature} imports no other feature: move what they share to shared/.`,
  };
});

/** app/ (shell) -> spaces/* and areas/* -> features/* -> shared/; a space never imports another space. */
const apart = 'A space or area never imports another space or area: share through features/ or shared/.';
const appZones = [
  ...featureZones,
  // spaces/ holds one folder per role a user holds (docs/roles-and-spaces.md); areas/ the pages
  // that belong to no one role (account, catalogue, checkout, handbook, partners, video courses).
  ...[
    ['spaces', 'areas'],
    ['areas', 'spaces'],
  ].flatMap(([kind, other]) =>
    folders(`${app}/${kind}`).flatMap((name) => [
      { target: `${app}/${kind}/${name}`, from: `${app}/${kind}`, except: [`./${name}`], message: apart },
      { target: `${app}/${kind}/${name}`, from: `${app}/${other}`, message: apart },
    ]),
  ),
  {
    target: [`${app}/spaces`, `${app}/areas`],
    from: `${app}/app`,
    message: 'Spaces and areas do not import the shell.',
  },
  {
    target: `${app}/features`,
    from: [`${app}/spaces`, `${app}/areas`, `${app}/app`],
    message: 'A feature never imports a space, an area or the shell.',
  },
  {
    target: `${app}/shared`,
    from: [`${app}/spaces`, `${app}/areas`, `${app}/features`, `${app}/app`, `${app}/session`],
    message: 'shared/ imports nothing of the app.',
  },
  { target: './packages', from: './apps', message: 'Packages never import the app.' },
  {
    target: './packages/design-system',
    from: './packages/api',
    message: 'The design system imports nothing of ours.',
  },
  {
    target: './packages/api',
    from: './packages/design-system',
    message: 'The api package imports no components.',
  },
];

/** Barrel imports pull whole libraries into a page: import each component or icon by its path. */
const muiBarrels = [
  { name: '@mui/material', message: 'Import MUI components by path: @mui/material/Button.' },
  { name: '@mui/icons-material', message: 'Import each icon by its own path.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.toolchain/**',
      '**/dist/**',
      '**/dist-mock*/**',
      'storybook-static/**',
      'packages/api/src/generated/**',
      'packages/api/.bundled/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Resolves the TypeScript sources, so the boundaries below see every relative import.
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: appZones }],
      'import-x/no-cycle': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: muiBarrels,
        },
      ],
    },
  },
  {
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: muiBarrels,
          patterns: [
            {
              group: ['@cabinet/api', '@cabinet/api/*', '@cabinet/app', '@cabinet/app/*'],
              message: 'The design system imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cabinet/design-system', '@cabinet/design-system/*', '@mui/*', 'react-dom'],
              message: 'The api package imports no components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/cabinet/src/**/*.{ts,tsx}'],
    // Tests and the screens' stories are never bundled: they may run pages on the whole mock school.
    ignores: [
      'apps/cabinet/src/main.tsx',
      'apps/cabinet/src/**/*.test.{ts,tsx}',
      'apps/cabinet/src/screens/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: muiBarrels,
          patterns: [
            {
              group: ['@cabinet/api/mock/*'],
              message: 'Only main.tsx starts the mock school, behind the mock switch.',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock: "now" is read in one place, so tests can pin it (packages/api/src/time/clock.ts).
    files: ['apps/cabinet/src/**/*.{ts,tsx}', 'packages/api/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/api/src/testing/**',
      'packages/api/src/time/clock.ts',
      'packages/api/src/generated/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time with clock.now() from @cabinet/api/time.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time with clock.nowMs() from @cabinet/api/time.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
