import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type GroupPaginationProps = { page: number; pages: number; hrefOf: (page: number) => string };

/** The pages of the list as real links, so each page can be opened, shared and reloaded. */
export function GroupPagination({ page, pages, hrefOf }: GroupPaginationProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Pagination
      page={Math.min(page, pages)}
      count={pages}
      aria-label={t('list.pages')}
      siblingCount={0}
      sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, number) => {
        if (type === 'previous') return t('list.previous');
        if (type === 'next') return t('list.next');
        return t('list.page', { page: number });
      }}
      renderItem={(item) =>
        item.page !== null &&
        item.type !== 'start-ellipsis' &&
        item.type !== 'end-ellipsis' &&
        !item.disabled ? (
          <PaginationItem
            {...item}
            component={Link}
            to={hrefOf(item.page)}
            aria-current={item.selected ? 'page' : undefined}
          />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}
