import {
  getListCompanyEmployeesQueryKey,
  useBulkCompanyEmployees,
  useUndoCompanyEmployeesBulk,
} from '@cabinet/api/company';
import type { CompanyEmployee, CompanyEmployeeBulk, CompanyEmployeeBulkAction } from '@cabinet/api/model';
import {
  getGetCompanyPretestsQueryKey,
  getListCompanyPaidPretestsQueryKey,
} from '@cabinet/api/paid-pretests';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/error-message';
import { BulkBar } from './BulkBar';
import { BulkPreviewDialog } from './BulkPreviewDialog';
import { type DoneBulk, UndoNotice } from './UndoNotice';
import type { Selection } from './use-selection';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The bulk tools of the employees list: the actions on everyone chosen, each previewed by the
 * school before it is done, then a notice with Undo for the action's minutes.
 */
export function EmployeesBulk({
  selection,
  page,
}: {
  selection: Selection;
  page: readonly CompanyEmployee[];
}) {
  const { t } = useTranslation('companyStudents');
  const queryClient = useQueryClient();
  const options = { request: { silent: true } };
  const bulk = useBulkCompanyEmployees(options);
  const undo = useUndoCompanyEmployeesBulk(options);
  const [preview, setPreview] = useState<CompanyEmployeeBulk | null>(null);
  const [done, setDone] = useState<DoneBulk | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | undefined>();

  // The list, each employee's page (its address begins with the list's) and the tests' balance.
  const employees = getListCompanyEmployeesQueryKey()[0];
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(employees),
      }),
      queryClient.invalidateQueries({ queryKey: getGetCompanyPretestsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListCompanyPaidPretestsQueryKey() }),
    ]);

  const ask = async (action: CompanyEmployeeBulkAction) => {
    setNotice(null);
    setFailure(undefined);
    try {
      const { data } = await bulk.mutateAsync({
        data: { action, employee_ids: selection.ids, dry_run: true },
      });
      setPreview(data);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const confirm = async () => {
    if (!preview) return;
    try {
      const { data } = await bulk.mutateAsync({
        data: { action: preview.action, employee_ids: selection.ids, dry_run: false },
      });
      setPreview(null);
      selection.clear();
      if (data.undo_id !== null && data.undo_until !== null) {
        setDone({ action: data.action, count: data.affected, undoId: data.undo_id, until: data.undo_until });
      }
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const revert = async (action: DoneBulk) => {
    try {
      const { data } = await undo.mutateAsync({ undoId: action.undoId });
      setDone(null);
      setNotice({ severity: 'success', text: t(`bulk.undone.${data.action}`, { count: data.reverted }) });
      await refresh();
    } catch (error) {
      setDone(null);
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const gone = useCallback(() => setDone(null), []);
  return (
    <>
      {done && (
        <UndoNotice done={done} busy={undo.isPending} onUndo={() => void revert(done)} onGone={gone} />
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      <BulkBar
        selection={selection}
        page={page}
        busy={bulk.isPending}
        onAction={(action) => void ask(action)}
      />
      <BulkPreviewDialog
        preview={preview}
        chosen={selection.chosen}
        busy={bulk.isPending}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => {
          setPreview(null);
          setFailure(undefined);
        }}
      />
    </>
  );
}
