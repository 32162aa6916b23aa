import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';

export type PartnerLogo = {
  /** The partner's name: the link's accessible name, the logo's alt text, the text without an image. */
  name: string;
  /** The partner's site; opens in a new tab. */
  href: string;
  /** The logo image; without it, the name is shown as text. */
  logoSrc?: string | undefined;
};

/** The partners' logos, each a link to its site in a new tab. */
export function PartnerLogos({ partners }: { partners: PartnerLogo[] }) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        m: 0,
        p: 0,
        listStyle: 'none',
        minWidth: 0,
      }}
    >
      {partners.map((partner) => (
        <Box component="li" key={partner.href} sx={{ display: 'flex', minWidth: 0 }}>
          <Link
            href={partner.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('layout.header.opensInNewTab', { name: partner.name })}
            underline="hover"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 40, borderRadius: 1, minWidth: 0 }}
          >
            {partner.logoSrc ? (
              <Box
                component="img"
                src={partner.logoSrc}
                alt={partner.name}
                sx={{
                  display: 'block',
                  height: { xs: 28, sm: 36 },
                  width: 'auto',
                  maxWidth: { xs: 96, sm: 140 },
                }}
              />
            ) : (
              <Box
                component="span"
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: 14, sm: 16 },
                  lineHeight: 1.2,
                  overflowWrap: 'anywhere',
                }}
              >
                {partner.name}
              </Box>
            )}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
