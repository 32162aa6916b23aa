import type { Substitution } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDateTime } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { nameIn } from '../../shared/in-language';

/** `href`: the lesson's page for this viewer, when they have one (the title links to it). */
type SubstitutionCardProps = { item: Substitution; href?: string; children?: ReactNode };

/** One request: its status and the viewer's decision, the lesson, the time, who asked and who took it. */
export function SubstitutionCard({ item, href, children }: SubstitutionCardProps) {
  const { t, i18n } = useTranslation('substitutions');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  const times = schoolAndViewerTimes(item.starts_at, item.ends_at, language);
  return (
    <CardFrame titleId={titleId}>
      <CardKicker label={t(`kinds.${item.kind}`)}>
        <StatusBadge vocabulary="substitution" value={item.status} />
        {item.decision ? <StatusBadge vocabulary="substitutionDecision" value={item.decision} /> : null}
        {item.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
      </CardKicker>
      <CardTitle id={titleId} href={href}>
        {t('card.title', { course: item.course_name, number: item.lesson_number })}
      </CardTitle>
      <Facts>
        <Fact label={t('card.time')}>
          {times.school}
          {times.viewer ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('card.yourTime', { time: times.viewer })}
            </Typography>
          ) : null}
        </Fact>
        <Fact label={t('card.requestedBy')}>
          {item.side === 'requested' ? t('card.you') : nameIn(item.requested_by, language)}
        </Fact>
        <Fact label={t('card.substitute')}>
          {item.substitute
            ? item.side === 'offered' && item.decision === 'accepted'
              ? t('card.you')
              : nameIn(item.substitute, language)
            : t('card.noSubstitute')}
        </Fact>
        <Fact label={t('card.reason')}>{t(`reasons.${item.reason}`)}</Fact>
        {item.comment ? <Fact label={t('card.comment')}>{item.comment}</Fact> : null}
        <Fact label={t('card.created')}>{formatDateTime(item.created_at, language)}</Fact>
        {item.late_cancel || item.paid ? (
          <Fact label={t('card.pay')}>{item.late_cancel ? t('card.lateCancelPaid') : t('card.paid')}</Fact>
        ) : null}
      </Facts>
      {children}
    </CardFrame>
  );
}
