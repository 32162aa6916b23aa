import { describe, expect, it } from 'vitest';
import {
  createRegistrationRequest,
  getCatalogueFilters,
  getCatalogueGroup,
  listCatalogueGroups,
  listCataloguePrograms,
} from '../../generated/catalogue/catalogue';
import {
  CreateRegistrationRequestResponse,
  GetCatalogueFiltersResponse,
  GetCatalogueGroupResponse,
  ListCatalogueGroupsResponse,
  ListCatalogueProgramsResponse,
} from '../../generated/zod/catalogue/catalogue';
import { courses } from '../db/courses';
import { registrationRequests } from '../db/registration-requests';
import { expectError, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

/** A recruiting adults' group of the seeded school (course 1: the demo group in progress, 8 of 10 seats). */
const GROUP = 1;
const fill = (id: number) => {
  const course = courses.byId(id);
  if (!course) throw new Error(`no course ${id}`);
  while (course.student_ids.length < course.seats_total)
    course.student_ids.push(1000 + course.student_ids.length);
  courses.save();
};

describe('the public catalogue (no token)', () => {
  it('listCataloguePrograms: every program with both languages, audiences and levels', async () => {
    const answer = ListCatalogueProgramsResponse.parse(await listCataloguePrograms());
    expect(answer.data).toHaveLength(6);
    expect(answer.data.map((p) => p.name_en)).toContain('General English');
    expect(
      answer.data.every((p) => p.audiences.length > 0 && p.levels.length > 0 && p.description_en !== ''),
    ).toBe(true);
  });

  it('getCatalogueFilters: only values some recruiting group of the audience has', async () => {
    const { data } = GetCatalogueFiltersResponse.parse(await getCatalogueFilters({ audience: 'adults' }));
    const groups = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'adults', per_page: 100 }),
    ).data;
    expect(data.programs.map((p) => p.id).sort()).toEqual(
      [...new Set(groups.map((g) => g.program.id))].sort(),
    );
    expect(data.teachers.map((t) => t.id).sort()).toEqual(
      [...new Set(groups.map((g) => g.teacher.id))].sort(),
    );
    expect(new Set(data.formats)).toEqual(new Set(groups.map((g) => g.format)));
    await expectError(getCatalogueFilters({ audience: 'pets' as never }, silent), 422, 'validation_failed');
  });

  it('listCatalogueGroups: recruiting groups of the audience with seats left, filtered and paged', async () => {
    const all = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'adults', per_page: 100 }),
    );
    expect(all.data.map((g) => g.id)).toContain(GROUP);
    expect(
      all.data.every((g) => g.audience === 'adults' && g.seats_left >= 1 && g.time_zone === 'Europe/Kyiv'),
    ).toBe(true);
    expect(all.data.find((g) => g.id === GROUP)?.seats_left).toBe(2);
    const online = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'adults', format: 'online', program_id: 1 }),
    );
    expect(online.data.every((g) => g.format === 'online' && g.program.id === 1)).toBe(true);
    const page = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'adults', per_page: 1 }),
    );
    expect(page.meta).toEqual({ page: 1, per_page: 1, total: all.meta.total });
    const kids = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'kids', per_page: 100 }),
    );
    expect(kids.data.every((g) => g.audience === 'kids')).toBe(true);
  });

  it('listCatalogueGroups: a full group and a group out of recruitment are not listed', async () => {
    fill(GROUP);
    const closed = courses.byId(6);
    if (closed) closed.recruitment = false;
    courses.save();
    const ids = ListCatalogueGroupsResponse.parse(
      await listCatalogueGroups({ audience: 'adults', per_page: 100 }),
    ).data.map((g) => g.id);
    expect(ids).not.toContain(GROUP);
    expect(ids).not.toContain(6);
  });

  it('getCatalogueGroup: the General, Teacher, Description and Program tabs', async () => {
    const { data } = GetCatalogueGroupResponse.parse(await getCatalogueGroup(GROUP));
    expect(data.general).toMatchObject({
      seats_total: 10,
      seats_left: 2,
      lessons_total: 24,
      level: 'B1',
      format: 'online',
    });
    expect(data.teacher).toMatchObject({ id: 6, name: 'Emily Carter' });
    expect(data.teacher.qualifications.length).toBeGreaterThan(0);
    expect(data.program.name_en).toBe('General English');
  });

  it('getCatalogueGroup: 404 for an individual course, a finished group, a full group and an unknown id', async () => {
    await expectError(getCatalogueGroup(31, silent), 404, 'not_found');
    await expectError(getCatalogueGroup(2, silent), 404, 'not_found');
    await expectError(getCatalogueGroup(99999, silent), 404, 'not_found');
    fill(GROUP);
    await expectError(getCatalogueGroup(GROUP, silent), 404, 'not_found');
  });

  it('createRegistrationRequest: stores the name, phone and comment (201)', async () => {
    const answer = CreateRegistrationRequestResponse.parse(
      await createRegistrationRequest(GROUP, {
        name: 'Олена Коваль',
        phone: '+380 67 123 45 67',
        comment: 'Ввечері',
      }),
    );
    expect(answer.data).toMatchObject({ group_id: GROUP, name: 'Олена Коваль', comment: 'Ввечері' });
    expect(registrationRequests.byId(answer.data.id)?.phone).toBe('+380 67 123 45 67');
    const bare = CreateRegistrationRequestResponse.parse(
      await createRegistrationRequest(GROUP, { name: 'Ян', phone: '0671234567' }),
    );
    expect(bare.data.comment).toBeNull();
  });

  it('createRegistrationRequest: 422 for a bad phone, a short name, a long comment; 404 once the group is full', async () => {
    await expectError(
      createRegistrationRequest(GROUP, { name: 'Олена', phone: 'call me' }, silent),
      422,
      'validation_failed',
    );
    await expectError(
      createRegistrationRequest(GROUP, { name: 'О', phone: '+380671234567' }, silent),
      422,
      'validation_failed',
    );
    await expectError(
      createRegistrationRequest(
        GROUP,
        { name: 'Олена', phone: '+380671234567', comment: 'x'.repeat(1001) },
        silent,
      ),
      422,
      'validation_failed',
    );
    fill(GROUP);
    await expectError(
      createRegistrationRequest(GROUP, { name: 'Олена', phone: '+380671234567' }, silent),
      404,
      'not_found',
    );
    expect(registrationRequests.rows).toHaveLength(0);
  });
});
