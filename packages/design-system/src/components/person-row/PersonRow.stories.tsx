import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../status-badge';
import { PersonRow } from './PersonRow';

/** A portrait drawn inline, so stories need no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#c9d8f0"/><circle cx="40" cy="32" r="16" fill="#7a5a44"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#1f4e9e"/></svg>',
)}`;

const onMessage = fn();

const meta = {
  title: 'Offers/PersonRow',
  component: PersonRow,
  tags: ['autodocs'],
  args: {
    name: 'Олена Коваль',
    subtitle: 'General English B1, група вечірня',
    email: 'olena.koval@example.com',
    phone: '+38 050 123 45 67',
  },
} satisfies Meta<typeof PersonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a photo the initials stand in, hidden from screen readers; the name is the text. */
export const WithoutAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'olena.koval@example.com' })).toHaveAttribute(
      'href',
      'mailto:olena.koval@example.com',
    );
    await expect(canvas.getByRole('link', { name: '+38 050 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+380501234567',
    );
  },
};

export const WithAvatar: Story = {
  args: { avatarUrl: portrait },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Олена Коваль' })).toBeVisible();
  },
};

export const NameLink: Story = {
  args: { href: '/students/olena-koval' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Олена Коваль' })).toHaveAttribute(
      'href',
      '/students/olena-koval',
    );
  },
};

/** Each messenger is a link named after the messenger and the person. */
export const Messengers: Story = {
  args: {
    messengers: {
      telegram: '@olena_koval',
      viber: '+38 050 123 45 67',
      whatsapp: '+38 050 123 45 67',
      facebook: 'olena.koval',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Telegram: Олена Коваль' })).toHaveAttribute(
      'href',
      'https://t.me/olena_koval',
    );
    await expect(canvas.getByRole('link', { name: 'Viber: Олена Коваль' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp: Олена Коваль' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook: Олена Коваль' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Контакти: Олена Коваль' })).toBeVisible();
  },
};

export const ActiveStudent: Story = {
  args: {
    subtitle: 'ТОВ «Київські технології», Business English',
    status: <StatusBadge vocabulary="corporateStudent" value="active" />,
  },
};

export const InactiveStudent: Story = {
  args: {
    name: 'Андрій Мельник',
    subtitle: 'ТОВ «Київські технології», Business English',
    email: 'andrii.melnyk@example.com',
    phone: undefined,
    status: <StatusBadge vocabulary="corporateStudent" value="inactive" />,
  },
};

/** Any vocabulary fits the status slot, e.g. a substitution request. */
export const OtherStatus: Story = {
  args: {
    name: 'Ірина Бондаренко',
    subtitle: 'Викладачка, заміна 12 червня',
    email: 'iryna.bondarenko@example.com',
    status: <StatusBadge vocabulary="substitution" value="waiting" />,
  },
};

export const WithActions: Story = {
  args: {
    avatarUrl: portrait,
    status: <StatusBadge vocabulary="corporateStudent" value="active" />,
    actions: (
      <Button size="small" variant="outlined" onClick={onMessage}>
        Написати
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Написати' }));
    await expect(onMessage).toHaveBeenCalled();
  },
};

export const NameOnly: Story = {
  args: { subtitle: undefined, email: undefined, phone: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongUkrainianText: Story = {
  args: {
    name: 'Олександра-Вікторія Костянтинівна Шевченко-Степаненко',
    subtitle: 'Підготовка до міжнародного іспиту Cambridge English: Advanced (C1), індивідуальні заняття',
    email: 'oleksandra-viktoriia.shevchenko-stepanenko@kyiv-international-company.example.com',
    messengers: { telegram: 'oleksandra_shevchenko_stepanenko', viber: '+380671234567' },
    status: <StatusBadge vocabulary="corporateStudent" value="active" />,
    actions: (
      <Button size="small" variant="outlined">
        Переглянути профіль
      </Button>
    ),
  },
};

/** Rows in a list, as on a company's students page. */
export const List: Story = {
  render: () => {
    const people = [
      { name: 'Олена Коваль', email: 'olena.koval@example.com', active: true, avatarUrl: portrait },
      { name: 'Андрій Мельник', email: 'andrii.melnyk@example.com', active: false },
      { name: 'Марія Ткаченко', email: 'mariia.tkachenko@example.com', active: true },
    ];
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {people.map((person, index) => (
          <Fragment key={person.email}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <PersonRow
              component="li"
              name={person.name}
              avatarUrl={person.avatarUrl}
              email={person.email}
              href={`/students/${index + 1}`}
              status={
                <StatusBadge vocabulary="corporateStudent" value={person.active ? 'active' : 'inactive'} />
              }
            />
          </Fragment>
        ))}
      </Box>
    );
  },
};

export const English: Story = {
  args: {
    subtitle: 'General English B1, evening group',
    messengers: { telegram: '@olena_koval' },
    status: <StatusBadge vocabulary="corporateStudent" value="active" />,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Contacts: Олена Коваль' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: {
    href: '/students/olena-koval',
    messengers: { telegram: '@olena_koval', whatsapp: '+380501234567' },
    status: <StatusBadge vocabulary="corporateStudent" value="inactive" />,
  },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: {
    avatarUrl: portrait,
    messengers: { telegram: '@olena_koval', viber: '+380501234567' },
    status: <StatusBadge vocabulary="corporateStudent" value="active" />,
    actions: (
      <Button size="small" variant="outlined">
        Написати
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
