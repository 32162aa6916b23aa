import { useListTeacherStudents } from '@cabinet/api/students';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListPager, pageOf } from '../../shared/ListPager';
import { SearchForm } from '../../shared/SearchForm';
import { StudentCard } from './StudentCard';
import type { StudentsView } from './students-view';
import { QueryContent } from '../../shared/QueryContent';

const PER_PAGE = 20;

/** The address of the list for a search and a page (the search lives in the address, so a reload keeps it). */
const listHref = (view: StudentsView, search: string, page = 1) => {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${view.list.to()}${text ? `?${text}` : ''}`;
};

/** The students of the teacher's courses with a search; "no students" and "no search results" states. */
export function TeacherStudentsList({ view }: { view: StudentsView }) {
  const { t } = useTranslation('teacherStudents');
  const texts = view.texts;
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageOf(params);
  const students = useListTeacherStudents({ ...(search ? { search } : {}), page, per_page: PER_PAGE });

  const onSearch = (next: string) => setParams(next ? { search: next } : {});

  return (
    <>
      <PageHeader title={t(`${texts}.title`)} />
      <SearchForm key={search} search={search} onSearch={onSearch} texts="teacherStudents" />
      <QueryContent
        query={students}
        empty={
          search ? (
            <EmptyState
              kind="noSearchResults"
              headingLevel="h2"
              text={t(`${texts}.noResultsText`, { search })}
            />
          ) : (
            <EmptyState kind="noStudents" headingLevel="h2" text={t(`${texts}.emptyText`)} />
          )
        }
      >
        {({ data, meta }) => (
          <>
            <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {search
                ? t(`${texts}.found`, { count: meta.total, search })
                : t(`${texts}.total`, { count: meta.total })}
            </Typography>
            <CardGrid>
              {data.map((student) => (
                <li key={student.id}>
                  <StudentCard view={view} student={student} />
                </li>
              ))}
            </CardGrid>
            <ListPager meta={meta} href={(next) => listHref(view, search, next)} />
          </>
        )}
      </QueryContent>
    </>
  );
}
