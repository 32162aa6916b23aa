import type { User } from '@cabinet/api/model';

/** The demo student as the school sends her: one space, no phone, no avatar. */
export const olena: User = {
  id: 1,
  name: 'Олена Коваль',
  nameEn: 'Olena Koval',
  email: 'student@demo.school',
  phone: null,
  avatar: null,
  spaces: ['student'],
  company_name: null,
};
