import { AppTheme } from '@cabinet/design-system/theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CourseCard } from './CourseCard';
import { listItem, maksym } from './test-fixtures';

const facts = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('CourseCard: whose list it is in', () => {
  it('names the teacher in a learner’s list, and the student only when asked (a parent’s)', () => {
    renderWithApp(
      <AppTheme>
        <CourseCard course={listItem({ student: maksym })} href="/student/groups/1" />
      </AppTheme>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'GE-B1-01' })).toBeVisible();
    expect(facts()).toContain('Викладач');
    expect(facts()).not.toContain('Студент');
    expect(facts()).not.toContain('Дні');
  });

  it('names the student and the weekly days in a teacher’s list, not the teacher', () => {
    renderWithApp(
      <AppTheme>
        <CourseCard
          course={listItem({ kind: 'individual', student: maksym })}
          href="/teacher/individuals/1/general"
          viewer="teacher"
          headingLevel={2}
        />
      </AppTheme>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'GE-B1-01' })).toBeVisible();
    expect(facts()).toEqual(expect.arrayContaining(['Студент', 'Дні']));
    expect(facts()).not.toContain('Викладач');
    expect(screen.getByText('Максим Мельник')).toBeVisible();
    expect(screen.getByRole('list')).toHaveTextContent(/понеділок|пн/i);
  });
});
