// Types for scripts/autoload-elements.mjs, imported by its unit test.
export declare const ELEMENTS_FILE: string;
/** The tags of the blocks in `dir` (src/blocks), each with its define-only module, sorted. */
export declare function blockTags(dir?: string): string[];
/** The text of src/autoload/elements.ts for these tags. */
export declare function elementsModule(tags?: string[]): string;
export declare function elementsFresh(): boolean;
export declare function writeElements(): boolean;
