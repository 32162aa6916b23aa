import { downloadTraineeCertificate } from '@cabinet/api/course-tasks';
import { downloadEventCertificate } from '@cabinet/api/events';
import type {
  HeldCertificate,
  HeldEventCertificate,
  HeldTrainingCertificate,
  HeldVideoCourseCertificate,
} from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../shared/in-language';
import { CertificateDownload } from './CertificateDownload';
import { CourseCertificateCard } from './CourseCertificateCard';
import { dayMoment } from './held-certificates';
import { videoCourseCertificateFile } from './video-course-download';

type HeldCertificateCardProps = {
  held: HeldCertificate;
  /** The level of the card's heading in the page's outline. */
  headingLevel: 2 | 3 | 4;
  /** Names the student of a course certificate (a teacher's or a company's list). */
  showStudent?: boolean;
};

/** A certificate of any kind on the certificates page, with its facts and its download. */
export function HeldCertificateCard({ held, headingLevel, showStudent = false }: HeldCertificateCardProps) {
  switch (held.kind) {
    case 'course':
      return (
        <CourseCertificateCard
          certificate={held.certificate}
          headingLevel={headingLevel}
          showStudent={showStudent}
          stretch
        />
      );
    case 'event':
      return <EventCard held={held} headingLevel={headingLevel} />;
    case 'teacher_training':
      return <TrainingCard held={held} headingLevel={headingLevel} />;
    case 'video_course':
      return <VideoCourseCard held={held} headingLevel={headingLevel} />;
  }
}

type CardProps<Held> = { held: Held; headingLevel: 2 | 3 | 4 };

const useLanguage = () => {
  const { t, i18n } = useTranslation('certificates');
  return { t, language: i18n.language === 'en' ? ('en' as const) : ('uk' as const) };
};

function EventCard({ held, headingLevel }: CardProps<HeldEventCertificate>) {
  const { t, language } = useLanguage();
  const title = inLanguage(held.title, held.title_en, language);
  return (
    <HeldFrame
      kicker={t(`held.event.${held.event_type}`)}
      title={title}
      headingLevel={headingLevel}
      download={{
        run: () => downloadEventCertificate(held.event_id, { silent: true }),
        fileName: `event-certificate-${held.event_id}.pdf`,
      }}
    >
      <Fact label={t('held.heldOn')}>
        <time dateTime={held.starts_at}>{formatDate(held.starts_at, language)}</time>
      </Fact>
      <Fact label={t('held.nameOnCertificate')}>{held.name_en}</Fact>
      <Fact label={t('card.issuedAt')}>
        <time dateTime={held.issued_on}>{formatDate(dayMoment(held.issued_on), language)}</time>
      </Fact>
    </HeldFrame>
  );
}

function TrainingCard({ held, headingLevel }: CardProps<HeldTrainingCertificate>) {
  const { t, language } = useLanguage();
  return (
    <HeldFrame
      kicker={t('held.training.kicker')}
      title={t('held.training.title')}
      subtitle={t('card.course.group', { name: held.course_name })}
      headingLevel={headingLevel}
      download={{
        run: () => downloadTraineeCertificate(held.course_id, held.trainee_id, { silent: true }),
        fileName: `tylt-certificate-${held.course_id}-${held.trainee_id}.pdf`,
      }}
    >
      <Fact label={t('held.training.grade')}>{t(`held.training.grades.${held.type}`)}</Fact>
      <Fact label={t('card.issuedAt')}>
        <time dateTime={held.issued_on}>{formatDate(dayMoment(held.issued_on), language)}</time>
      </Fact>
    </HeldFrame>
  );
}

function VideoCourseCard({ held, headingLevel }: CardProps<HeldVideoCourseCertificate>) {
  const { t, language } = useLanguage();
  return (
    <HeldFrame
      kicker={t('held.video.kicker')}
      badge={<StatusBadge vocabulary="videoCourseResult" value={held.result} />}
      title={inLanguage(held.title, held.title_en, language)}
      headingLevel={headingLevel}
      download={videoCourseCertificateFile(held.video_course_id)}
    >
      <Fact label={t('held.video.rightAnswers')}>{t('card.percent', { value: held.percent })}</Fact>
      <Fact label={t('card.issuedAt')}>
        <time dateTime={held.issued_on}>{formatDate(dayMoment(held.issued_on), language)}</time>
      </Fact>
    </HeldFrame>
  );
}

type HeldFrameProps = {
  kicker: string;
  badge?: ReactNode;
  title: string;
  subtitle?: string;
  headingLevel: 2 | 3 | 4;
  download: { run: () => Promise<Blob>; fileName: string };
  children: ReactNode;
};

/** The card of an issued certificate: what it is, its title, its facts and the download. */
function HeldFrame({ kicker, badge, title, subtitle, headingLevel, download, children }: HeldFrameProps) {
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker label={kicker}>{badge}</CardKicker>
      <Box>
        <CardTitle id={titleId} level={headingLevel}>
          {title}
        </CardTitle>
        {subtitle ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      <Facts>{children}</Facts>
      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <CertificateDownload download={download.run} fileName={download.fileName} title={title} />
      </Box>
    </CardFrame>
  );
}
