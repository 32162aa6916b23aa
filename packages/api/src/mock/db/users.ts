import type { Space, User } from '../../generated/model';
import { DEMO_PASSWORD, demoUsers } from './demo-users';

export type UserRow = User & { password: string };

/** The mock school's user table. In memory for now; a later issue persists it in the browser. */
export const users = {
  rows: [] as UserRow[],

  reset(): void {
    this.rows = demoUsers.map((demo, index) => ({
      id: index + 1,
      name: demo.name,
      nameEn: demo.nameEn,
      email: demo.email,
      phone: `+380 67 000 00 ${String(index + 1).padStart(2, '0')}`,
      avatar: null,
      spaces: demo.spaces,
      company_name: demo.company ?? null,
      password: DEMO_PASSWORD,
    }));
  },

  byEmail(email: string): UserRow | undefined {
    const wanted = email.trim().toLowerCase();
    return this.rows.find((row) => row.email.toLowerCase() === wanted);
  },

  byId(id: number): UserRow | undefined {
    return this.rows.find((row) => row.id === id);
  },

  create(email: string, password: string, spaces: Space[] = ['no_space']): UserRow {
    const row: UserRow = {
      id: Math.max(0, ...this.rows.map((r) => r.id)) + 1,
      name: email.split('@')[0] ?? email,
      nameEn: null,
      email: email.trim().toLowerCase(),
      phone: null,
      avatar: null,
      spaces,
      company_name: null,
      password,
    };
    this.rows.push(row);
    return row;
  },
};

/** The user record as the API shows it: everything but the password. */
export function publicUser({ password: _password, ...user }: UserRow): User {
  return user;
}

users.reset();
