export interface StrayMessage {
  file: string;
  line: number;
  /** The string, each template substitution as `{}`. */
  text: string;
}
export function readsAsMessage(text: string): boolean;
export function messagesIn(source: string, fileName?: string): { line: number; text: string }[];
export function strayMessages(options?: { root?: string; exclude?: string[] }): StrayMessage[];
