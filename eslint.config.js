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

/** app/ (shell) -> spaces/* -> features/* -> shared/; a space never imports another space. */
const appZones = [
  ...folders(`${app}/spaces`).map((space) => ({
    target: `${app}/spaces/${space}`,
    from: `${app}/spaces`,
    except: [`./${space}`],
    message: 'A space never imports another space.',
  })),
  { target: `${app}/spaces`, from: `${app}/app`, message: 'Spaces do not import the shell.' },
  {
    target: `${app}/features`,
    from: [`${app}/spaces`, `${app}/app`],
    message: 'A feature never imports a space or the shell.',
  },
  {
    target: `${app}/shared`,
    from: [`${app}/spaces`, `${app}/features`, `${app}/app`, `${app}/session`],
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
    settings: { 'import-x/resolver': { node: true } },
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
    // Tests are never bundled: they may run pages on the whole mock school.
    ignores: ['apps/cabinet/src/main.tsx', 'apps/cabinet/src/**/*.test.{ts,tsx}'],
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
