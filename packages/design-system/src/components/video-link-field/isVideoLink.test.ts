import { describe, expect, it } from 'vitest';
import { isVideoLink, validateVideoLink, videoHost } from './isVideoLink';

describe('videoHost', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://vimeo.com/76979871/8a1b2c3d4e', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/view?usp=sharing', 'googleDrive'],
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/preview', 'googleDrive'],
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz', 'googleDrive'],
    ['https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUvWxYz', 'googleDrive'],
  ])('recognises %s', (link, host) => {
    expect(videoHost(link)).toBe(host);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/shorts/',
    'https://youtu.be/',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/not-a-hash',
    'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz',
    'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
    'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
    'https://user:pass@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8443/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'відео на ютубі',
    '',
  ])('refuses %s', (link) => {
    expect(videoHost(link)).toBeNull();
    expect(isVideoLink(link)).toBe(false);
  });
});

describe('validateVideoLink', () => {
  it('names the problem', () => {
    expect(validateVideoLink(' ')).toBe('required');
    expect(validateVideoLink('https://example.com/video.mp4')).toBe('invalid');
    expect(validateVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
  });
});
