import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useCallback, useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { describedBy, setRef, visuallyHidden } from '../../internal/field-state';
import {
  checkFiles,
  type FileCheckOptions,
  FILE_UPLOAD_DEFAULTS,
  type FileLike,
  type FileRefusal,
} from './checkFiles';
import { FileList } from './FileList';
import { FileRefusals } from './FileRefusals';
import { useFileSize } from './useFileSize';

/** The picker's filter: ".pdf,.jpg,.jpeg"; dropped files are checked by checkFiles anyway. */
const acceptAttribute = (accept: readonly string[]) =>
  accept.length === 0
    ? undefined
    : accept
        .flatMap((type) => {
          const extension = type.replace(/^\./, '').toLowerCase();
          return extension === 'jpg' ? ['jpg', 'jpeg'] : [extension];
        })
        .map((extension) => `.${extension}`)
        .join(',');

/**
 * The upload's props. `F` is what a form already holds besides picked files: files uploaded
 * before, listed by name and size (`File` alone by default).
 */
export type FileUploadProps<F extends FileLike = File> = FileCheckOptions & {
  /** Names the group; defaults to "Файли" / "Files". */
  label?: string | undefined;
  /** For a form library; the files travel in `onChange`, not in a form post. */
  name?: string | undefined;
  /** The listed files, when the form controls them: those it holds and those picked here. */
  value?: readonly (F | File)[] | undefined;
  defaultValue?: readonly (F | File)[] | undefined;
  /** The new list after files are added (as `File`) or removed. */
  onChange?: ((files: (F | File)[]) => void) | undefined;
  /** When the "Choose files" button loses focus. */
  onBlur?: (() => void) | undefined;
  /** A message from the form (e.g. "Add at least one file"); marks the group invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Explain why in `hint`. */
  disabled?: boolean | undefined;
  /** Reaches the "Choose files" button, so a form can move focus to it. */
  ref?: Ref<HTMLButtonElement> | undefined;
};

/**
 * Files picked with a real button or dropped on the zone: at most 10, of the allowed types, each
 * under the maximum size (large ones are taken with a warning); refusals are listed with their
 * reason. The ref reaches the "Choose files" button, so a form can move focus to it.
 */
export function FileUpload<F extends FileLike = File>({
  ref,
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  disabled = false,
  accept = FILE_UPLOAD_DEFAULTS.accept,
  maxFiles = FILE_UPLOAD_DEFAULTS.maxFiles,
  maxSize = FILE_UPLOAD_DEFAULTS.maxSize,
  recommendedSize = FILE_UPLOAD_DEFAULTS.recommendedSize,
}: FileUploadProps<F>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const size = useFileSize();
  const id = useId();
  const [own, setOwn] = useState<readonly (F | File)[]>(defaultValue ?? []);
  const [refused, setRefused] = useState<FileRefusal<F | File>[]>([]);
  const [news, setNews] = useState('');
  const files = value ?? own;
  const options = { accept, maxFiles, maxSize, recommendedSize };

  const button = useRef<HTMLButtonElement | null>(null);
  const buttonRef = useCallback(
    (node: HTMLButtonElement | null) => {
      button.current = node;
      setRef(ref, node);
    },
    [ref],
  );

  const change = (next: (F | File)[]) => {
    setOwn(next);
    onChange?.(next);
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (added: File[]) => {
      const result = checkFiles<F | File>(files, added, options);
      setRefused(result.refused);
      const count = result.files.length - files.length;
      setNews(count > 0 ? t('forms.fileUpload.added', { count }) : '');
      if (count > 0) change(result.files);
    },
  });

  const remove = (index: number) => {
    const file = files[index];
    change(files.filter((_, at) => at !== index));
    setRefused([]);
    setNews(file ? t('forms.fileUpload.removed', { name: file.name }) : '');
    // The removed button is gone: keep the keyboard in the component.
    button.current?.focus();
  };

  const types = accept.map((type) => type.replace(/^\./, '').toUpperCase()).join(', ');
  const ids = { label: `${id}-label`, rules: `${id}-rules`, message: `${id}-message` };
  const message = error ?? hint;

  return (
    <Stack role="group" aria-labelledby={ids.label} spacing={1.5} sx={{ minWidth: 0 }}>
      <Typography id={ids.label} component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {label ?? t('forms.fileUpload.label')}
        {required && <span aria-hidden="true"> *</span>}
        {required && (
          <Box component="span" sx={visuallyHidden}>
            {` (${t('forms.fileUpload.required')})`}
          </Box>
        )}
      </Typography>
      <Box
        {...getRootProps()}
        data-drag-active={isDragActive}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          p: 2,
          borderRadius: 2,
          border: '2px dashed',
          borderColor: error
            ? theme.palette.status.error.fg
            : isDragActive
              ? theme.palette.primary.main
              : theme.palette.text.secondary,
          bgcolor: isDragActive ? theme.palette.action.hover : 'transparent',
          opacity: disabled ? 0.7 : 1,
        })}
      >
        <input
          {...getInputProps({
            accept: acceptAttribute(accept),
            'aria-hidden': true,
            'aria-label': undefined,
          })}
        />
        <Typography variant="body2" color="textSecondary">
          {t(isDragActive ? 'forms.fileUpload.dropNow' : 'forms.fileUpload.dragHere')}
        </Typography>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={open}
          onBlur={onBlur}
          aria-describedby={describedBy(ids.rules, message && ids.message)}
          sx={{ minHeight: 40 }}
        >
          {t('forms.fileUpload.choose')}
        </Button>
        <Typography id={ids.rules} variant="body2" color="textSecondary">
          {accept.length > 0 && `${t('forms.fileUpload.types', { types })} `}
          {t('forms.fileUpload.limits', {
            count: maxFiles,
            max: size(maxSize),
            recommended: size(recommendedSize),
          })}
        </Typography>
      </Box>
      {message && (
        <Typography
          id={ids.message}
          role={error ? 'alert' : undefined}
          variant="body2"
          sx={(theme) => ({ color: error ? theme.palette.status.error.fg : theme.palette.text.secondary })}
        >
          {message}
        </Typography>
      )}
      {refused.length > 0 && (
        <FileRefusals refused={refused} types={types} maxFiles={maxFiles} maxSize={maxSize} />
      )}
      <FileList files={files} options={options} disabled={disabled} onRemove={remove} />
      <Box role="status" sx={visuallyHidden}>
        {news}
      </Box>
    </Stack>
  );
}
