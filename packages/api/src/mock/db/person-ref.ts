import { users } from './users';

/** The API's PersonRef of a user: id and both spellings of the name. */
export const personRef = (id: number) => {
  const user = users.byId(id);
  return { id, name: user?.name ?? '', name_en: user?.nameEn ?? null };
};
