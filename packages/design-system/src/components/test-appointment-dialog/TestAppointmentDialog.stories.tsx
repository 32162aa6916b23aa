import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog } from '../confirm-dialog/story-helpers';
import type { TestAppointmentLesson } from './test-appointment';
import { TestAppointmentDialog, type TestAppointmentDialogProps } from './TestAppointmentDialog';

const lessons: TestAppointmentLesson[] = [
  {
    id: 'l-11',
    title: 'Урок 11. Present Perfect vs Past Simple',
    date: '2026-11-10T16:30:00Z',
    status: 'completed',
  },
  {
    id: 'l-12',
    title: 'Урок 12. Подорожі та транспорт',
    date: '2026-11-17T16:30:00Z',
    status: 'in_progress',
  },
  {
    id: 'l-13',
    title: 'Урок 13. Умовні речення першого типу',
    date: '2026-11-19T16:30:00Z',
    status: 'upcoming',
  },
  { id: 'l-14', title: 'Урок 14. Повторення розділу 4', date: '2026-11-24T16:30:00Z', status: 'upcoming' },
];

const meta = {
  title: 'Modals/TestAppointmentDialog',
  component: TestAppointmentDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
  args: { open: true, lessons, testKind: 'test', onSubmit: fn(), onClose: fn() },
  play: async () => {
    await shownDialog();
  },
} satisfies Meta<typeof TestAppointmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the upcoming and in-progress lessons are offered, each with its date and status. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Призначити тест');
    const group = within(dialog).getByRole('radiogroup', { name: /Урок/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).queryByRole('radio', { name: /Урок 11/ })).not.toBeInTheDocument();
    await expect(within(group).getByRole('radio', { name: /Урок 12.*Триває/ })).toBeInTheDocument();
  },
};

/** Submitting without a choice shows an error; choosing a lesson fixes it and submits its id. */
export const ChooseAndSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const submit = within(dialog).getByRole('button', { name: 'Призначити' });
    await userEvent.click(submit);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Оберіть урок для тесту.');
    const group = within(dialog).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Оберіть урок для тесту.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Урок 13/ }));
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('l-13');
  },
};

export const ProgressTest: Story = { args: { testKind: 'progress_test' } };
export const TestRetake: Story = { args: { testKind: 'test_retake' } };
export const FinalTest: Story = { args: { testKind: 'final_test' } };

/** The course already has its final test: nothing to choose, the submit says why it is off. */
export const FinalTestAlreadyUsed: Story = {
  args: { testKind: 'final_test', courseHasFinalTest: true },
  play: async () => {
    const dialog = await shownDialog('Призначити фінальний тест');
    await expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Призначити' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Фінальний тест можна призначити лише один раз на курс.',
    );
  },
};

/** Every lesson has ended (or there are none): no test can be added. */
export const EmptyLessons: Story = {
  args: { lessons: lessons.filter((lesson) => lesson.status === 'completed') },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog).toHaveAccessibleDescription(
      'Неможливо додати тест: немає уроків зі статусом «Заплановано» або «Триває».',
    );
    await expect(within(dialog).getByRole('button', { name: 'Призначити' })).toBeDisabled();
  },
};

export const NoLessonsAtAll: Story = { args: { lessons: [] } };

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await shownDialog();
    await expect(within(dialog).getByRole('button', { name: 'Призначити' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refused: its message shows and the chosen lesson stays chosen. */
export const WithServerError: Story = {
  render: function Render(args: TestAppointmentDialogProps) {
    const [error, setError] = useState<string>();
    return (
      <TestAppointmentDialog
        {...args}
        error={error}
        onSubmit={(lessonId) => {
          args.onSubmit(lessonId);
          setError('Не вдалося призначити тест: урок уже розпочався. Оновіть сторінку.');
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Урок 14/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Призначити' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('l-14');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('урок уже розпочався');
    await expect(within(dialog).getByRole('radio', { name: /Урок 14/ })).toBeChecked();
  },
};

/** Escape closes without appointing. */
export const EscapeCloses: Story = {
  render: function Render(args: TestAppointmentDialogProps) {
    const [open, setOpen] = useState(true);
    return (
      <TestAppointmentDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    await shownDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongUkrainianText: Story = {
  args: {
    testKind: 'test_retake',
    lessons: [
      {
        id: 'l-21',
        title:
          'Урок 21. Підготовка до міжнародного іспиту IELTS Academic: есе з аргументацією, графіки та діаграми у письмовій частині',
        date: '2026-12-01T15:00:00Z',
        status: 'upcoming',
      },
      {
        id: 'l-22',
        title: 'Урок 22. Розмовна практика: співбесіда з роботодавцем англійською та самопрезентація',
        date: '2026-12-03T15:00:00Z',
        status: 'in_progress',
      },
    ],
    error: 'Не вдалося призначити перескладання: для студентів групи ще не перевірено попередній тест.',
  },
};

export const English: Story = {
  args: {
    lessons: [
      {
        id: 'e-1',
        title: 'Lesson 12. Travel and transport',
        date: '2026-11-17T16:30:00Z',
        status: 'in_progress',
      },
      { id: 'e-2', title: 'Lesson 13. First conditional', date: '2026-11-19T16:30:00Z', status: 'upcoming' },
    ],
  },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await shownDialog('Appoint a test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a lesson for the test.');
  },
};

export const EnglishEmptyLessons: Story = {
  args: { lessons: [] },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog).toHaveAccessibleDescription(
      'Cannot add a test: no lessons in upcoming or in progress status.',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkFinalTestUsed: Story = {
  args: { testKind: 'final_test', courseHasFinalTest: true },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
