import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { menuSections } from '../cabinet-header/story-data';
import { CabinetMenu } from './CabinetMenu';

const meta = {
  title: 'Layout/CabinetMenu',
  component: CabinetMenu,
  tags: ['autodocs'],
  args: { sections: menuSections, open: false, onClose: fn() },
  render: (args) => (
    <Box sx={{ display: 'flex', minHeight: 360 }}>
      <CabinetMenu {...args} />
    </Box>
  ),
} satisfies Meta<typeof CabinetMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Sections with captions, "New" and "Updated" marks, and the current page. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Головне меню' });
    const lists = within(menu).getAllByRole('list');
    await expect(lists).toHaveLength(2);
    await expect(within(menu).getByRole('list', { name: 'Навчання' })).toBeInTheDocument();
    await expect(within(menu).getByRole('link', { name: 'Мої курси' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: /Розмовні клуби/ })).toHaveTextContent('Нове');
    await expect(within(menu).getByRole('link', { name: 'Розклад' })).not.toHaveAttribute('aria-current');
  },
};

/** One section without a caption. */
export const SingleSection: Story = {
  args: {
    sections: [
      {
        items: [
          { label: 'Профіль', href: '/profile', current: true },
          { label: 'Налаштування', href: '/settings' },
        ],
      },
    ],
  },
};

/** Phone, closed: nothing over the page. */
export const ClosedOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument();
  },
};

/** Phone, open: a drawer; Escape, the close button and following a link close it. */
export const OpenOnPhone: Story = {
  args: { open: true },
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Головне меню' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Закрити меню' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    const link = within(menu).getByRole('link', { name: 'Розклад' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

export const LongUkrainianText: Story = {
  args: {
    sections: [
      {
        title: 'Підготовка до міжнародних іспитів Кембриджу',
        items: [
          {
            label: 'Індивідуальний план підготовки до іспиту B2 First for Schools',
            href: '/plan',
            current: true,
          },
          { label: 'Пробні тестування з усіх частин іспиту', href: '/mock-tests', badge: 'new' },
        ],
      },
    ],
  },
};

export const English: Story = {
  args: {
    sections: [
      {
        title: 'Learning',
        items: [
          { label: 'My courses', href: '/student/courses', current: true },
          { label: 'Speaking clubs', href: '/clubs', badge: 'new' },
        ],
      },
    ],
  },
  globals: { locale: 'en' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkOpenOnPhone: Story = { args: { open: true }, globals: { ...phone, theme: 'dark' } };

export const Phone: Story = { args: { open: true }, globals: phone };
