import { TextInput } from '@cabinet/design-system/text-input';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type SearchFormProps = {
  /** The search in the address now. */
  search: string;
  onSearch: (search: string) => void;
  /**
   * The text group whose `search.region`, `search.label`, `search.hint`, `search.submit` and
   * `search.clear` name the form, the field, its hint and the two buttons.
   */
  texts: string;
};

/** A list's search; it is sent with the button (or Enter), so typing fetches nothing. */
export function SearchForm({ search, onSearch, texts }: SearchFormProps) {
  const { t } = useTranslation(texts);
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.region')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, mb: 3, maxWidth: 640 }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <TextInput
          label={t('search.label')}
          hint={t('search.hint')}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ maxLength: 100 }}
          fullWidth
        />
      </Box>
      <Button type="submit" variant="contained" sx={{ mb: 3.5 }}>
        {t('search.submit')}
      </Button>
      {search ? (
        <Button
          type="button"
          variant="text"
          sx={{ mb: 3.5 }}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('search.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
