export { FileUpload, type FileUploadProps } from './FileUpload';
export {
  checkFiles,
  FILE_UPLOAD_DEFAULTS,
  type FileCheckOptions,
  fileExtension,
  type FileLike,
  type FileRefusal,
  type FileRefusalReason,
  fileSizeParts,
  fileUploadMessageKeys,
  isAllowedType,
  isLargeFile,
  MEGABYTE,
} from './checkFiles';
