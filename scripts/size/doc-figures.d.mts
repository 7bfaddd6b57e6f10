/** A figure the sizes doc shows otherwise than measured (scripts/size/doc-figures.mjs). */
export interface StaleFigure {
  line: number;
  row: string;
  shown: string;
  measured: string;
}

export const SIZES_DOC: string;
export function figure(bytes: number, exact?: boolean): string;
export function withFigures(
  markdown: string,
  measured: ReadonlyMap<string, number>,
): { markdown: string; stale: StaleFigure[]; missing: string[] };
export function docFigures(
  measured: ReadonlyMap<string, number>,
  options?: { write?: boolean; file?: string },
): { stale: StaleFigure[]; missing: string[] };
