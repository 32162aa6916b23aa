import { listCatalogueGroups } from '@cabinet/api/catalogue';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';
import type { GroupTab } from '../../areas/catalogue/catalogue-paths';

/** The first group the adults' list shows, in one of its tabs, as a visitor opens its card. */
const firstAdultGroup = (tab: GroupTab) => async (): Promise<string> => {
  const group = (await listCatalogueGroups({ audience: 'adults' })).data[0];
  if (!group) throw new Error('The seeded school has a group that recruits adults.');
  return paths.courseGroupTab.to('adults', group.id, tab);
};

// A recruiting group's page, a group's card of an audience opened: its tabs (general facts, the
// teacher, the programme, the description) and beside them the request to join, which the school
// answers with a call. The name and phone the visitor gave the school are filled in.
const meta = {
  title: 'Catalogue/Group',
  ...screenMeta({ account: 'visitor@demo.school', address: firstAdultGroup('general') }),
} satisfies Meta;

export default meta;

/** The adults' first group, its general tab: level, schedule, start, price and seats. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The teacher tab: who teaches the group (in Storybook and Chromatic only). */
export const Teacher: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'visitor@demo.school', address: firstAdultGroup('teacher') } },
};

/** The programme tab: what the course covers (in Storybook and Chromatic only). */
export const Program: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'visitor@demo.school', address: firstAdultGroup('program') } },
};

/**
 * The request to join sent without a name and with a phone too short: the messages under the
 * fields, as the visitor sees them after pressing Send.
 */
export const RequestValidation: ScreenStory = {
  name: 'Request validation',
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(i18n.t('catalogue:form.name')) }));
    const phone = canvas.getByRole('textbox', { name: new RegExp(i18n.t('catalogue:form.phone')) });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('catalogue:form.send') }));
    await canvas.findAllByRole('alert', {}, { timeout: 5_000 });
  },
};

/** A group that stopped recruiting: the page says so, with the way back (in Storybook and Chromatic only). */
export const Gone: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'visitor@demo.school',
      address: paths.courseGroupTab.to('adults', 999_999, 'general'),
    },
  },
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
