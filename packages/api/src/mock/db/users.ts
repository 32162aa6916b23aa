import type { Space, User } from '../../generated/model';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { forgetTable, loadTable, saveTable } from './persist';

export type UserRow = User & { password: string };

const TABLE = 'users';

/** The mock school's user table, seeded with the demo accounts and kept across reloads. */
export const users = {
  rows: [] as UserRow[],

  /** Loads the stored table, or seeds it. */
  load(): void {
    const stored = loadTable<UserRow>(TABLE);
    if (stored) this.rows = stored;
    else this.seed();
  },

  /** Stores the table after a change. */
  save(): void {
    saveTable(TABLE, this.rows);
  },

  reset(): void {
    forgetTable(TABLE);
    this.seed();
  },

  seed(): void {
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
    this.save();
    return row;
  },
};

/** The user record as the API shows it: everything but the password. */
export function publicUser({ password: _password, ...user }: UserRow): User {
  return user;
}

users.load();
