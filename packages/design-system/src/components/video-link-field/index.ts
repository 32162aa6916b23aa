export { VideoLinkField, type VideoLinkFieldProps } from './VideoLinkField';
export {
  isVideoLink,
  type VideoHost,
  type VideoLinkProblem,
  validateVideoLink,
  videoHost,
  videoLinkMessageKeys,
} from './isVideoLink';
