import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../generated/files/files';
import { UploadFilesResponse } from '../../generated/zod/files/files';
import { FILES_BASE_URL, files } from '../db/files';
import { uploadHandlers } from './files';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

const school = withMockSchool();
const KB = 1024;

const file = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

describe('uploadFiles', () => {
  it('stores the files of a signed-in user and answers their refs under the files host', async () => {
    await signIn('student@demo.school');
    const before = files.rows.length;
    const answer = UploadFilesResponse.parse(
      await uploadFiles({
        files: [
          file('essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2048),
          file('photo.png', 'image/png'),
        ],
      }),
    );
    expect(answer.data.map((ref) => [ref.name, ref.size, ref.mime_type])).toEqual([
      ['essay.docx', 2048, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['photo.png', 16, 'image/png'],
    ]);
    expect(answer.data.every((ref) => ref.url.startsWith(`${FILES_BASE_URL}/${ref.id}/`))).toBe(true);
    expect(files.rows).toHaveLength(before + 2);
    expect(files.byId(answer.data[0]?.id ?? 0)?.owner_id).toBe(1);
  });

  it('accepts 10 files and refuses 11 (422 too_many_files)', async () => {
    await signIn('teacher@demo.school');
    const ten = Array.from({ length: 10 }, (_, i) => file(`sheet-${i}.pdf`, 'application/pdf'));
    expect(UploadFilesResponse.parse(await uploadFiles({ files: ten })).data).toHaveLength(10);
    await expectError(
      uploadFiles({ files: [...ten, file('one-more.pdf', 'application/pdf')] }, silent),
      422,
      'too_many_files',
    );
  });

  it('refuses a type outside the allow-list (422 file_type_not_allowed)', async () => {
    await signIn('student@demo.school');
    await expectError(
      uploadFiles(
        { files: [file('ok.pdf', 'application/pdf'), file('setup.exe', 'application/x-msdownload')] },
        silent,
      ),
      422,
      'file_type_not_allowed',
    );
    await expectError(
      uploadFiles({ files: [file('fake.pdf', 'text/html')] }, silent),
      422,
      'file_type_not_allowed',
    );
  });

  it('refuses a document over its size limit (413 file_too_large) but takes a video of the same size (higher limit)', async () => {
    // The limits themselves (50 MB, 70 MB for audio and video) are the upload rule's tests; the
    // handler runs here with small ones, so the test sends kilobytes rather than 50 MB.
    school.use(...uploadHandlers({ media: 7 * KB, other: 5 * KB }));
    await signIn('student@demo.school');
    const size = 5 * KB + 1;
    await expectError(
      uploadFiles({ files: [file('book.pdf', 'application/pdf', size)] }, silent),
      413,
      'file_too_large',
    );
    const atLimit = UploadFilesResponse.parse(
      await uploadFiles({ files: [file('book.pdf', 'application/pdf', 5 * KB)] }),
    );
    expect(atLimit.data[0]?.size).toBe(5 * KB);
    const video = UploadFilesResponse.parse(
      await uploadFiles({ files: [file('talk.mp4', 'video/mp4', size)] }),
    );
    expect(video.data[0]?.size).toBe(size);
    await expectError(
      uploadFiles({ files: [file('talk.mp4', 'video/mp4', 7 * KB + 1)] }, silent),
      413,
      'file_too_large',
    );
  });

  it('refuses an empty upload (422 validation_failed) and a caller without a token (401)', async () => {
    await signIn('student@demo.school');
    await expectError(uploadFiles({ files: [] }, silent), 422, 'validation_failed');
    localStorage.clear();
    await expectError(
      uploadFiles({ files: [file('a.pdf', 'application/pdf')] }, silent),
      401,
      'unauthenticated',
    );
  });
});
