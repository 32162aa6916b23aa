import { useListHeldCertificates } from '@cabinet/api/certificates';
import { useListCourses } from '@cabinet/api/courses';
import type { HeldCertificate } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldCertificateCard } from '../../../features/certificates/HeldCertificateCard';
import {
  type CertificateGroups,
  groupCertificates,
  heldCertificateKey,
} from '../../../features/certificates/held-certificates';
import { childrenOf } from '../../../features/children/children';
import { useCurrentUser } from '../../../session/use-current-user';
import { nameIn } from '../../../shared/in-language';
import { readsByChild } from './certificate-sections';
import { QueryContent } from '../../../shared/QueryContent';

type ListProps = { certificates: HeldCertificate[]; headingLevel: 2 | 3; userId: number };

/** Certificates as cards; a course certificate of someone else names its student. */
function Certificates({ certificates, headingLevel, userId }: ListProps) {
  return (
    <CardGrid>
      {certificates.map((held) => (
        <li key={heldCertificateKey(held)}>
          <HeldCertificateCard
            held={held}
            headingLevel={headingLevel}
            showStudent={held.kind === 'course' && held.certificate.student.id !== userId}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** A titled part of the page (a child's certificates, or the user's own beside them). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Every course of the children fits one page (the API's largest). */
const COURSES_PER_PAGE = 100;

/**
 * A parent's page: a section per child (from the children's courses, so a child without a
 * certificate is there too, saying so), then the parent's own certificates.
 */
function ParentCertificates({ groups, userId }: { groups: CertificateGroups; userId: number }) {
  const { t, i18n } = useTranslation('certificates');
  const courses = useListCourses({ per_page: COURSES_PER_PAGE });
  const language = i18n.language === 'en' ? 'en' : 'uk';
  return (
    <QueryContent query={courses}>
      {({ data }) => {
        const children = new Map(groups.children.map((group) => [group.child.id, group]));
        for (const child of childrenOf(data, userId))
          if (!children.has(child.id)) children.set(child.id, { child, certificates: [] });
        return (
          <Stack spacing={4}>
            {[...children.values()].map(({ child, certificates }) => {
              const name = nameIn(child, language);
              return (
                <Section key={child.id} title={name}>
                  {certificates.length > 0 ? (
                    <Certificates certificates={certificates} headingLevel={3} userId={child.id} />
                  ) : (
                    <EmptyState
                      headingLevel="h3"
                      title={t('page.childEmptyTitle')}
                      text={t('page.childEmptyText')}
                    />
                  )}
                </Section>
              );
            })}
            {groups.own.length > 0 ? (
              <Section title={t('page.mine')}>
                <Certificates certificates={groups.own} headingLevel={3} userId={userId} />
              </Section>
            ) : null}
          </Stack>
        );
      }}
    </QueryContent>
  );
}

/**
 * `/profile/certificates` (the menu's "profile-certificates"): every certificate the school lists
 * for the user (listHeldCertificates): course certificates (their own, a parent's children's apart
 * under each child's name, a teacher's students', a company manager's employees'), events',
 * teacher-training courses' and video courses', each downloadable once issued. The empty state
 * only when the school answers none; an error with a retry when it cannot answer.
 */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const { data: user } = useCurrentUser();
  const held = useListHeldCertificates({ query: { enabled: user !== undefined } });
  return (
    <>
      <PageHeader title={t('page.title')} />
      <QueryContent query={held} empty={<EmptyState kind="noCertificates" headingLevel="h2" />}>
        {({ data }) =>
          user &&
          (readsByChild(user.spaces) ? (
            <ParentCertificates groups={groupCertificates(data, user.id)} userId={user.id} />
          ) : (
            <Certificates certificates={data} headingLevel={2} userId={user.id} />
          ))
        }
      </QueryContent>
    </>
  );
}
