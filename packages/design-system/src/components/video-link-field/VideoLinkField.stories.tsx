import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoLinkField } from './VideoLinkField';

const meta = {
  title: 'Forms/VideoLinkField',
  component: VideoLinkField,
  tags: ['autodocs'],
  args: { name: 'videoUrl', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof VideoLinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const YouTube: Story = { args: { defaultValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } };

export const Vimeo: Story = { args: { defaultValue: 'https://vimeo.com/76979871' } };

export const GoogleDrive: Story = {
  args: { defaultValue: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/view?usp=sharing' },
};

export const CustomHint: Story = {
  args: {
    label: 'Відео з вашим уроком',
    hint: 'Завантажте запис уроку на YouTube з доступом за посиланням і вставте посилання сюди.',
  },
};

/** A link that is not a video is flagged on blur, with the input marked invalid; a good one passes. */
export const InvalidThenFixed: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Посилання на відео/ });
    await expect(input).toHaveAttribute('type', 'url');
    await userEvent.type(input, 'http://youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Неправильний формат посилання на відео');
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Додайте посилання на відео');
    await userEvent.type(input, 'https://youtu.be/dQw4w9WgXcQ');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAccessibleDescription(/^YouTube, Vimeo або файл на Google Диску/);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'https://docs.google.com/document/d/1AbC/edit',
    error: 'Неправильний формат посилання на відео',
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'https://youtu.be/dQw4w9WgXcQ',
    hint: 'Роботу вже надіслано на перевірку: посилання змінити не можна.',
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Посилання на відеозапис вашого відкритого уроку для атестації викладача',
    hint: 'Відео має бути доступне за посиланням без входу в обліковий запис; тривалість запису — не менше 40 хвилин.',
    defaultValue:
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdef/view?usp=sharing',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Video link' });
    await userEvent.type(input, 'https://example.com/lesson.mp4');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Video link format is incorrect');
  },
};

export const Dark: Story = {
  args: { defaultValue: 'youtube.com', error: 'Неправильний формат посилання на відео' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { defaultValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
