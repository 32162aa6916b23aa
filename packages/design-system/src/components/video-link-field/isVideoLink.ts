export type VideoLinkProblem = 'required' | 'invalid';
export type VideoHost = 'youtube' | 'vimeo' | 'googleDrive';

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const DRIVE_ID = /^[\w-]{10,}$/;

function parseHttps(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === ''
      ? url
      : null;
  } catch {
    return null;
  }
}

/** The path's parts without empty ones: "/shorts/abc/" gives ["shorts", "abc"]. */
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

/**
 * Which service a video link points to, or `null` when it is not one the school takes: YouTube
 * (watch, shorts, youtu.be), Vimeo (a video's page or its player) or a Google Drive file; https only.
 */
export function videoHost(value: string): VideoHost | null {
  const url = parseHttps(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const [first, second, third, ...more] = segments(url);

  if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && second === undefined) {
      return YOUTUBE_ID.test(url.searchParams.get('v') ?? '') ? 'youtube' : null;
    }
    return first === 'shorts' && third === undefined && YOUTUBE_ID.test(second ?? '') ? 'youtube' : null;
  }
  if (host === 'youtu.be') {
    return second === undefined && YOUTUBE_ID.test(first ?? '') ? 'youtube' : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123456789 or, for an unlisted video, vimeo.com/123456789/abcdef1234
    const hashOk = second === undefined || (/^[\da-f]+$/i.test(second) && third === undefined);
    return /^\d+$/.test(first ?? '') && hashOk ? 'vimeo' : null;
  }
  if (host === 'player.vimeo.com') {
    return first === 'video' && /^\d+$/.test(second ?? '') && third === undefined ? 'vimeo' : null;
  }
  if (host === 'drive.google.com') {
    if (first === 'file' && second === 'd' && DRIVE_ID.test(third ?? '')) {
      const [action, ...rest] = more;
      return rest.length === 0 && (action === undefined || ['view', 'preview'].includes(action))
        ? 'googleDrive'
        : null;
    }
    return first === 'open' && second === undefined && DRIVE_ID.test(url.searchParams.get('id') ?? '')
      ? 'googleDrive'
      : null;
  }
  return null;
}

/** Whether the text is a video link the school takes (see `videoHost`). */
export const isVideoLink = (value: string): boolean => videoHost(value) !== null;

/** `required` when empty, `invalid` when not a video link, `null` when fine. */
export function validateVideoLink(value: string): VideoLinkProblem | null {
  if (value.trim() === '') return 'required';
  return isVideoLink(value) ? null : 'invalid';
}

/** The translation keys (namespace `ds`) of the messages for each problem. */
export const videoLinkMessageKeys: Record<VideoLinkProblem, string> = {
  required: 'forms.videoLinkField.required',
  invalid: 'forms.videoLinkField.invalid',
};
