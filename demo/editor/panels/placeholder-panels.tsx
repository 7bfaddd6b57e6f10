// Stand-ins for the form and cookie banner panels (demo/editor/panels/form-panel.tsx and
// cookie-banner-panel.tsx come from the form and banner work, with the same PanelProps);
// app.tsx imports these until those land. The form's own settings are still editable here;
// the banner's stand-in previews the saved banner in the frame.
import type { PanelProps } from '../panel.js';
import { GenericPanel } from './settings-panel.js';

export function FormPanel(props: PanelProps) {
  return props.block ? <GenericPanel {...props} block={props.block} /> : null;
}

export function CookieBannerPanel({ cookieBanner, change }: PanelProps) {
  return (
    <div className="panel-actions">
      <button type="button" onClick={() => change({ kind: 'cookie-banner', settings: cookieBanner ?? {} })}>
        Preview the banner
      </button>
    </div>
  );
}
