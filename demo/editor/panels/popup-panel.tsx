// The popup panel: every setting of the popup overlay (spec 001 §3 "Popup overlay
// settings"; ss-popup.settings.ts) with its default, and a Preview that opens it in the
// frame whatever its rules say (ss-popup's show(), through the change's `show`).
import type { FrameBlock } from '../../../src/contract/editor-frame.js';
import type { PanelProps } from '../panel.js';
import { SettingsPanel } from './settings-panel.js';

const WHEN = ['showOnAllPages', 'enabledPages', 'showOnTimer', 'timerDelay', 'showOnScroll', 'scrollPercentage', 'enableMobile'];
const AGAIN = ['displayFrequency', 'showUntilSignup', 'version'];

export function PopupPanel({ block, change }: PanelProps & { block: FrameBlock }) {
  return (
    <>
      <div className="panel-actions">
        <button type="button" onClick={() => change({ kind: 'attributes', id: block.id, attributes: {}, show: true })}>
          Preview the popup
        </button>
      </div>
      <SettingsPanel block={block} change={change} legend="Look" names={['popupStyle', 'position']} />
      <SettingsPanel block={block} change={change} legend="When it shows" names={WHEN} />
      <SettingsPanel block={block} change={change} legend="Showing again" names={AGAIN} />
    </>
  );
}
