import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../status-badge';
import { CardFrame, CardGrid, CardKicker, CardTitle, ExternalLink } from './CardFrame';

/** A card built from the parts, as the cabinet's own cards (a course, a task, a certificate) are. */
function ExampleCard({
  kind,
  title,
  link,
  zoom,
}: {
  kind: string;
  title: string;
  link: string;
  zoom: string;
}) {
  const id = useId();
  return (
    <CardFrame titleId={id} sx={{ maxWidth: 420 }}>
      <CardKicker label={kind}>
        <StatusBadge vocabulary="assignedTask" value="need_edits" />
      </CardKicker>
      <CardTitle id={id} href="#task">
        {title}
      </CardTitle>
      <ExternalLink href="https://zoom.us/j/123">{zoom}</ExternalLink>
      <span>{link}</span>
    </CardFrame>
  );
}

const meta = {
  title: 'Layout/CardFrame',
  component: ExampleCard,
  tags: ['autodocs'],
  args: {
    kind: 'Завдання',
    title: 'Есе про улюблену книжку',
    link: 'Термін: 28 листопада, 20:00',
    zoom: 'Zoom',
  },
} satisfies Meta<typeof ExampleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is an article named by its title; the title is the link to the item's page. */
export const TaskCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Есе про улюблену книжку' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Есе про улюблену книжку' })).toHaveAttribute(
      'href',
      '#task',
    );
    await expect(canvas.getByRole('link', { name: /Zoom \(відкриється в новій вкладці\)/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const English: Story = {
  args: { kind: 'Task', title: 'An essay on a favourite book', link: 'Deadline: 28 November, 20:00' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Zoom \(opens in a new tab\)/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A long title wraps inside the card on a phone instead of widening the page. */
export const LongTitleOnPhone: Story = {
  args: {
    title:
      'Підготовка до Cambridge B2 First: Reading and Use of English, частини 1–7, повторення перед пробним іспитом',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Cards in a `CardGrid`: a list of two columns, one on a phone. */
export const CardsInAList: Story = {
  render: (args) => (
    <CardGrid>
      <li>
        <ExampleCard {...args} />
      </li>
      <li>
        <ExampleCard {...args} title="Тест: Present Perfect" kind="Тест" />
      </li>
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * A `CardGrid` with a narrowest column width: as many columns as fit (three here at 800 pixels
 * with 240), one on a phone.
 */
export const CardsFillingTheRow: Story = {
  render: (args) => (
    <CardGrid minColumnWidth={240}>
      {['Есе про улюблену книжку', 'Тест: Present Perfect', 'Аудіювання: подорожі', 'Лист другові'].map(
        (title) => (
          <li key={title}>
            <ExampleCard {...args} title={title} />
          </li>
        ),
      )}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]?.getBoundingClientRect().top).toBe(items[2]?.getBoundingClientRect().top);
  },
};
