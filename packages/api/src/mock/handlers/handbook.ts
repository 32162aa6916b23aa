import {
  getGetHandbookCategoryMockHandler,
  getListHandbookCardsMockHandler,
  getListHandbookCategoriesMockHandler,
  getMarkHandbookVisitedMockHandler,
} from '../../generated/handbook/handbook.msw';
import type { HandbookCard, HandbookCategory } from '../../generated/model';
import {
  GetHandbookCategoryQueryParams,
  ListHandbookCardsQueryParams,
  ListHandbookCategoriesQueryParams,
} from '../../generated/zod/handbook/handbook';
import type { UserRow } from '../db';
import { fileRefs } from '../db/files';
import { type HandbookCategoryRow, handbookCards, handbookCategories, handbookVisits } from '../db/handbook';
import { atSchoolTime, schoolNow } from '../../time/school-time';
import { cardFlags, categoryCounts, sortCards } from '../rules/handbook';
import { listOf, paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import { fail } from './respond';
import { HANDBOOK_SPACES, requireSpaces } from './teaching-space';

/** The moment cards are new or updated after: the `since` date asked, else the viewer's last visit. */
const sinceFor = (user: UserRow, since: string | undefined): string | null =>
  since !== undefined ? atSchoolTime(since, '00:00') : (handbookVisits.byId(user.id)?.last_visit_at ?? null);

const flaggedCards = (categoryId: number, since: string | null) =>
  handbookCards
    .where((card) => card.category_id === categoryId)
    .map((card) => ({ ...card, ...cardFlags(card, since) }));

const categoryView = (category: HandbookCategoryRow, since: string | null): HandbookCategory => ({
  id: category.id,
  name: category.name,
  name_en: category.name_en,
  ...categoryCounts(flaggedCards(category.id, since)),
});

const findCategory = (value: unknown): HandbookCategoryRow => {
  const category = handbookCategories.byId(pathId(value as string, 'category'));
  if (!category) fail(404, 'not_found', 'The category was not found.');
  return category;
};

export const handbookHandlers = [
  getListHandbookCategoriesMockHandler(({ request }) => {
    const user = requireSpaces(request, HANDBOOK_SPACES);
    const since = sinceFor(user, parseQuery(request, ListHandbookCategoriesQueryParams).since);
    const rows = [...handbookCategories.rows].sort((a, b) => a.position - b.position);
    return listOf(rows.map((category) => categoryView(category, since)));
  }),

  getGetHandbookCategoryMockHandler(({ request, params }) => {
    const user = requireSpaces(request, HANDBOOK_SPACES);
    const since = sinceFor(user, parseQuery(request, GetHandbookCategoryQueryParams).since);
    return { data: categoryView(findCategory(params.categoryId), since) };
  }),

  getListHandbookCardsMockHandler(({ request, params }) => {
    const user = requireSpaces(request, HANDBOOK_SPACES);
    const query = parseQuery(request, ListHandbookCardsQueryParams);
    const category = findCategory(params.categoryId);
    const page = paginate(request, sortCards(flaggedCards(category.id, sinceFor(user, query.since))));
    const data: HandbookCard[] = page.data.map((card) => ({
      id: card.id,
      category_id: category.id,
      category_name: category.name,
      category_name_en: category.name_en,
      title: card.title,
      title_en: card.title_en,
      body: card.body,
      body_en: card.body_en,
      attachments: fileRefs(card.file_ids),
      links: card.links,
      published_at: card.published_at,
      updated_at: card.updated_at,
      is_new: card.is_new,
      is_updated: card.is_updated,
    }));
    return { data, meta: page.meta };
  }),

  getMarkHandbookVisitedMockHandler(({ request }) => {
    const user = requireSpaces(request, HANDBOOK_SPACES);
    const lastVisitAt = schoolNow();
    const visit = handbookVisits.byId(user.id);
    if (visit) visit.last_visit_at = lastVisitAt;
    else handbookVisits.rows.push({ id: user.id, last_visit_at: lastVisitAt });
    handbookVisits.save();
    return { data: { last_visit_at: lastVisitAt } };
  }),
];
