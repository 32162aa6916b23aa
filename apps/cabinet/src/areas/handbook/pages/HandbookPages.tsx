import {
  useGetHandbookCategory,
  useListHandbookCards,
  useListHandbookCategories,
} from '@cabinet/api/handbook';
import type { HandbookCard, HandbookCategory } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardKicker, CardTitle, ExternalLink } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDate } from '@cabinet/design-system/format';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ListPager, pageOf } from '../../../shared/ListPager';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { sanitizeHandbookHtml } from '../sanitize-html';
import { useHandbookVisitOnLeave } from '../use-visit-on-leave';
import { QueryContent } from '../../../shared/QueryContent';

/** Cards on one page of a category. */
const PER_PAGE = 10;

function useLanguage(): 'uk' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'uk';
}

function CategoryTile({ category }: { category: HandbookCategory }) {
  const { t } = useTranslation('handbook');
  const language = useLanguage();
  const titleId = useId();
  const counts = [
    t('categories.cards', { count: category.cards_count }),
    ...(category.new_count > 0 ? [t('categories.new', { count: category.new_count })] : []),
    ...(category.updated_count > 0 ? [t('categories.updated', { count: category.updated_count })] : []),
  ];
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker label={t('categories.kicker')}>
        {category.has_new ? <StatusBadge vocabulary="flag" value="new" /> : null}
        {category.has_updated ? <StatusBadge vocabulary="flag" value="updated" /> : null}
      </CardKicker>
      <CardTitle id={titleId} level={2} href={paths.handbookCategory.to(category.id)}>
        {language === 'en' ? category.name_en : category.name}
      </CardTitle>
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {counts.join(' · ')}
      </Typography>
    </CardFrame>
  );
}

function Categories() {
  const { t } = useTranslation('handbook');
  const categories = useListHandbookCategories();
  return (
    <QueryContent
      query={categories}
      empty={<EmptyState title={t('categories.emptyTitle')} text={t('categories.empty')} headingLevel="h2" />}
    >
      {({ data }) => (
        <Box component="section" aria-label={t('categories.label')}>
          <CardGrid>
            {data.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </CardGrid>
        </Box>
      )}
    </QueryContent>
  );
}

/** `/teacher/handbook`: the handbook's categories with their new and updated cards counted. */
export function HandbookPage() {
  const { t } = useTranslation('handbook');
  useHandbookVisitOnLeave();
  return (
    <>
      <PageHeader title={t('title')} />
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('intro')}</Typography>
      <Categories />
    </>
  );
}

/** A card of a category: its flags, title, the editors' text (sanitised), links and files. */
export function HandbookCardView({ card }: { card: HandbookCard }) {
  const { t } = useTranslation('handbook');
  const language = useLanguage();
  const titleId = useId();
  const published = formatDate(card.published_at, language);
  const updated = formatDate(card.updated_at, language);
  const html = sanitizeHandbookHtml(language === 'en' ? card.body_en : card.body);
  return (
    <CardFrame titleId={titleId}>
      {card.is_new || card.is_updated ? (
        <CardKicker>
          {card.is_new ? <StatusBadge vocabulary="flag" value="new" /> : null}
          {card.is_updated ? <StatusBadge vocabulary="flag" value="updated" /> : null}
        </CardKicker>
      ) : null}
      <CardTitle id={titleId} level={2}>
        {language === 'en' ? card.title_en : card.title}
      </CardTitle>
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {t('card.published', { date: published })}
        {updated !== published ? ` · ${t('card.updated', { date: updated })}` : null}
      </Typography>
      <Box
        className="handbook-card-body"
        sx={{
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& h3, & h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, mb: 1 },
          '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.5 },
          '& a': { color: 'primary.main' },
        }}
        // The editors' HTML, sanitised above: only formatting, lists, tables and safe links stay.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {card.links.length > 0 ? (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ m: 0 }}>
            {t('card.links')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{language === 'en' ? link.title_en : link.title}</ExternalLink>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {card.attachments.length > 0 ? (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ m: 0 }}>
            {t('card.attachments')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.attachments.map((file) => (
              <li key={file.id}>
                <Link
                  href={file.url}
                  download={file.name}
                  aria-label={t('card.download', { name: file.name })}
                  sx={{ overflowWrap: 'anywhere', display: 'inline-block', minHeight: 24 }}
                >
                  {file.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </CardFrame>
  );
}

function Cards({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('handbook');
  const [search] = useSearchParams();
  const page = pageOf(search);
  const cards = useListHandbookCards(categoryId, { page, per_page: PER_PAGE });
  return (
    <QueryContent
      query={cards}
      empty={<EmptyState title={t('category.emptyTitle')} text={t('category.empty')} headingLevel="h2" />}
    >
      {({ data, meta }) => (
        <Box component="section" aria-label={t('category.cardsLabel')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {data.map((card) => (
              <li key={card.id}>
                <HandbookCardView card={card} />
              </li>
            ))}
          </Box>
          <ListPager
            meta={meta}
            label={t('category.pager')}
            href={(to) => `${paths.handbookCategory.to(categoryId)}${to > 1 ? `?page=${to}` : ''}`}
          />
        </Box>
      )}
    </QueryContent>
  );
}

function CategoryPage({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('handbook');
  const language = useLanguage();
  useHandbookVisitOnLeave();
  const category = useGetHandbookCategory(categoryId);
  const crumbs = [{ label: t('title'), href: paths.teacher.handbook.to() }];
  const loaded = category.data?.data;
  const name = loaded && (language === 'en' ? loaded.name_en : loaded.name);
  return (
    <>
      <PageHeader
        title={name ?? t('category.title')}
        breadcrumbs={name === undefined ? crumbs : [...crumbs, { label: name }]}
      />
      <QueryContent query={category}>{() => <Cards categoryId={categoryId} />}</QueryContent>
    </>
  );
}

/** `/handbook/categories/:id`: a category's cards, new first, paged. */
export function HandbookCategoryPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <CategoryPage key={ids.id} categoryId={ids.id} />;
}
