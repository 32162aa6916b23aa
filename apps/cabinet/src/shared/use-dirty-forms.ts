import { useCallback, useEffect, useState } from 'react';

/** Tells the page whether one of its forms holds unsaved changes. */
export type DirtyReporter = (form: string, dirty: boolean) => void;

/** The page's record of which of its forms hold unsaved changes. */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback<DirtyReporter>(
    (form, isDirty) => setDirty((forms) => (forms[form] === isDirty ? forms : { ...forms, [form]: isDirty })),
    [],
  );
  return { anyDirty: Object.values(dirty).some(Boolean), report };
}

/** A form reports its changes to the page, and that it has none once it is gone. */
export function useReportDirty(form: string, isDirty: boolean, report: DirtyReporter | undefined) {
  useEffect(() => {
    report?.(form, isDirty);
    return () => report?.(form, false);
  }, [form, isDirty, report]);
}
