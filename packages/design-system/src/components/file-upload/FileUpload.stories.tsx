import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n';
import { fileUploadMessageKeys, MEGABYTE } from './checkFiles';
import { FileUpload } from './FileUpload';

/** A file that claims `bytes` without holding them, so stories stay light. */
function sampleFile(name: string, bytes: number, type = 'application/octet-stream'): File {
  const file = new File(['demo'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const essay = sampleFile('Есе_Олена_Коваль_B1.docx', 240 * 1024);
const listening = sampleFile('Listening_Unit_5.mp3', 7.8 * MEGABYTE, 'audio/mpeg');
const scan = sampleFile('Домашнє завдання сторінка 12.jpg', 1.2 * MEGABYTE, 'image/jpeg');
const pages = Array.from({ length: 9 }, (_, i) =>
  sampleFile(`Сторінка_${i + 1}.png`, 300 * 1024, 'image/png'),
);

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: { label: 'Файли домашнього завдання', name: 'files', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Файли домашнього завдання' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вибрати файли' })).toHaveAccessibleDescription(
      'Формати: PDF, DOC, DOCX, JPG, PNG, MP3, MP4. До 10 файлів, кожен до 50 МБ (рекомендовано до 5 МБ).',
    );
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,.jpg,.jpeg,.png,.mp3,.mp4',
    );
  },
};

/** A file above 5 MB is taken with a warning in words. */
export const WithFiles: Story = {
  args: { defaultValue: [essay, listening, scan] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('7,8 МБ')).toBeVisible();
    await expect(canvas.getByText('Більше ніж 5 МБ: завантаження може тривати довше')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Сфотографуйте всі сторінки зошита або додайте документ Word.', required: true },
};

export const FormError: Story = { args: { required: true, error: 'Додайте хоча б один файл' } };

export const Disabled: Story = {
  args: {
    defaultValue: [essay],
    disabled: true,
    hint: 'Завдання вже перевірено: файли змінити не можна.',
  },
};

/** Pick a file, see it listed; remove it with its labelled button and focus returns to "Choose files". */
export const AddAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [sampleFile('Есе.pdf', 90 * 1024, 'application/pdf')]);
    await expect(await canvas.findByText('Есе.pdf')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'Есе.pdf' })]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Додано 1 файл');
    await userEvent.click(canvas.getByRole('button', { name: 'Видалити Есе.pdf' }));
    await expect(canvas.queryByText('Есе.pdf')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('button', { name: 'Вибрати файли' })).toHaveFocus();
    await expect(canvas.getByText('Файли ще не вибрано')).toBeVisible();
  },
};

/** A file over the maximum is refused with the limit; a good file then goes in and the refusal clears. */
export const RefusedTooLargeThenFixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      sampleFile('Відео_уроку.mp4', 64 * MEGABYTE, 'video/mp4'),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('«Відео_уроку.mp4» не додано: файл більший за 50 МБ');
    await expect(canvas.getByText('Файли ще не вибрано')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [
      sampleFile('Відео_стисле.mp4', 18 * MEGABYTE, 'video/mp4'),
    ]);
    await expect(await canvas.findByText('Відео_стисле.mp4')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RefusedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // As if dropped: the picker's filter would have hidden the file.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [sampleFile('setup.exe', 2 * MEGABYTE), essay]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      '«setup.exe» не додано: такий тип файлу не підтримується (можна: PDF, DOC, DOCX, JPG, PNG, MP3, MP4)',
    );
    await expect(canvas.getByText(essay.name)).toBeVisible();
  },
};

export const RefusedTooMany: Story = {
  args: { defaultValue: pages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [essay, scan, listening]);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent('можна додати щонайбільше 10 файлів');
    await expect(canvas.getByRole('list', { name: 'Вибрано 10 файлів' })).toBeVisible();
  },
};

export const RefusedDuplicate: Story = {
  args: { defaultValue: [essay] },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [essay]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('цей файл уже додано');
  },
};

export const CustomLimits: Story = {
  args: {
    label: 'Аудіозапис відповіді',
    accept: ['mp3', 'm4a'],
    maxFiles: 1,
    maxSize: 20 * MEGABYTE,
    recommendedSize: 10 * MEGABYTE,
  },
};

/** How a form uses it: the files in its state, a message when submitted without any. */
function HomeworkForm() {
  const { t } = useTranslation(DS_NAMESPACE);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(files.length === 0 ? t(fileUploadMessageKeys.required) : undefined);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
      <FileUpload
        label="Файли домашнього завдання"
        required
        value={files}
        onChange={(next) => {
          setFiles(next);
          if (next.length > 0) setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('forms.common.submit')}
      </Button>
    </Stack>
  );
}

export const SubmitInForm: Story = {
  render: () => <HomeworkForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Додайте хоча б один файл');
    await expect(canvas.getByRole('button', { name: 'Вибрати файли' })).toHaveAccessibleDescription(
      /Додайте хоча б один файл$/,
    );
    await userEvent.upload(fileInput(canvasElement), [scan]);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByText(scan.name)).toBeVisible();
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Скановані документи для оформлення сертифіката про проходження курсу підготовки викладачів',
    hint: 'Додайте копію диплома, паспорта та заяву з підписом; назви файлів мають містити ваше прізвище.',
    defaultValue: [
      sampleFile('Заява_на_видачу_сертифіката_Олександра_Коваленко-Шевченко_підписана_2026.pdf', 820 * 1024),
      sampleFile('Диплом_Київський_національний_лінгвістичний_університет.jpg', 6.4 * MEGABYTE),
    ],
  },
};

export const English: Story = {
  args: { label: 'Homework files', defaultValue: [listening] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Listening_Unit_5.mp3' })).toBeVisible();
    await expect(canvas.getByText('7.8 MB')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { defaultValue: [essay, listening] },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [sampleFile('Лекція.mp4', 80 * MEGABYTE)]);
    await within(canvasElement).findByRole('alert');
  },
};

export const Phone: Story = {
  args: { defaultValue: [essay, listening, scan] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
