import type { Meta } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';

// The corporate placement test's employees, opened from the placement tests page: every employee
// with their test's state, the prepaid checks left, and choosing employees to assign the test to.
const meta = {
  title: 'Corporate manager/Corporate test employees',
  ...screenMeta({
    account: 'hr@demo.school',
    address: paths.corporateManager.paidPlacementTestStudents.to(),
  }),
} satisfies Meta;

export default meta;

/** Demo Corp's employees and their corporate tests as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A company without employees yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/**
 * Assigning the test: the first employee who may get it is chosen, then the confirmation dialog
 * says how many checks it takes.
 */
export const AssignTest: ScreenStory = {
  name: 'Assign test dialog',
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    const free = main.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled);
    if (!free) throw new Error('The seeded company has an employee without the test.');
    await userEvent.click(free);
    const assign = main.getByRole('button', { name: i18n.t('managerPretests:assign.button') });
    await waitFor(() => {
      if ((assign as HTMLButtonElement).disabled) throw new Error('Nobody is chosen yet.');
    });
    await userEvent.click(assign);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};
