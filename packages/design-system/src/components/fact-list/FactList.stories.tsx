import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fact, Facts } from './FactList';

const meta = {
  title: 'Layout/FactList',
  component: Facts,
  tags: ['autodocs'],
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is a term and each value its definition, so a screen reader reads them as pairs. */
export const ClubFacts: Story = {
  args: {
    children: (
      <>
        <Fact label="Дата">вт, 24 листопада, 18:00–19:00 (за київським часом)</Fact>
        <Fact label="Формат">Онлайн</Fact>
        <Fact label="Залишилося місць">3</Fact>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
  },
};

export const English: Story = {
  args: {
    children: (
      <>
        <Fact label="Date">Tue, 24 November, 18:00–19:00 (Kyiv time)</Fact>
        <Fact label="Format">Online</Fact>
        <Fact label="Seats left">3</Fact>
      </>
    ),
  },
  globals: { locale: 'en' },
};

export const Dark: Story = { ...ClubFacts, globals: { theme: 'dark' } };

/** Long Ukrainian values wrap inside their column instead of widening the page. */
export const LongUkrainianText: Story = {
  args: {
    children: (
      <>
        <Fact label="Адреса">вул. Велика Васильківська, 72, Київ, аудиторія 204, третій поверх</Fact>
        <Fact label="Посилання">https://zoom.us/j/8412345678901234567890?pwd=abcdefghijklmnopqrstuvwxyz</Fact>
      </>
    ),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
