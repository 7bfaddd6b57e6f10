export function guideNames(dir?: string): string[];
export function guideTitle(markdown: string, name: string): string;
export function slug(heading: string): string;
export function servedHref(href: string, guides: string[]): string | null;
export function renderMarkdown(markdown: string, guides?: string[]): string;
export function writeGuidePages(
  outDir: string,
  page: (title: string, nav: string, body: string) => string,
  nav: (name: string) => string,
  dir?: string,
): string[];
