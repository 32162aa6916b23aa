import { useListPartnerOffers } from '@cabinet/api/partners';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { CardSkeleton } from '@cabinet/design-system/list-skeleton';
import { PageHeader } from '@cabinet/design-system/page-header';
import { PromoOfferCard } from '@cabinet/design-system/promo-offer-card';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/use-now';
import { QueryContent } from '../../../shared/QueryContent';

/** The partners' current offers, each with its promo-code popup. */
export function PartnerOffersPage() {
  const { t } = useTranslation();
  const offers = useListPartnerOffers({ per_page: 100 });
  const now = useNow();
  return (
    <>
      <PageHeader title={t('partners.title')} />
      <QueryContent
        query={offers}
        loading={<CardSkeleton count={3} />}
        empty={
          <EmptyState headingLevel="h2" title={t('partners.emptyTitle')} text={t('partners.emptyText')} />
        }
      >
        {({ data }) => (
          <CardGrid minColumnWidth={280}>
            {data.map((offer) => (
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
          </CardGrid>
        )}
      </QueryContent>
    </>
  );
}
