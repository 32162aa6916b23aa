import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionPlanCard } from './SubscriptionPlanCard';

const meta = {
  title: 'Offers/SubscriptionPlanCard',
  component: SubscriptionPlanCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: { months: 6, price: 2900, onChoose: fn(), onCancelRenewal: fn() },
} satisfies Meta<typeof SubscriptionPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const space = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

export const OneMonth: Story = {
  args: { months: 1, price: 590 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('1 місяць');
    await expect(canvas.queryByText(/на місяць/)).not.toBeInTheDocument();
  },
};

/** Six months shows the price per month too; Choose names the plan it chooses. */
export const SixMonths: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('6 місяців');
    await expect(space(canvas.getByText(/на місяць/).textContent)).toBe('483 грн на місяць');
    await userEvent.click(canvas.getByRole('button', { name: 'Обрати план: 6 місяців' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

export const TwelveMonths: Story = { args: { months: 12, price: 4990 } };

export const OneMonthActive: Story = {
  args: { months: 1, price: 590, status: 'active', renewalDate: '2026-07-01T09:00:00Z' },
};

/** The current active plan offers only to cancel the renewal. */
export const SixMonthsActive: Story = {
  args: { status: 'active', renewalDate: '2026-11-15T09:00:00Z' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Продовжиться 15 листопада 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Обрати/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Скасувати продовження' }));
    await expect(args.onCancelRenewal).toHaveBeenCalledOnce();
  },
};

export const TwelveMonthsActive: Story = {
  args: { months: 12, price: 4990, status: 'active', renewalDate: '2027-03-01T09:00:00Z' },
};

/** With the renewal cancelled the plan shows until when access lasts, and no actions. */
export const RenewalCancelled: Story = {
  args: { months: 12, price: 4990, status: 'renewal_cancelled', renewalDate: '2026-09-30T09:00:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Доступ до 30 вересня 2026')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OneMonthRenewalCancelled: Story = {
  args: { months: 1, price: 590, status: 'renewal_cancelled', renewalDate: '2026-07-01T09:00:00Z' },
};

export const WithoutActions: Story = { args: { onChoose: undefined } };

export const LongUkrainianText: Story = {
  args: { months: 12, price: 124990, status: 'renewal_cancelled', renewalDate: '2026-12-31T09:00:00Z' },
};

export const English: Story = {
  args: { months: 12, price: 4990 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('12 months');
    await expect(canvas.getByRole('button', { name: 'Choose plan: 12 months' })).toBeVisible();
  },
};

export const EnglishActive: Story = {
  args: { months: 1, price: 590, status: 'active', renewalDate: '2026-07-01T09:00:00Z' },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: { status: 'active', renewalDate: '2026-11-15T09:00:00Z' },
  globals: { theme: 'dark' },
};

export const DarkRenewalCancelled: Story = {
  args: { status: 'renewal_cancelled', renewalDate: '2026-11-15T09:00:00Z' },
  globals: { theme: 'dark' },
};

/** The three plans on a phone, one under another. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <>
      <SubscriptionPlanCard
        {...args}
        months={1}
        price={590}
        status="active"
        renewalDate="2026-07-01T09:00:00Z"
      />
      <SubscriptionPlanCard {...args} months={6} price={2900} />
      <SubscriptionPlanCard {...args} months={12} price={4990} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
