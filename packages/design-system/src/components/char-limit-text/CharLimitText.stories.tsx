import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CharLimitText } from './CharLimitText';

const POST =
  'Друзі, у суботу о 12:00 у нашому розмовному клубі на Хрещатику, 15 говоримо про подорожі Великою ' +
  'Британією. Приходьте з фотографіями та історіями, а ми підготуємо чай і нові слова на тему «Travel». ';
/** A feed post of exactly `length` characters. */
const post = (length: number) => POST.repeat(Math.ceil(length / POST.length)).slice(0, length);

/** The visible counter under the field. */
const counter = (canvasElement: HTMLElement) => canvasElement.querySelector('[id$="-counter"]');

const meta = {
  title: 'Forms/CharLimitText',
  component: CharLimitText,
  tags: ['autodocs'],
  args: { name: 'post', label: 'Текст допису', maxLength: 500, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof CharLimitText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Текст допису' });
    await expect(input).toHaveAccessibleDescription('0 символів із 500');
    await expect(counter(canvasElement)).toHaveTextContent('0 / 500');
  },
};

export const Filled: Story = { args: { defaultValue: post(120) } };

export const WithHint: Story = {
  args: { defaultValue: post(120), hint: 'Допис побачать усі студенти вашої групи.' },
};

export const NearTheLimit: Story = { args: { defaultValue: post(492) } };

/** Past the limit the field is invalid at once; typing is not cut off, so nothing is lost. */
export const OverTheLimit: Story = {
  args: { defaultValue: post(523) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Текст допису' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Текст перевищує ліміт символів 523 символи із 500');
    await expect(counter(canvasElement)).toHaveTextContent('523 / 500');
  },
};

/** Going over the limit flags the field and announces by how much; trimming the text fixes it. */
export const TypedOverThenFixed: Story = {
  args: { maxLength: 60 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Текст допису' });
    await userEvent.type(input, 'Хто йде в суботу до клубу?');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(counter(canvasElement)).toHaveTextContent('26 / 60');
    await userEvent.paste(' Візьміть фото з подорожей Британією!!');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Текст перевищує ліміт символів/);
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Ліміт перевищено на 4 символи'),
      {
        timeout: 3000,
      },
    );
    await userEvent.type(input, '{Backspace>4/}');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(counter(canvasElement)).toHaveTextContent('60 / 60');
  },
};

export const MinimumLength: Story = {
  args: { maxLength: undefined, minLength: 20, label: 'Що вам сподобалося на уроці?' },
};

/** The 20-character minimum is checked on blur; spaces around the text do not count. */
export const TooShortThenFixed: Story = {
  args: { maxLength: undefined, minLength: 20, label: 'Що вам сподобалося на уроці?' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Що вам сподобалося на уроці?' });
    await userEvent.type(input, 'Усе сподобалося   ');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Поле має містити 20 символів або більше/);
    await userEvent.type(input, 'і ігри');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const BothLimits: Story = {
  args: { minLength: 20, maxLength: 300, label: 'Відгук про викладача', defaultValue: 'Дуже уважна.' },
};

export const FormError: Story = {
  args: { defaultValue: post(200), error: 'Не вдалося опублікувати допис: спробуйте ще раз' },
};

export const Disabled: Story = {
  args: {
    defaultValue: post(150),
    disabled: true,
    hint: 'Стрічку групи закрито: курс завершився 30 травня.',
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Розкажіть іншим студентам про свій досвід складання міжнародного іспиту Cambridge B2 First',
    hint: 'Поділіться порадами щодо підготовки: які завдання були найскладнішими і як ви розподіляли час.',
    defaultValue: post(260),
    minLength: 20,
  },
};

export const English: Story = {
  args: { label: 'Post text', defaultValue: 'See you at the club on Saturday!' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Post text' });
    await expect(input).toHaveAccessibleDescription('32 of 500 characters');
  },
};

export const Dark: Story = { args: { defaultValue: post(523) }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { defaultValue: post(300), minLength: 20 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
