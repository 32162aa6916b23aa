import { useUploadFiles } from '@cabinet/api/files';
import type { FileRef } from '@cabinet/api/model';
import { FileUpload } from '@cabinet/design-system/file-upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { MAX_WORK_FILES } from './submit-rules';
import { MAX_MEDIA_FILE_BYTES, RECOMMENDED_FILE_BYTES, UPLOAD_TYPES, splitBySize } from './upload-rules';

type Attached = { name: string; size: number; ref: FileRef };

type AnswerFilesProps = {
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  disabled?: boolean;
  /** The field's name; a student's answer by default (a teacher's task names whose files they are). */
  label?: string | undefined;
  /** The school refused these files when saving (e.g. too many). */
  error?: string | undefined;
};

/**
 * Files of an answer, a task or a lesson: chosen or dropped files are checked (type, number, size; see
 * docs/rules-and-limits.md#uploads) and uploaded at once, then listed with the uploaded ones, each
 * removable. A refused upload says why, translated.
 */
export function AnswerFiles({ value, onChange, disabled = false, label, error }: AnswerFilesProps) {
  const { t } = useTranslation('assignments');
  const upload = useUploadFiles({ request: { silent: true } });
  const [pending, setPending] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [news, setNews] = useState('');
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  // The upload field lists the uploaded files by name and size beside the ones being uploaded.
  const attached = useMemo<Attached[]>(
    () => value.map((ref) => ({ name: ref.name, size: ref.size, ref })),
    [value],
  );

  const change = (next: (Attached | File)[]) => {
    const kept = attached.filter((item) => next.includes(item));
    const added = next.filter((item): item is File => item instanceof File && !pending.includes(item));
    if (kept.length !== attached.length) onChange(kept.map((item) => item.ref));
    if (added.length === 0) return;
    const { fitting, tooLarge } = splitBySize(added);
    setProblems(tooLarge.map((file) => t('files.tooLarge', { name: file.name })));
    if (fitting.length === 0) return;
    setPending(fitting);
    setNews(t('files.uploading'));
    upload.mutate(
      { data: { files: fitting } },
      {
        onSuccess: ({ data }) => {
          onChange([...current.current, ...data].slice(0, MAX_WORK_FILES));
          setNews(t('files.attached', { count: data.length }));
        },
        onError: (error) => {
          setProblems((list) => [...list, t('files.failed', { message: errorMessage(error) })]);
          setNews('');
        },
        onSettled: () => setPending([]),
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FileUpload<Attached>
        label={label ?? t('files.label')}
        value={[...attached, ...pending]}
        onChange={change}
        disabled={disabled || upload.isPending}
        accept={UPLOAD_TYPES}
        maxFiles={MAX_WORK_FILES}
        maxSize={MAX_MEDIA_FILE_BYTES}
        recommendedSize={RECOMMENDED_FILE_BYTES}
        hint={t('files.hint')}
      />
      {problems.length > 0 || error ? (
        <Alert severity="error" role="alert">
          {[...problems, ...(error ? [error] : [])].map((problem) => (
            <Box component="span" key={problem} sx={{ display: 'block' }}>
              {problem}
            </Box>
          ))}
        </Alert>
      ) : null}
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {news}
      </Box>
    </Box>
  );
}
