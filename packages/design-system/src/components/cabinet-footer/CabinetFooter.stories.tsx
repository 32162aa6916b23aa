import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CabinetFooter } from './CabinetFooter';

const meta = {
  title: 'Layout/CabinetFooter',
  component: CabinetFooter,
  tags: ['autodocs'],
  args: { centreName: 'Мовний центр «Лінгва»' },
} satisfies Meta<typeof CabinetFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current year and the centre's name. */
export const CurrentYear: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Мовний центр «Лінгва»`);
  },
};

export const FixedYear: Story = { args: { year: 2026 } };

export const LongUkrainianText: Story = {
  args: {
    centreName: 'Київський центр міжнародної мовної освіти та професійного розвитку викладачів «Лінгва»',
  },
};

export const English: Story = { args: { centreName: 'Lingva Language Centre' }, globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
