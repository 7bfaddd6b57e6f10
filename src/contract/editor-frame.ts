// Messages between a published page in the editing frame and the editor around it (spec 001
// §4 "Escape key": plain Esc "toggles the editor"). The editor (the React editor frame comes
// later) listens for these on its window; the page posts them to the editor's origin only.
//
// ```js
// // In the editor (the parent of the page's frame):
// addEventListener('message', (e) => {
//   if (e.source !== frame.contentWindow || e.origin !== frameOrigin) return; // check both
//   if (isEditorToggleMessage(e.data)) toggleEditing(e.data.frameUrl, e.data.pointer);
// });
// ```

/** Marks every message of ours, so an editor tells them from other frames' messages. */
export const EDITOR_MESSAGE_SOURCE = 'ss-blocks';
/** The message's type: the page asks the editor to toggle editing. */
export const EDITOR_TOGGLE = 'editor-toggle';

/** The page asks the editor to toggle editing (version 1). */
export interface EditorToggleMessage {
  source: typeof EDITOR_MESSAGE_SOURCE;
  type: typeof EDITOR_TOGGLE;
  version: 1;
  /** The framed page's path and query (what the config area's frameUrl holds). */
  frameUrl: string;
  /** The mouse's last position on the page, in document CSS pixels (pageX/pageY), when the
   * account is tracked for it (spec 001 §6): the editor may open at the block under it. */
  pointer?: { x: number; y: number };
}

export function editorToggleMessage(frameUrl: string, pointer?: { x: number; y: number }): EditorToggleMessage {
  return { source: EDITOR_MESSAGE_SOURCE, type: EDITOR_TOGGLE, version: 1, frameUrl, ...(pointer && { pointer }) };
}

/** For the editor: whether a message's data is a toggle request (check its origin too). */
export function isEditorToggleMessage(data: unknown): data is EditorToggleMessage {
  const d = data as Partial<EditorToggleMessage> | null;
  return !!d && typeof d === 'object' && d.source === EDITOR_MESSAGE_SOURCE && d.type === EDITOR_TOGGLE && d.version === 1 && typeof d.frameUrl === 'string';
}
