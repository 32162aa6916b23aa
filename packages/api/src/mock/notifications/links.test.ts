import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  clubsLink,
  eventLink,
  feedbackLink,
  lessonLink,
  managerPlacementLink,
  paidPlacementLink,
  parentLink,
  subscriptionLink,
  substitutionsLink,
  taskLink,
} from './links';

// The route table of the product (docs/routes.md): its first column, as patterns.
const table = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../docs/routes.md'),
  'utf8',
);
const patterns = table
  .split('\n')
  .map((line) => line.split('|')[1]?.trim() ?? '')
  .filter((route) => route.startsWith('/'))
  .map((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`));
const isRoute = (address: string) => patterns.some((pattern) => pattern.test(address));

const group = { id: 12, kind: 'group' as const, company_name: null };
const individual = { id: 7, kind: 'individual' as const, company_name: null };
const corporate = { id: 30, kind: 'group' as const, company_name: 'Demo Corp' };
const corporateIndividual = { id: 31, kind: 'individual' as const, company_name: 'Demo Corp' };

describe("a notification's link", () => {
  it('reads the route table', () => {
    expect(patterns.length).toBeGreaterThan(100);
    expect(isRoute('/nowhere/at/all')).toBe(false);
  });

  it.each([
    taskLink(group, 5, false),
    taskLink(group, 5, true),
    taskLink(individual, 5, false),
    taskLink(individual, 5, true),
    taskLink(corporate, 5, false),
    taskLink(corporate, 5, true),
    lessonLink(group, 9, 'learner'),
    lessonLink(individual, 9, 'learner'),
    lessonLink(corporate, 9, 'learner'),
    lessonLink(corporateIndividual, 9, 'learner'),
    lessonLink(group, 9, 'teacher'),
    lessonLink(individual, 9, 'teacher'),
    lessonLink(corporate, 9, 'teacher'),
    lessonLink(corporateIndividual, 9, 'teacher'),
    feedbackLink(group, 'learner'),
    feedbackLink(individual, 'learner'),
    feedbackLink(corporate, 'learner'),
    feedbackLink(group, 'teacher'),
    feedbackLink(corporate, 'teacher'),
    clubsLink(['student']),
    clubsLink(['corporate_student']),
    substitutionsLink(),
    paidPlacementLink(),
    eventLink('webinars', 3),
    subscriptionLink(),
    parentLink.lesson(12, 3, 9),
    parentLink.task(12, 3, 5, false),
    parentLink.task(12, 3, 5, true),
    parentLink.feedback(12, 3),
    managerPlacementLink(40),
  ])('%s is a route of the cabinet', (address) => {
    expect(isRoute(address)).toBe(true);
  });
});
