import { getUploadFilesMockHandler } from '../../generated/files/files.msw';
import { fileRef, fileUrl, files } from '../db/files';
import { schoolNow } from '../db/world/school-time';
import { MAX_FILES_PER_UPLOAD, sizeLimitOf, uploadProblem } from '../rules/uploads';
import { readUploads } from './multipart';
import { fail, requireUser } from './respond';

const MESSAGES = {
  validation_failed: () => 'The given data was invalid: files.',
  too_many_files: () => `At most ${MAX_FILES_PER_UPLOAD} files per upload.`,
  file_type_not_allowed: (name = '') => `The file type is not accepted: ${name}.`,
  file_too_large: (name = '') =>
    `The file is over the size limit of ${sizeLimitOf(name) / 1024 / 1024} MB: ${name}.`,
};

/** Uploads of any signed-in user, within the seed's count, type and size limits. */
export const filesHandlers = [
  getUploadFilesMockHandler(async ({ request }) => {
    const user = requireUser(request);
    const uploads = (await readUploads(request)).filter(
      (part) => part.field === 'files' || part.field === 'files[]',
    );
    const problem = uploadProblem(uploads);
    if (problem) fail(problem.status, problem.code, MESSAGES[problem.code](problem.file));
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
