import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { PromoCodeDialog, PromoRules } from '../promo-code-dialog';
import { StatusBadge, type StatusValue } from '../status-badge';
import { isOfferExpired } from './expiry';

export type PromoOfferCardProps = {
  partnerName: string;
  title: string;
  tag: StatusValue<'promoTag'>;
  /** The last day of the offer ("2026-12-31") or its exact end (ISO date and time). */
  validUntil: string;
  /** The terms: a short text or a list of points. */
  rules: string | readonly string[];
  /** The promo code the dialog shows. */
  code: string;
  /** The partner's picture or logo; its alternative text is the partner's name. */
  imageUrl?: string | undefined;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The moment expiry is judged against; now by default. */
  now?: Date | undefined;
  /** Called when the promo code dialog opens. */
  onOpenCode?: (() => void) | undefined;
  /** Called after the code has been copied. */
  onCopied?: (() => void) | undefined;
};

/** A partner's gift or discount with its terms and a button that reveals the promo code. */
export function PromoOfferCard({
  partnerName,
  title,
  tag,
  validUntil,
  rules,
  code,
  imageUrl,
  headingLevel = 3,
  now,
  onOpenCode,
  onCopied,
}: PromoOfferCardProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const headingId = useId();
  const expiryId = useId();
  const [open, setOpen] = useState(false);
  const [checkedAt] = useState(() => now ?? new Date());
  const expired = isOfferExpired(validUntil, now ?? checkedAt);
  const date = formatDate(validUntil, language);

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt={partnerName}
          sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      ) : null}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ fontWeight: 500, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {partnerName}
          </Typography>
          <StatusBadge vocabulary="promoTag" value={tag} />
        </Box>
        <Typography
          id={headingId}
          variant="h6"
          component={`h${headingLevel}`}
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Box id={expiryId}>
          <Typography
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              color: expired ? 'text.primary' : 'text.secondary',
              fontWeight: expired ? 500 : undefined,
            }}
          >
            <EventIcon fontSize="small" aria-hidden />
            <time dateTime={validUntil}>
              {t(expired ? 'offers.promoOffer.expired' : 'offers.promoOffer.validUntil', { date })}
            </time>
          </Typography>
          {expired ? (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {t('offers.promoOffer.expiredHint')}
            </Typography>
          ) : null}
        </Box>
        <PromoRules rules={rules} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          variant="contained"
          disabled={expired}
          aria-label={t('offers.promoOffer.getCodeLabel', { title })}
          aria-describedby={expired ? expiryId : undefined}
          onClick={() => {
            setOpen(true);
            onOpenCode?.();
          }}
        >
          {t('offers.promoOffer.getCode')}
        </Button>
      </CardActions>
      <PromoCodeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        code={code}
        partnerName={partnerName}
        rules={rules}
        onCopied={onCopied}
      />
    </Card>
  );
}
