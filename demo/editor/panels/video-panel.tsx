// The video panel: the video by its page's address (checked through the provider's oEmbed:
// a Vimeo Basic account's video is refused with the spec's message) or by its embed code
// (checked as ss-video reads it: 'Invalid video embed.'), a file picked from disk (checked
// for type and size with the spec's editor messages; previewed here only, the demo keeps no
// media), and the block's other settings.
import { useEffect, useId, useRef, useState } from 'react';
import type { FrameBlock } from '../../../src/contract/editor-frame.js';
import { readEmbed } from '../../../src/blocks/ss-video/embed.js';
import { t } from '../../../src/i18n/translator.js';
import { video as videoText } from '../../../src/i18n/en/video.js';
import type { PanelProps } from '../panel.js';
import { oembed } from '../api.js';
import {
  embedSrc,
  formatFileSize,
  MAX_VIDEO_FILE_BYTES,
  oembedRefusal,
  videoFileProblem,
  videoSource,
  vimeoPage,
  VIDEO_FILE_TYPES,
} from '../video-source.js';
import { SettingsPanel } from './settings-panel.js';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', wistia: 'Wistia', animoto: 'Animoto', '': '' } as const;

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'error'; message: string } | { state: 'done'; message: string };

export function VideoPanel({ block, change }: PanelProps & { block: FrameBlock }) {
  const id = useId();
  const [input, setInput] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [file, setFile] = useState<{ name: string; size: number; url: string }>();
  const [fileError, setFileError] = useState<string>();
  const objectUrl = useRef<string>(undefined);
  useEffect(() => () => void (objectUrl.current && URL.revokeObjectURL(objectUrl.current)), []);

  const use = (html: string, providerName: string) => {
    change({ kind: 'attributes', id: block.id, attributes: { 'data-html': html, 'data-provider-name': providerName } });
    setCheck({ state: 'done', message: `Now showing ${providerName ? `the ${providerName} video` : 'the video'}.` });
  };

  const submit = async () => {
    const source = videoSource(input);
    if (source.kind === 'empty') return setCheck({ state: 'error', message: 'Enter a video link or an embed code.' });
    if (source.kind === 'invalid') return setCheck({ state: 'error', message: t(videoText, 'video.invalidEmbed') });
    setCheck({ state: 'checking' });
    if (source.kind === 'url') {
      try {
        const answer = await oembed(source.url);
        const refusal = oembedRefusal(answer);
        if (refusal) return setCheck({ state: 'error', message: refusal });
        if (!answer.html) return setCheck({ state: 'error', message: t(videoText, 'video.invalidEmbed') });
        return use(answer.html, answer.provider_name ?? '');
      } catch (e) {
        return setCheck({ state: 'error', message: (e as Error).message });
      }
    }
    const embed = readEmbed(source.code, location.href);
    if ('reason' in embed) return setCheck({ state: 'error', message: t(videoText, 'video.invalidEmbed') });
    // A Vimeo embed names its video: its account is asked about as a link's would be.
    const page = vimeoPage(embedSrc(source.code) ?? '');
    if (page) {
      const answer = await oembed(page).catch(() => undefined);
      const refusal = answer && oembedRefusal(answer);
      if (refusal) return setCheck({ state: 'error', message: refusal });
    }
    use(source.code, PROVIDER_NAMES[embed.kind]);
  };

  const pick = (picked: File | undefined) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = undefined;
    setFile(undefined);
    if (!picked) return setFileError(undefined);
    const problem = videoFileProblem(picked);
    setFileError(problem);
    if (problem) return;
    objectUrl.current = URL.createObjectURL(picked);
    setFile({ name: picked.name, size: picked.size, url: objectUrl.current });
  };

  const provider = block.attributes['data-provider-name'];
  const error = check.state === 'error' ? check.message : undefined;
  return (
    <>
      <fieldset className="settings">
        <legend>Video</legend>
        <p className="field-doc">
          Now: {block.attributes['data-html'] ? `${provider || 'an embedded'} video` : 'the video in the page’s markup'}.
        </p>
        <form
          className="field"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-source`}>Video link or embed code</label>
          <textarea
            id={`${id}-source`}
            rows={3}
            value={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-source-doc${error ? ` ${id}-source-error` : ''}`}
            onChange={(e) => setInput(e.target.value)}
          />
          <span className="field-doc" id={`${id}-source-doc`}>
            A YouTube, Vimeo, Wistia or Animoto page’s address, or the provider’s embed code.
          </span>
          {error && (
            <span className="field-error" id={`${id}-source-error`} role="alert">
              {error}
            </span>
          )}
          <button type="submit" disabled={check.state === 'checking'}>
            Use this video
          </button>
          <span className="field-status" role="status">
            {check.state === 'checking' ? 'Checking…' : check.state === 'done' ? check.message : ''}
          </span>
        </form>
        <div className="field">
          <label htmlFor={`${id}-file`}>Or a video file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={VIDEO_FILE_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${id}-file-doc${fileError ? ` ${id}-file-error` : ''}`}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <span className="field-doc" id={`${id}-file-doc`}>
            MP4, WebM or Ogg, up to {formatFileSize(MAX_VIDEO_FILE_BYTES)}.
          </span>
          {fileError && (
            <span className="field-error" id={`${id}-file-error`} role="alert">
              {fileError}
            </span>
          )}
          {file && (
            <div className="preview-only" role="note">
              <strong>Preview only</strong>: {file.name} ({formatFileSize(file.size)}) plays here; this demo keeps no uploaded files, so the
              page keeps its video. Publish a video by its link or embed code.
              <video src={file.url} controls muted width={240} aria-label={`Preview of ${file.name}`} />
            </div>
          )}
        </div>
      </fieldset>
      <SettingsPanel block={block} change={change} legend="Playback" omit={['html', 'providerName']} />
    </>
  );
}
