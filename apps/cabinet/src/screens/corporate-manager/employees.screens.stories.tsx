import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import {
  type ScreenStory,
  onPhone,
  openDialog,
  pageSettled,
  schoolStates,
  screenMeta,
  screenshotIn,
  whileLoading,
} from '../screen-story';

// The company's employees, the first page of the manager's menu: the table, its search and tools.
const meta = {
  title: 'Corporate manager/Employees',
  ...screenMeta({ account: 'hr@demo.school', address: paths.corporateManager.students.to() }),
} satisfies Meta;

export default meta;

/** Demo Corp's employees as seeded: a page of the table, the search, the filters and the tools. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A company without employees yet. */
export const Empty: ScreenStory = { parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again. */
export const Failing: ScreenStory = { parameters: schoolStates.failing };

/** The school eight times its seeded size: the table's pages, its search and counts (in Storybook only). */
export const Scaled: ScreenStory = { tags: ['!test'], parameters: schoolStates.scaled };

/** The school answers slowly: the table's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** On a phone: the employees as cards instead of a table, the menu behind its button. */
export const Phone: ScreenStory = {
  parameters: { ...schoolStates.seeded, ...screenshotIn('dark-en') },
  globals: onPhone,
};

/** Adding an employee: the dialog with the name, e-mail and phone to fill in. */
export const AddEmployee: ScreenStory = {
  name: 'Add employee dialog',
  play: openDialog('companyStudents:list.add'),
};

/** Importing employees from a file: the dialog that takes a CSV or Excel list (in Storybook only). */
export const ImportEmployees: ScreenStory = {
  name: 'Import employees dialog',
  tags: ['!test'],
  play: openDialog('companyStudents:list.import'),
};

/**
 * Deactivating several employees at once: everyone on the page is chosen, then the action's
 * preview dialog says whom it reaches, which courses change and what can be undone.
 */
export const BulkPreview: ScreenStory = {
  name: 'Bulk deactivate preview dialog',
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await userEvent.click(main.getByRole('checkbox', { name: i18n.t('companyStudents:bulk.selectPage') }));
    await userEvent.click(
      main.getByRole('button', { name: i18n.t('companyStudents:bulk.action.deactivate') }),
    );
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};
