import { useListCourses } from '@cabinet/api/courses';
import type { PersonRef } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { nameIn } from '../../shared/in-language';
import { childrenOf, chosenChild } from './children';
import { QueryContent } from '../../shared/QueryContent';

type ChildrenPageProps = {
  title: string;
  /** The switcher's name ("Whose progress"), shown when the parent has several children. */
  switcherLabel: string;
  /** The page's address for a child (`?child=`). */
  childHref: (childId: number) => string;
  /** The line under the heading, naming the child chosen. */
  intro: (name: string) => string;
  /** Shown when the parent has no child learning at the school. */
  empty: { title: string; text: string };
  /** The chosen child's part of the page. */
  children: (child: PersonRef) => ReactNode;
};

/**
 * A parent's page about one child at a time: the children come from the parent's courses, the one
 * chosen is in the address, and a switcher of tabs leads to the others.
 */
export function ChildrenPage({
  title,
  switcherLabel,
  childHref,
  intro,
  empty,
  children: body,
}: ChildrenPageProps) {
  const { i18n } = useTranslation();
  const [search] = useSearchParams();
  const { data: user } = useCurrentUser();
  const courses = useListCourses({ per_page: 100 });
  return (
    <QueryContent query={courses}>
      {({ data }) => {
        const children = childrenOf(data, user?.id);
        const child = chosenChild(children, search);
        return (
          <>
            <PageHeader
              title={title}
              tabsLabel={switcherLabel}
              tabs={
                children.length > 1
                  ? children.map((each) => ({
                      label: nameIn(each, i18n.language),
                      href: childHref(each.id),
                      current: each.id === child?.id,
                    }))
                  : undefined
              }
            />
            {child ? (
              <>
                <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
                  {intro(nameIn(child, i18n.language))}
                </Typography>
                {body(child)}
              </>
            ) : (
              <EmptyState title={empty.title} text={empty.text} headingLevel="h2" />
            )}
          </>
        );
      }}
    </QueryContent>
  );
}
