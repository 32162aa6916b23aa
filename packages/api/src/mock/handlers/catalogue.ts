import {
  getCreateRegistrationRequestMockHandler,
  getGetCatalogueFiltersMockHandler,
  getGetCatalogueGroupMockHandler,
  getListCatalogueGroupsMockHandler,
  getListCatalogueProgramsMockHandler,
} from '../../generated/catalogue/catalogue.msw';
import type { LearningFormat, StudyMode } from '../../generated/model';
import {
  CreateRegistrationRequestBody,
  GetCatalogueFiltersQueryParams,
  ListCatalogueGroupsQueryParams,
  ListCatalogueProgramsQueryParams,
} from '../../generated/zod/catalogue/catalogue';
import { personRef } from '../db/person-ref';
import { programs } from '../db/programs';
import { registrationRequests } from '../db/registration-requests';
import { schoolNow } from '../../time/school-time';
import {
  catalogueGroup,
  catalogueGroupDetail,
  catalogueProgram,
  recruitingGroup,
  recruitingGroups,
} from './catalogue-view';
import { programRef } from './course-view';
import { listOf, paginate } from './paging';
import { parseBody, parseQuery, pathId } from './request-params';

const STUDY_MODES: StudyMode[] = ['regular', 'intensive', 'weekend'];
const FORMATS: LearningFormat[] = ['online', 'offline'];
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The public catalogue: no token needed. */
export const catalogueHandlers = [
  getListCatalogueProgramsMockHandler(({ request }) => {
    const { audience } = parseQuery(request, ListCatalogueProgramsQueryParams);
    const taught = programs.rows.filter(
      (program) => !program.training && (audience === undefined || program.audiences.includes(audience)),
    );
    return listOf(taught.map(catalogueProgram));
  }),

  getGetCatalogueFiltersMockHandler(({ request }) => {
    const { audience } = parseQuery(request, GetCatalogueFiltersQueryParams);
    const groups = recruitingGroups().filter((group) => group.audience === audience);
    return {
      data: {
        audience,
        programs: unique(groups.map((group) => group.program_id)).map(programRef),
        teachers: unique(groups.map((group) => group.teacher_id)).map(personRef),
        course_types: STUDY_MODES.filter((mode) => groups.some((group) => group.course_type === mode)),
        formats: FORMATS.filter((format) => groups.some((group) => group.format === format)),
      },
    };
  }),

  getListCatalogueGroupsMockHandler(({ request }) => {
    const query = parseQuery(request, ListCatalogueGroupsQueryParams);
    const rows = recruitingGroups().filter(
      (group) =>
        group.audience === query.audience &&
        (query.program_id === undefined || group.program_id === query.program_id) &&
        (query.teacher_id === undefined || group.teacher_id === query.teacher_id) &&
        (query.course_type === undefined || group.course_type === query.course_type) &&
        (query.format === undefined || group.format === query.format),
    );
    return paginate(request, rows.map(catalogueGroup));
  }),

  getGetCatalogueGroupMockHandler(({ params }) => ({
    data: catalogueGroupDetail(recruitingGroup(pathId(params.groupId, 'group'))),
  })),

  getCreateRegistrationRequestMockHandler(async ({ request, params }) => {
    const group = recruitingGroup(pathId(params.groupId, 'group'));
    const body = await parseBody(request, CreateRegistrationRequestBody);
    const row = registrationRequests.insert({
      group_id: group.id,
      name: body.name.trim(),
      phone: body.phone,
      comment: body.comment?.trim() || null,
      created_at: schoolNow(),
    });
    return { data: row };
  }),
];
