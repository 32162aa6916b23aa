import { useListPartnerOffers } from '@cabinet/api/partners';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { CardSkeleton } from '@cabinet/design-system/list-skeleton';
import { PageHeader } from '@cabinet/design-system/page-header';
import { PromoOfferCard } from '@cabinet/design-system/promo-offer-card';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/use-now';
import { PageError } from '../../../shared/PageError';

/** The partners' current offers, each with its promo-code popup. */
export function PartnerOffersPage() {
  const { t } = useTranslation();
  const offers = useListPartnerOffers({ per_page: 100 });
  const now = useNow();
  return (
    <>
      <PageHeader title={t('partners.title')} />
      {offers.isPending && <CardSkeleton count={3} />}
      {offers.isError && <PageError error={offers.error} onRetry={() => void offers.refetch()} />}
      {offers.data?.data.length === 0 && (
        <EmptyState title={t('partners.emptyTitle')} text={t('partners.emptyText')} />
      )}
      {offers.data && offers.data.data.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {offers.data.data.map((offer) => (
            <li key={offer.id}>
              <PromoOfferCard
                partnerName={offer.partner_name}
                title={offer.title}
                tag={offer.tag}
                validUntil={offer.expires_at}
                rules={offer.rules}
                code={offer.promo_code}
                headingLevel={2}
                now={now}
                {...(offer.image_url ? { imageUrl: offer.image_url } : {})}
              />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
