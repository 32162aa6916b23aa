import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { employeePaidResult } from './seeded-addresses';

// An employee's corporate placement test result, opened from the employee's placement tests tab or
// the corporate test's employees: the levels, the parts, the teacher's feedback and the certificate.
const meta = {
  title: 'Corporate manager/Employee corporate test result',
  ...screenMeta({ account: 'hr@demo.school', address: employeePaidResult }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's finished corporate test as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Every text of the school run long in Ukrainian: the feedback wraps in its place (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
