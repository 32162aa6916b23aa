import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

/**
 * The smallest sign-in page the cabinet's stack makes: React, React DOM, MUI, the router, i18next
 * and react-hook-form, an e-mail field and a button. The cabinet's sign-in page is measured against
 * it (tests/build/budgets.test.ts).
 */
const texts = {
  uk: {
    translation: { email: 'Електронна пошта', required: 'Введіть електронну пошту', next: 'Продовжити' },
  },
  en: { translation: { email: 'E-mail', required: 'Enter your e-mail', next: 'Continue' } },
};

function SignIn() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: '' } });
  const error = formState.errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <TextField
        label={t('email')}
        type="email"
        error={Boolean(error)}
        helperText={error}
        {...register('email', { required: t('required') })}
      />
      <Button type="submit" variant="contained">
        {t('next')}
      </Button>
    </form>
  );
}

const router = createBrowserRouter([{ path: '/login', element: <SignIn /> }]);

void i18next
  .use(initReactI18next)
  .init({ resources: texts, lng: 'uk', fallbackLng: 'en' })
  .then(() => {
    const container = document.getElementById('root');
    if (!container) return;
    createRoot(container).render(
      <I18nextProvider i18n={i18next}>
        <ThemeProvider theme={createTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  });
