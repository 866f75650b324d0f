// One glossary entry: the word used for a thing, and the words not to use for it any more.
export interface GlossaryEntry {
  term: string;
  avoid: readonly string[];
  /** What the term names, for a translator choosing the word. */
  means: string;
}

export type Glossary = readonly GlossaryEntry[];
