import type { HandbookCard } from '@cabinet/api/model';
import { screen } from '@testing-library/react';
import { AppTheme } from '@cabinet/design-system/theme';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { HandbookCardView } from './HandbookPages';

const card = (change: Partial<HandbookCard> = {}): HandbookCard => ({
  id: 3,
  category_id: 1,
  category_name: 'Правила школи',
  category_name_en: 'School rules',
  title: 'Як попросити заміну',
  title_en: 'How to ask for a substitute',
  body: '<p>Попросіть заміну <strong>за 24 години</strong>.</p>',
  body_en: '<p>Ask 24 hours ahead.</p>',
  attachments: [],
  links: [],
  published_at: '2026-11-18T09:00:00.000+02:00',
  updated_at: '2026-11-18T09:00:00.000+02:00',
  is_new: true,
  is_updated: false,
  ...change,
});

describe('HandbookCardView', () => {
  it('shows the title, the flag and the formatted text', () => {
    renderWithApp(
      <AppTheme>
        <HandbookCardView card={card()} />
      </AppTheme>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Як попросити заміну' })).toBeInTheDocument();
    expect(screen.getByText('Нове')).toBeInTheDocument();
    expect(screen.getByText('Опубліковано 18 листопада 2026')).toBeInTheDocument();
    expect(screen.getByText('за 24 години').tagName).toBe('STRONG');
  });

  it('renders the editors’ HTML without scripts or handlers', () => {
    const { container } = renderWithApp(
      <AppTheme>
        <HandbookCardView
          card={card({
            body: '<p>Текст</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">посилання</a>',
          })}
        />
      </AppTheme>,
    );
    expect(screen.getByText('Текст')).toBeInTheDocument();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says when a card was published and, on another day, changed', () => {
    renderWithApp(
      <AppTheme>
        <HandbookCardView
          card={card({ is_new: false, is_updated: true, updated_at: '2026-11-20T12:00:00.000+02:00' })}
        />
      </AppTheme>,
    );
    expect(
      screen.getByText('Опубліковано 18 листопада 2026 · оновлено 20 листопада 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Оновлено')).toBeInTheDocument();
  });

  it('lists the links and files', () => {
    renderWithApp(
      <AppTheme>
        <HandbookCardView
          card={card({
            is_new: false,
            links: [{ title: 'Шаблон', title_en: 'Template', url: 'https://docs.example.org/t' }],
            attachments: [
              {
                id: 1,
                name: 'plan.pdf',
                size: 10,
                mime_type: 'application/pdf',
                url: 'https://files.example.org/plan.pdf',
              },
            ],
          })}
        />
      </AppTheme>,
    );
    expect(screen.queryByText('Нове')).toBeNull();
    expect(screen.getByRole('link', { name: /Шаблон/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Завантажити plan.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.org/plan.pdf',
    );
  });
});
