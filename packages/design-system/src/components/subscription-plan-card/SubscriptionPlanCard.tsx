import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { StatusBadge, type StatusValue } from '../status-badge';

export type SubscriptionPlanMonths = 1 | 6 | 12;

export type SubscriptionPlanCardProps = {
  months: SubscriptionPlanMonths;
  /** The price of the whole plan, in whole hryvnias. */
  price: number;
  /** Set when this is the user's current plan. */
  status?: StatusValue<'subscription'> | undefined;
  /** The next renewal (active) or the end of access (renewal cancelled), ISO. */
  renewalDate?: string | undefined;
  /** Offered when the plan is not the current one. */
  onChoose?: (() => void) | undefined;
  /** Offered when the plan is current and active. */
  onCancelRenewal?: (() => void) | undefined;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** A subscription plan of 1, 6 or 12 months with its price, and, when it is current, its renewal. */
export function SubscriptionPlanCard({
  months,
  price,
  status,
  renewalDate,
  onChoose,
  onCancelRenewal,
  headingLevel = 3,
}: SubscriptionPlanCardProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const headingId = useId();
  const plan = t('offers.subscription.months', { count: months });
  const current = status !== undefined;
  const canChoose = !current && onChoose;
  const canCancel = status === 'active' && onCancelRenewal;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        ...(current ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography id={headingId} variant="h6" component={`h${headingLevel}`} sx={{ lineHeight: 1.3 }}>
            {plan}
          </Typography>
          {status ? <StatusBadge vocabulary="subscription" value={status} /> : null}
        </Box>
        <Typography sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
          {formatMoney(price, language)}
        </Typography>
        {months > 1 ? (
          <Typography variant="body2" color="textSecondary">
            {t('offers.subscription.perMonth', { price: formatMoney(Math.round(price / months), language) })}
          </Typography>
        ) : null}
        {status && renewalDate ? (
          <Typography variant="body2">
            <time dateTime={renewalDate}>
              {t(status === 'active' ? 'offers.subscription.renewsOn' : 'offers.subscription.accessUntil', {
                date: formatDate(renewalDate, language),
              })}
            </time>
          </Typography>
        ) : null}
      </CardContent>
      {canChoose || canCancel ? (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {canChoose ? (
            <Button
              variant="contained"
              onClick={onChoose}
              aria-label={t('offers.subscription.chooseLabel', { plan })}
            >
              {t('offers.subscription.choose')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="outlined" color="inherit" onClick={onCancelRenewal}>
              {t('offers.subscription.cancelRenewal')}
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
