import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CabinetMenu } from '../cabinet-menu';
import { CabinetHeader, type CabinetHeaderProps } from './CabinetHeader';
import {
  corporateStudent,
  menuSections,
  partners,
  student,
  studentWithAvatar,
  textPartners,
} from './story-data';

const meta = {
  title: 'Layout/CabinetHeader',
  component: CabinetHeader,
  tags: ['autodocs'],
  args: {
    partners,
    language: 'uk',
    onLanguageChange: fn(),
    user: student,
    onLogout: fn(),
    menuOpen: false,
    onMenuToggle: fn(),
  },
} satisfies Meta<typeof CabinetHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The header with the menu it opens, as the cabinet's layout puts them together. */
function HeaderWithMenu({ initiallyOpen, ...args }: CabinetHeaderProps & { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 320 }}>
      <CabinetHeader {...args} menuOpen={open} onMenuToggle={() => setOpen((value) => !value)} />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <CabinetMenu sections={menuSections} open={open} onClose={() => setOpen(false)} />
        <Box component="main" sx={{ p: 2 }}>
          <h1>Мої курси</h1>
        </Box>
      </Box>
    </Box>
  );
}

/** Initials in place of a photo. */
export const LoggedIn: Story = {};

export const WithAvatar: Story = { args: { user: studentWithAvatar } };

/** A corporate student: the company under the name. */
export const WithCompany: Story = { args: { user: corporateStudent } };

/** No user: logos and the language switcher only. */
export const LoggedOut: Story = {
  args: { user: undefined, onLogout: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Вийти' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Профіль/ })).not.toBeInTheDocument();
  },
};

/** Partners without a logo image: their names as text. */
export const TextLogos: Story = { args: { partners: textPartners } };

/** Partner links open a new tab, say so in their name and do not pass the opener. */
export const PartnerLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const partner of partners) {
      const link = canvas.getByRole('link', { name: `${partner.name} (відкривається в новій вкладці)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', partner.href);
      await expect(link.getAttribute('rel')).toContain('noopener');
    }
    await expect(canvas.getByRole('link', { name: 'Профіль: Олена Коваль' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Вийти' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Phone, menu closed: the button opens the drawer and says it is expanded. */
export const MenuClosedOnPhone: Story = {
  globals: phone,
  render: (args) => <HeaderWithMenu {...args} initiallyOpen={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer is not in the page: the button names it only while it is open.
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'cabinet-menu');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Головне меню' });
    await expect(menu).toHaveAttribute('id', 'cabinet-menu');
    await expect(within(menu).getByRole('link', { name: 'Мої курси' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('navigation', { name: 'Головне меню' })).not.toBeInTheDocument(),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phone, menu open: the drawer over the page. */
export const MenuOpenOnPhone: Story = {
  globals: phone,
  render: (args) => <HeaderWithMenu {...args} initiallyOpen />,
};

export const LongUkrainianText: Story = {
  args: {
    user: {
      name: 'Олександра-Марія Костянтинівна Шевченко-Вербицька',
      profileHref: '/profile',
      company: 'Товариство з обмеженою відповідальністю «Український науково-дослідний інститут»',
    },
    partners: [
      {
        name: 'Київський центр міжнародної мовної освіти та професійного розвитку',
        href: 'https://centre.example.ua',
      },
      { name: 'Cambridge Assessment English Authorised Exam Centre', href: 'https://cambridge.example.org' },
    ],
  },
};

export const English: Story = { args: { language: 'en', user: corporateStudent }, globals: { locale: 'en' } };

export const Dark: Story = { args: { user: corporateStudent }, globals: { theme: 'dark' } };

export const Phone: Story = { args: { user: corporateStudent }, globals: phone };
