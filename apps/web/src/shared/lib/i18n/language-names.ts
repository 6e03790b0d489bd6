/**
 * A language's name in that language (Deutsch, français canadien), so everyone finds their own
 * language whatever the interface currently shows. Capitalised as a list entry.
 */
export function nativeLanguageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
