// A web-test-runner command for real touch input: Chromium's own touch pipeline through
// the DevTools protocol (Input.dispatchTouchEvent), so a test's finger produces the same
// touch and pointer events, and the same compositor decisions (a vertical pan under
// `touch-action: pan-y` scrolls the page and cancels the pointer), as a phone's.
// The runner's sendMouse has no touch counterpart.
//
// In a test: `await executeServerCommand('ss-touch', { type: 'start', x: 100, y: 200 })`,
// then 'move' (x, y) and 'end'; 'cancel' too. Coordinates are CSS px in the viewport.
import { cdpSession } from './cdp-session.mjs';

const TYPES = { start: 'touchStart', move: 'touchMove', end: 'touchEnd', cancel: 'touchCancel' };

export function touchPlugin() {
  return {
    name: 'ss-touch',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ss-touch') return undefined;
      const type = TYPES[payload?.type];
      if (!type) throw new Error(`ss-touch: type must be one of ${Object.keys(TYPES).join(', ')}`);
      const cdp = await cdpSession(session, 'ss-touch');
      const ended = type === 'touchEnd' || type === 'touchCancel';
      await cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: ended ? [] : [{ x: payload.x, y: payload.y, id: 1, radiusX: 1, radiusY: 1, force: 1 }],
      });
      return true;
    },
  };
}
