// Each setting's one line of documentation, as the manifest (custom-elements.json) has it:
// scripts/build-demo.mjs puts `{ tag: { attribute: description } }` into the bundle as
// SS_SETTING_DOCS, so the editor does not download the 300 kB manifest.
declare const SS_SETTING_DOCS: Record<string, Record<string, string>> | undefined;

const docs: Record<string, Record<string, string>> = typeof SS_SETTING_DOCS === 'undefined' ? {} : SS_SETTING_DOCS;

/** The setting's doc line without the manifest's "JSON: `key`." note and code marks. */
export function settingDoc(tag: string, attribute: string): string {
  const text = docs[tag]?.[attribute] ?? '';
  return text
    .replace(/\s*JSON: [^]*$/, '')
    .replace(/`/g, '')
    .trim();
}
