import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusValues } from '../status-badge';
import { LessonRow } from './LessonRow';

const meta = {
  title: 'Cards/LessonRow',
  component: LessonRow,
  tags: ['autodocs'],
  decorators: [
    // A row is a list item unless told otherwise, so the stories hold it in a list.
    (Story, { args }) =>
      args.component ? (
        <Story />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          <Story />
        </Box>
      ),
  ],
  args: {
    type: 'lesson',
    number: 12,
    title: 'Present Perfect vs Past Simple',
    startsAt: '2026-11-24T18:30:00+02:00',
    endsAt: '2026-11-24T20:00:00+02:00',
    status: 'upcoming',
    place: { format: 'online', zoomUrl: 'https://zoom.us/j/84512370096' },
    classwork: 'Граматика: Present Perfect, лексика теми «Подорожі».',
    homework: 'Підручник, с. 46, вправи 3–5; есе на 120 слів.',
    href: '/lessons/12',
  },
} satisfies Meta<typeof LessonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toBeVisible();
    const page = canvas.getByRole('link', { name: 'Заняття 12. Present Perfect vs Past Simple' });
    await expect(page).toHaveAttribute('href', '/lessons/12');
    const zoom = canvas.getByRole('link', { name: /Приєднатися в Zoom/ });
    await expect(zoom).toHaveAttribute('target', '_blank');
  },
};

export const InProgress: Story = { args: { status: 'in_progress' } };

export const CompletedWithRecording: Story = {
  args: { status: 'completed', recordingUrl: 'https://video.example.org/lessons/12' },
};

export const Offline: Story = {
  args: { place: { format: 'offline', room: '305' }, homework: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Аудиторія 305')).toBeVisible();
    await expect(canvas.getByText('Без домашнього завдання')).toBeVisible();
  },
};

export const NumberOnly: Story = { args: { title: undefined, classwork: undefined } };

/** Every type of lesson, as a schedule lists them. */
export const Types: Story = {
  render: (args) => (
    <>
      {statusValues('lessonType').map((type, index) => (
        <LessonRow {...args} key={type} type={type} number={index + 10} title={undefined} />
      ))}
    </>
  ),
};

/** A schedule of several lessons in one list. */
export const Schedule: Story = {
  render: (args) => (
    <>
      <LessonRow
        {...args}
        number={11}
        title="Travel vocabulary"
        status="completed"
        startsAt="2026-11-19T18:30:00+02:00"
        endsAt="2026-11-19T20:00:00+02:00"
        recordingUrl="https://video.example.org/lessons/11"
      />
      <LessonRow {...args} />
      <LessonRow
        {...args}
        type="progress_test"
        number={13}
        title={undefined}
        startsAt="2026-11-26T18:30:00+02:00"
        endsAt="2026-11-26T20:00:00+02:00"
        classwork={undefined}
        homework={undefined}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Outside a list, the row is a plain block. */
export const AsBlock: Story = {
  args: { component: 'div' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};

export const LongUkrainianText: Story = {
  args: {
    title: 'Умовні речення другого та третього типів у розмовній мові та офіційному листуванні',
    place: { format: 'offline', room: '305-А (велика аудиторія на третьому поверсі)' },
    classwork:
      'Повторили утворення умовних речень, розібрали типові помилки в письмових роботах та обговорили статтю про зміни клімату.',
    homework:
      'Прочитати статтю на с. 58–60, виписати всі умовні речення, визначити їхній тип і написати власний лист-відповідь на 200–250 слів.',
    recordingUrl: 'https://video.example.org/lessons/12',
  },
};

export const English: Story = {
  args: {
    classwork: 'Grammar: Present Perfect; travel vocabulary.',
    homework: 'Student’s book p. 46, ex. 3–5.',
  },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: { status: 'completed', recordingUrl: 'https://video.example.org/lessons/12' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { recordingUrl: 'https://video.example.org/lessons/12' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
