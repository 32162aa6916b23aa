import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** A list answer's paging (`meta` of the school's lists). */
type ListMeta = { page: number; total: number; per_page: number };

/** Where the list is: its page and page count, or the list answer's `meta` to count them from. */
type Position =
  { page: number; pages: number; meta?: never } | { meta: ListMeta; page?: never; pages?: never };

type ListPagerProps = Position & {
  /** The address of a page of the list (links keep it shareable), or… */
  href?: (page: number) => string;
  /** …what turning to a page does, for a list inside a page (a feed). */
  onPage?: (page: number) => void;
  /** The navigation's name when "Pages of the list" is not enough. */
  label?: string;
  previous?: string;
  next?: string;
};

/** A list's pages: previous and next with "Page 2 of 5" between them; nothing for a single page. */
export function ListPager({ href, onPage, label, previous, next, ...position }: ListPagerProps) {
  const { t } = useTranslation();
  const { page, pages } = position.meta
    ? {
        page: position.meta.page,
        pages: Math.max(1, Math.ceil(position.meta.total / position.meta.per_page)),
      }
    : position;
  if (pages <= 1) return null;
  const turn = (to: number) => (href ? { href: href(to) } : { onClick: () => onPage?.(to) });
  return (
    <Stack
      component="nav"
      aria-label={label ?? t('pager.label')}
      direction="row"
      spacing={2}
      sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {page > 1 ? <Button {...turn(page - 1)}>{previous ?? t('pager.previous')}</Button> : null}
      <Box component="span">{t('pager.page', { page, pages })}</Box>
      {page < pages ? <Button {...turn(page + 1)}>{next ?? t('pager.next')}</Button> : null}
    </Stack>
  );
}

/** The list page asked for by the address's `page` query (1 when missing or wrong). */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
