/** [source, minified bytes] of a built file by its source map, largest first. */
export function composition(file: string): [string, number][];
