import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Whether students see the item: "hidden until access is granted" or "published", in words. */
export function PublishState({ published }: { published: boolean }) {
  const { t } = useTranslation('assignmentAuthoring');
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: published ? 'success.main' : 'warning.main',
        typography: 'body2',
        fontWeight: 500,
      }}
    >
      {t(published ? 'publish.published' : 'publish.hidden')}
    </Box>
  );
}
