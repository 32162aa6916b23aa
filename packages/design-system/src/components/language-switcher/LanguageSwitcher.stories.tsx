import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Language } from '../../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { value: 'uk', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ukrainian: Story = {};

export const English: Story = { args: { value: 'en' }, globals: { locale: 'en' } };

export const Medium: Story = { args: { size: 'medium' } };

/** Clicking the other language selects it; the chosen one is announced as pressed. */
export const Switching: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Language>(args.value);
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(english);
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(english).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The whole switcher fits a 360 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const Dark: Story = { globals: { theme: 'dark' } };
