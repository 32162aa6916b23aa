import type { Space, User } from '../../generated/model';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { forgetTable, loadTable, saveTable } from './persist';
import { generatedPeople } from './world/people';

/** A user of the mock school: the API's record, the password, and the parent a child is followed by. */
export type UserRow = User & { password: string; parentId?: number; declined?: boolean };

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

  /** The children a parent (responsible person) follows. */
  childrenOf(parentId: number): UserRow[] {
    return this.rows.filter((row) => row.parentId === parentId);
  },

  seed(): void {
    const idOf = (email: string) => demoUsers.findIndex((demo) => demo.email === email) + 1;
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
      ...(demo.parent ? { parentId: idOf(demo.parent) } : {}),
    }));
    // The school's generated teachers and students sign in with the demo password too.
    for (const { company, ...person } of generatedPeople()) {
      this.rows.push({
        ...person,
        phone: company
          ? `+380 50 ${String(person.id)
              .padStart(7, '0')
              .replace(/(\d{3})(\d{2})(\d{2})/, '$1 $2 $3')}`
          : null,
        avatar: null,
        company_name: company ?? null,
        password: DEMO_PASSWORD,
      });
    }
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
export function publicUser({
  password: _password,
  parentId: _parentId,
  declined: _declined,
  ...user
}: UserRow): User {
  return user;
}

users.load();
