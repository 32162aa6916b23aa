import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type FocusEventHandler, forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TOPICS } from './callback-types';

type TopicSelectProps = {
  name: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
  error?: string | undefined;
};

/** What a support request is about: the browser's own list, light and usable with any input. */
export const TopicSelect = forwardRef<HTMLSelectElement, TopicSelectProps>(function TopicSelect(
  { name, onChange, onBlur, error },
  ref,
) {
  const { t } = useTranslation('account');
  const id = useId();
  const messageId = `${id}-message`;
  const label = t('support.topic');
  return (
    <FormControl fullWidth required error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={`${label} *`} />}
        inputRef={ref}
        inputProps={{
          id,
          name,
          onBlur,
          'aria-describedby': error ? messageId : undefined,
          'aria-invalid': Boolean(error),
        }}
        onChange={onChange}
        defaultValue=""
      >
        <option value="" disabled>
          {t('support.chooseTopic')}
        </option>
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`support.topics.${topic}`)}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={messageId} role={error ? 'alert' : undefined} sx={{ minHeight: '1.66em' }}>
        {error ?? ''}
      </FormHelperText>
    </FormControl>
  );
});
