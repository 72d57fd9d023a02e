// html-to-text 10 ships no types, and DefinitelyTyped's stop at its version 9: the part of its
// API that api/src/import/html-text.ts uses, as its README (version 10) documents it.
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    /** Characters per line, or false for no wrapping. */
    wordwrap?: number | false | null;
    selectors?: SelectorDefinition[];
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
