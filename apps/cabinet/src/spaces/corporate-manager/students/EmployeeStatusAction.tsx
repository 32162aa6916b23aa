import type { CompanyEmployee } from '@cabinet/api/model';
import {
  getGetCompanyEmployeeQueryKey,
  getListCompanyEmployeesQueryKey,
  useDeactivateCompanyEmployee,
  useRestoreCompanyEmployee,
} from '@cabinet/api/company';
import {
  DeactivateCorporateStudentDialog,
  RestoreCorporateStudentDialog,
} from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { showToast } from '../../../shared/toast-queue';

/**
 * Deactivate for an active employee, Restore for an inactive one, each after a confirmation; a
 * refusal stays in the dialog, and the lists and the employee's page read the new status.
 */
export function EmployeeStatusAction({ employee }: { employee: CompanyEmployee }) {
  const { t } = useTranslation('companyStudents');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const options = { request: { silent: true } };
  const deactivate = useDeactivateCompanyEmployee(options);
  const restore = useRestoreCompanyEmployee(options);
  const call = employee.active ? deactivate : restore;
  const action = employee.active ? 'deactivate' : 'restore';
  const close = () => {
    setOpen(false);
    call.reset();
  };
  const confirm = async () => {
    await call.mutateAsync({ employeeId: employee.id });
    setOpen(false);
    showToast(t(`${action}.done`, { name: employee.name }), 'success');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListCompanyEmployeesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetCompanyEmployeeQueryKey(employee.id) }),
    ]);
  };
  const dialog = {
    open,
    studentName: employee.name,
    onClose: close,
    onConfirm: () => void confirm().catch(() => undefined),
    busy: call.isPending,
    error: call.isError ? errorMessage(call.error) : undefined,
  };
  return (
    <>
      <Button
        variant="outlined"
        color={employee.active ? 'error' : 'primary'}
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${t(`${action}.action`)}: ${employee.name}`}
        sx={{ minHeight: 36 }}
      >
        {t(`${action}.action`)}
      </Button>
      {employee.active ? (
        <DeactivateCorporateStudentDialog {...dialog} />
      ) : (
        <RestoreCorporateStudentDialog {...dialog} />
      )}
    </>
  );
}
