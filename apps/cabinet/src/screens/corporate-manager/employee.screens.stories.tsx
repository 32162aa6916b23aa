import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { employeePage } from './seeded-addresses';

// An employee's page, opened from a name on the employees list: the contacts, the status and its
// action, and the tabs of their learning (courses, placement tests, certificates).
const meta = {
  title: 'Corporate manager/Employee',
  ...screenMeta({ account: 'hr@demo.school', address: employeePage() }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's learning activity as seeded: his groups and individual course with attendance. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The placement tests tab: his entry test and corporate tests, each with its result (in Storybook only). */
export const PlacementTests: ScreenStory = {
  name: 'Placement tests tab',
  tags: ['!test'],
  parameters: { screen: { account: 'hr@demo.school', address: employeePage('placements-tests') } },
};

/** The certificates tab: the certificates his courses gave him (in Storybook only). */
export const Certificates: ScreenStory = {
  name: 'Certificates tab',
  tags: ['!test'],
  parameters: { screen: { account: 'hr@demo.school', address: employeePage('certificates') } },
};

/** Deactivating the employee: the dialog that says what he leaves and that nothing is deleted (in Storybook only). */
export const Deactivate: ScreenStory = {
  name: 'Deactivate dialog',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const action = i18n.t('companyStudents:deactivate.action');
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await userEvent.click(main.getByRole('button', { name: new RegExp(`^${action}`) }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};

/** The school answers slowly: the page while it loads (in Storybook only). */
export const Slow: ScreenStory = { tags: ['!test'], ...whileLoading };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
