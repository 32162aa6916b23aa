import type { CabinetMenuSection } from '../cabinet-menu';
import type { CabinetUser } from './UserBlock';
import type { PartnerLogo } from './PartnerLogos';

/** A plain logo drawn in SVG: the partner's initials on its colour. */
const logo = (text: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="${background}"/><text x="60" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text></svg>`,
  )}`;

export const partners: PartnerLogo[] = [
  { name: 'Мовний центр «Лінгва»', href: 'https://lingva.example.ua', logoSrc: logo('ЛІНГВА', '#1f4e9e') },
  { name: 'Cambridge English', href: 'https://cambridge.example.org', logoSrc: logo('Cambridge', '#a3162b') },
];

export const textPartners: PartnerLogo[] = partners.map(({ name, href }) => ({ name, href }));

const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72" viewBox="0 0 72 72"><rect width="72" height="72" fill="#e3efff"/><circle cx="36" cy="28" r="13" fill="#5b82cf"/><path d="M12 72c2-16 12-24 24-24s22 8 24 24z" fill="#5b82cf"/></svg>',
)}`;

export const student: CabinetUser = { name: 'Олена Коваль', profileHref: '/profile' };
export const studentWithAvatar: CabinetUser = { ...student, avatarSrc: avatar };
export const corporateStudent: CabinetUser = {
  name: 'Андрій Мельник',
  profileHref: '/profile',
  company: 'ТОВ «Київстар Бізнес»',
};

export const menuSections: CabinetMenuSection[] = [
  {
    title: 'Навчання',
    items: [
      { label: 'Мої курси', href: '/student/courses', current: true },
      { label: 'Розклад', href: '/student/schedule' },
      { label: 'Домашні завдання', href: '/student/homework', badge: 'updated' },
    ],
  },
  {
    title: 'Школа',
    items: [
      { label: 'Розмовні клуби', href: '/clubs', badge: 'new' },
      { label: 'Події', href: '/events' },
      { label: 'Сертифікати', href: '/certificates' },
    ],
  },
];
