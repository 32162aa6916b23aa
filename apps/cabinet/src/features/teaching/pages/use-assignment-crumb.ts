import { useGetAssignment } from '@cabinet/api/assignments';
import { useTranslation } from 'react-i18next';
import { assignmentTitle } from '../../assignments/names';
import { languageOf } from '../../../shared/in-language';

/** The assignment's title as the page's last crumb (read from the cache the page fills). */
export function useAssignmentCrumb(assignmentId: number): string | undefined {
  const { i18n } = useTranslation();
  const query = useGetAssignment(assignmentId);
  return query.data ? assignmentTitle(query.data.data, languageOf(i18n.language)) : undefined;
}
