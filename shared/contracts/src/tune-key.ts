// No schema here: the public pages' shows rules read this without loading zod.
/**
 * A title as the paste box and the "Add a tune" input match it: case, punctuation, spacing and a
 * leading "The" do not count ("The Days of Wine & Roses" = "days of wine and roses").
 */
export function tuneKey(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // "Needn't" and "Neednt" are one title: an apostrophe joins, other punctuation separates
      .replace(/['’ʼ`´]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .replace(/^the\s+/, '')
      .replace(/\s+/g, ' ')
  );
}
