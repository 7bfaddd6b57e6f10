// The video panel's checks (demo/editor/video-source.ts): spec 001 §5 "Editor messages",
// §9 "File size units: Bytes to YB, base 1024".
import { describe, expect, it } from 'vitest';
import {
  embedSrc,
  MAX_VIDEO_FILE_BYTES,
  oembedRefusal,
  videoFileProblem,
  videoSource,
  vimeoPage,
} from '../../../demo/editor/video-source.js';

describe('videoSource', () => {
  it('tells an embed code from a video page address', () => {
    expect(videoSource('  <iframe src="https://player.vimeo.com/video/1"></iframe> ')).toEqual({
      kind: 'embed',
      code: '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    });
    expect(videoSource('https://vimeo.com/11111111')).toEqual({ kind: 'url', url: 'https://vimeo.com/11111111' });
    expect(videoSource('  ')).toEqual({ kind: 'empty' });
    expect(videoSource('vimeo dot com')).toEqual({ kind: 'invalid' });
    expect(videoSource('javascript:alert(1)')).toEqual({ kind: 'invalid' });
  });
});

describe('the Vimeo Basic refusal', () => {
  it('refuses a Vimeo Basic account’s video with the spec’s message', () => {
    expect(oembedRefusal({ provider_name: 'Vimeo', account_type: 'basic' })).toBe(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
  });
  it('takes other Vimeo plans and other providers', () => {
    expect(oembedRefusal({ provider_name: 'Vimeo', account_type: 'plus' })).toBeUndefined();
    expect(oembedRefusal({ provider_name: 'YouTube' })).toBeUndefined();
  });
  it('finds the Vimeo page of an embed code’s player', () => {
    expect(vimeoPage(embedSrc('<iframe width="640" src="https://player.vimeo.com/video/11111111?h=ab"></iframe>') ?? '')).toBe(
      'https://vimeo.com/11111111',
    );
    expect(vimeoPage('https://www.youtube.com/embed/x')).toBeUndefined();
    expect(embedSrc('<object data="/v.swf"></object>')).toBe('/v.swf');
  });
});

describe('videoFileProblem', () => {
  const mp4 = (size: number) => ({ name: 'clip.mp4', size, type: 'video/mp4' });
  it('takes a video up to the limit (1 MB, ours) and refuses one byte more with the spec’s message', () => {
    expect(MAX_VIDEO_FILE_BYTES).toBe(1048576);
    expect(videoFileProblem(mp4(MAX_VIDEO_FILE_BYTES))).toBeUndefined();
    expect(videoFileProblem(mp4(MAX_VIDEO_FILE_BYTES + 1))).toBe('The file clip.mp4 is too large. The maximum allowed file size is 1 MB.');
  });
  it('refuses a file that is not a supported video with the spec’s message', () => {
    expect(videoFileProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      'The file notes.txt does not appear to be a supported file',
    );
    expect(videoFileProblem({ name: 'film.mov', size: 10, type: 'video/quicktime' })).toBe(
      'The file film.mov does not appear to be a supported file',
    );
  });
  it('goes by the extension when the browser gives no type', () => {
    expect(videoFileProblem({ name: 'clip.webm', size: 10, type: '' })).toBeUndefined();
    expect(videoFileProblem({ name: 'clip.exe', size: 10, type: '' })).toBe('The file clip.exe does not appear to be a supported file');
  });
});
