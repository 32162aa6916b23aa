import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WordCountText } from './WordCountText';

/** A student's essay of exactly `count` words, for the writing task. */
const SAMPLE = `Last summer I spent two weeks in Lviv with my family. We walked around the old town every
morning, drank coffee in small cafés and visited museums. The most interesting place was the
pharmacy museum, which is still a working pharmacy. In the evenings we listened to street musicians
near the opera house. I think travelling inside your own country is a great way to learn its history,
and I would like to visit Odesa and Chernihiv next year.`.split(/\s+/);
const essay = (count: number) => Array.from({ length: count }, (_, i) => SAMPLE[i % SAMPLE.length]).join(' ');

/** The visible counter under the field. */
const counter = (canvasElement: HTMLElement) => canvasElement.querySelector('[id$="-counter"]');

const meta = {
  title: 'Forms/WordCountText',
  component: WordCountText,
  tags: ['autodocs'],
  args: {
    name: 'essay',
    label: 'Ваше есе',
    min: 100,
    max: 250,
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof WordCountText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ваше есе' });
    await expect(input).toHaveAccessibleDescription('0 слів · потрібно від 100 до 250');
  },
};

export const BelowMinimum: Story = { args: { defaultValue: essay(45) } };

export const WithinLimits: Story = {
  args: { defaultValue: essay(120), hint: 'Опишіть подорож, яка вам найбільше запам’яталася.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ваше есе' });
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAccessibleDescription(
      'Опишіть подорож, яка вам найбільше запам’яталася. 120 слів · потрібно від 100 до 250',
    );
  },
};

/** Too many words is flagged at once, without waiting for blur. */
export const AboveMaximum: Story = {
  args: { defaultValue: essay(262) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ваше есе' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Забагато слів (щонайбільше 250) 262 слова · потрібно від 100 до 250',
    );
  },
};

/** Too short on blur, fixed by writing more, then too long as soon as it passes the maximum. */
export const TypedBelowThenFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ваше есе' });
    await userEvent.type(input, 'My favourite lesson');
    await expect(counter(canvasElement)).toHaveTextContent('3 слова · потрібно від 100 до 250');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /^Недостатньо тексту для оцінювання \(щонайменше 100 слів\)/,
    );
    await userEvent.click(input);
    await userEvent.paste(` ${essay(97)}`);
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(counter(canvasElement)).toHaveTextContent('100 слів · потрібно від 100 до 250');
    await userEvent.paste(` ${essay(151)}`);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Забагато слів \(щонайбільше 250\)/);
    // The count is announced once typing settles, not on every keystroke.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('251 слово'), { timeout: 3000 });
  },
};

export const FormError: Story = {
  args: { defaultValue: essay(130), error: 'Не вдалося надіслати есе: спробуйте ще раз' },
};

export const OnlyMaximum: Story = { args: { min: undefined, max: 50, label: 'Коротко про себе' } };

export const Disabled: Story = {
  args: {
    defaultValue: essay(150),
    disabled: true,
    hint: 'Есе вже надіслано викладачу на перевірку, змінити його не можна.',
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Напишіть лист другові про свої враження від літнього мовного табору в Карпатах',
    hint: 'Розкажіть, що вам найбільше сподобалося, з ким ви познайомилися і чого навчилися. Пишіть англійською.',
    defaultValue: essay(101),
  },
};

export const English: Story = {
  args: { label: 'Your essay', defaultValue: essay(1) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(counter(canvasElement)).toHaveTextContent('1 word · 100 to 250 needed');
  },
};

export const Dark: Story = { args: { defaultValue: essay(262) }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { defaultValue: essay(60) },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
