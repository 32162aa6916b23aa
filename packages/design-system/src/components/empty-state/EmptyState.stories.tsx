import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EMPTY_STATE_KINDS, type EmptyStateKind } from './EmptyState';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { kind: 'noClubs' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset shows its translated title as a heading and its text, never a key. */
const kindStory = (kind: EmptyStateKind): Story => ({
  args: { kind },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading.textContent).not.toContain('states.');
    await expect(canvasElement.textContent).not.toContain(`${kind}.text`);
  },
});

export const NoClubs = kindStory('noClubs');
export const NoEvents = kindStory('noEvents');
export const NoCertificates = kindStory('noCertificates');
export const NoStudents = kindStory('noStudents');
export const NoLessons = kindStory('noLessons');
export const NoSearchResults: Story = {
  ...kindStory('noSearchResults'),
  args: { kind: 'noSearchResults', action: <Button variant="outlined">Скинути фільтри</Button> },
};

/** Every preset is covered by a story. */
export const AllKinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {EMPTY_STATE_KINDS.map((kind) => (
        <EmptyState key={kind} kind={kind} />
      ))}
    </div>
  ),
};

/** Own texts and a link as the action. */
export const Custom: Story = {
  args: {
    kind: undefined,
    title: 'Ви ще не записалися на жоден курс',
    text: 'Оберіть програму в каталозі, і вона з’явиться тут.',
    action: (
      <Button variant="contained" href="/catalogue">
        Перейти до каталогу
      </Button>
    ),
    headingLevel: 'h2',
  },
};

export const LongUkrainianText: Story = {
  args: {
    kind: undefined,
    title: 'За вашим запитом у розкладі індивідуальних та групових занять нічого не знайдено',
    text: 'Спробуйте змінити період, викладача, формат занять або рівень програми чи скиньте всі фільтри, щоб побачити повний розклад школи.',
    action: <Button variant="outlined">Скинути всі фільтри пошуку</Button>,
  },
};

export const English: Story = {
  args: { kind: 'noSearchResults', action: <Button variant="outlined">Reset filters</Button> },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: { kind: 'noEvents', action: <Button variant="outlined">Усі події</Button> },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { kind: 'noCertificates', action: <Button variant="contained">Мої курси</Button> },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
