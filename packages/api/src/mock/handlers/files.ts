import { getUploadFilesMockHandler } from '../../generated/files/files.msw';
import { fileRef, fileUrl, files } from '../db/files';
import { schoolNow } from '../../time/school-time';
import {
  MAX_FILES_PER_UPLOAD,
  MB,
  SIZE_LIMITS,
  type SizeLimits,
  sizeLimitOf,
  uploadProblem,
} from '../rules/uploads';
import { readUploads } from './multipart';
import { fail, requireUser } from './respond';

const messages = (limits: SizeLimits) => ({
  validation_failed: () => 'The given data was invalid: files.',
  too_many_files: () => `At most ${MAX_FILES_PER_UPLOAD} files per upload.`,
  file_type_not_allowed: (name = '') => `The file type is not accepted: ${name}.`,
  file_too_large: (name = '') =>
    `The file is over the size limit of ${sizeLimitOf(name, limits) / MB} MB: ${name}.`,
});

/**
 * Uploads of any signed-in user, within the school's count, type and size limits. A test may give
 * smaller size limits, to see a file refused without sending 50 MB.
 */
export const uploadHandlers = (limits: SizeLimits = SIZE_LIMITS) => [
  getUploadFilesMockHandler(async ({ request }) => {
    const user = requireUser(request);
    const uploads = (await readUploads(request)).filter(
      (part) => part.field === 'files' || part.field === 'files[]',
    );
    const problem = uploadProblem(uploads, limits);
    if (problem) fail(problem.status, problem.code, messages(limits)[problem.code](problem.file));
    const created_at = schoolNow();
    const rows = uploads.map((upload) => {
      const row = files.insert({
        owner_id: user.id,
        name: upload.name,
        size: upload.size,
        mime_type: upload.type || 'application/octet-stream',
        url: '',
        created_at,
      });
      row.url = fileUrl(row.id, upload.name);
      return row;
    });
    files.save();
    return { data: rows.map(fileRef) };
  }),
];

export const filesHandlers = uploadHandlers();
