import { listTeacherStudents } from '@cabinet/api/students';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { TeacherStudentDetails } from './TeacherStudentDetails';
import { TeacherStudentsList } from './TeacherStudentsList';
import { type StudentsView, studentCourseHref } from './students-view';
import { renderRoutes, signInAs } from '../../testing/mock-school';

vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  server.resetHandlers();
  resetSchool();
  localStorage.clear();
  await i18n.changeLanguage('uk');
  await signInAs('teacher@demo.school');
});
afterAll(() => server.close());

/** The students' views as the teacher's and the corporate teacher's spaces declare them. */
const teacher: StudentsView = {
  list: paths.teacher.students,
  student: paths.teacher.student,
  courses: { group: paths.teacher.groupCourse.general, individual: paths.teacher.individualCourse.general },
  texts: 'list',
};
const corporateTeacher: StudentsView = {
  list: paths.corporateTeacher.students,
  student: paths.corporateTeacher.student,
  courses: {
    group: paths.corporateTeacher.groupCourse.general,
    individual: paths.corporateTeacher.individualCourse.general,
  },
  texts: 'list',
};

const renderList = (route: string = paths.teacher.students.to()) =>
  renderRoutes(
    [{ path: paths.teacher.students.path, element: <TeacherStudentsList view={teacher} /> }],
    route,
  );

describe('TeacherStudentsList', () => {
  it('lists the teacher’s students and searches by name, keeping the search in the address', async () => {
    const [first] = (await listTeacherStudents({ per_page: 100 })).data;
    if (!first) throw new Error('the demo teacher has students');
    const router = renderList();
    expect(await screen.findByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      paths.teacher.student.to(first.id),
    );
    const surname = first.name.split(' ')[1] ?? first.name;
    await userEvent.type(screen.getByRole('searchbox', { name: /Ім’я або e-mail/ }), surname.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Знайти' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?search=${encodeURIComponent(surname.toLowerCase())}`),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(`«${surname.toLowerCase()}»`);
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(names.every((name) => name.toLowerCase().includes(surname.toLowerCase()))).toBe(true);
  });

  it('reads the search from the address; nothing found shows “no search results for the given parameters”', async () => {
    renderList(`${paths.teacher.students.to()}?search=zzqx`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'За заданими параметрами нічого не знайдено' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: /Ім’я або e-mail/ })).toHaveValue('zzqx');
    await userEvent.click(screen.getByRole('button', { name: 'Очистити пошук' }));
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
  });

  it('shows “no students” when the teacher has none', async () => {
    server.use(
      http.get('*/api/v1/teacher/students', () =>
        HttpResponse.json({ data: [], meta: { page: 1, per_page: 20, total: 0 } }),
      ),
    );
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає студентів' })).toBeVisible();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/teacher/students', () =>
        fail ? HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    renderList();
    const retry = await screen.findByRole('button', { name: 'Спробувати ще раз' });
    fail = false;
    await userEvent.click(retry);
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
  });
});

describe('TeacherStudentDetails', () => {
  it('shows the student’s contacts and their courses linking to the course pages, with attendance', async () => {
    const [first] = (await listTeacherStudents({ per_page: 100 })).data;
    if (!first) throw new Error('the demo teacher has students');
    renderRoutes(
      [
        {
          path: paths.teacher.student.path,
          element: <TeacherStudentDetails view={teacher} studentId={first.id} />,
        },
      ],
      paths.teacher.student.to(first.id),
    );
    expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeVisible();
    expect(screen.getByRole('link', { name: first.email })).toBeVisible();
    const courses = screen.getByRole('region', { name: 'Курси з вами' });
    for (const course of first.courses) {
      expect(within(courses).getByRole('link', { name: course.name })).toHaveAttribute(
        'href',
        studentCourseHref(teacher, course),
      );
    }
    expect(within(courses).getAllByText('Відвідуваність').length).toBe(first.courses.length);
  });

  it('shows “not found” for a student the teacher does not teach', async () => {
    renderRoutes(
      [
        {
          path: paths.teacher.student.path,
          element: <TeacherStudentDetails view={teacher} studentId={999999} />,
        },
      ],
      paths.teacher.student.to(999999),
    );
    const alert = await screen.findByRole('alert', { name: 'Не вдалося відкрити сторінку' });
    expect(alert).toHaveTextContent('Не знайдено');
    // Asking again cannot find the student: no retry is offered.
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});

describe('studentCourseHref', () => {
  it('links a group to the group’s page and an individual course to the individual one', () => {
    expect(studentCourseHref(teacher, { id: 3, kind: 'group' })).toMatch(/^\/teacher\/groups\/3/);
    expect(studentCourseHref(teacher, { id: 4, kind: 'individual' })).toMatch(/^\/teacher\/individuals\/.*4/);
    expect(studentCourseHref(corporateTeacher, { id: 5, kind: 'group' })).toBe('/teacher-corporate/groups/5');
    expect(studentCourseHref(corporateTeacher, { id: 6, kind: 'individual' })).toBe(
      '/teacher-corporate/individuals/general/6',
    );
  });

  it('links a trainee’s TKT or TYLT group to the tutor’s group', () => {
    const tutor: StudentsView = {
      ...teacher,
      trainingGroups: { tkt: paths.tutor.tkt.general, tylt: paths.tutor.tylt.general },
    };
    expect(studentCourseHref(tutor, { id: 7, kind: 'group', training: 'tylt' })).toBe(
      '/tutor/tylt-groups/7/general',
    );
    expect(studentCourseHref(tutor, { id: 8, kind: 'group' })).toBe('/teacher/groups/8');
  });
});
