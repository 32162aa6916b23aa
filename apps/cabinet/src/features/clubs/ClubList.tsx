import { CardGrid } from '@cabinet/design-system/card-frame';
import type { Club, ClubList as ClubListData } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import type { ReactNode } from 'react';
import { ListPager } from '../../shared/ListPager';
import { QueryContent } from '../../shared/QueryContent';

/** The clubs of one page of the list. */
export const CLUBS_PER_PAGE = 12;

type ClubListProps = {
  query: {
    data: ClubListData | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  renderClub: (club: Club) => ReactNode;
  /** The address of another page of the list, for the previous and next links. */
  pageHref: (page: number) => string;
  emptyHeadingLevel?: 'h2' | 'h3';
};

/** A list of club cards: loading, the error with a retry, the "no clubs" state, pages as links. */
export function ClubList({ query, renderClub, pageHref, emptyHeadingLevel = 'h2' }: ClubListProps) {
  return (
    <QueryContent query={query} empty={<EmptyState kind="noClubs" headingLevel={emptyHeadingLevel} />}>
      {({ data, meta }) => (
        <>
          <CardGrid>
            {data.map((club) => (
              <li key={club.id}>{renderClub(club)}</li>
            ))}
          </CardGrid>
          <ListPager meta={meta} href={pageHref} />
        </>
      )}
    </QueryContent>
  );
}
