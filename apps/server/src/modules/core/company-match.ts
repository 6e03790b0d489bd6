/**
 * When a company being entered may be one that exists already (spec 001 §7.4
 * findCompanyMatches): applicants are warned of duplicates, and people can find the company
 * they want to join. Pure rules, so they are tested without a database.
 */

/** Words that say what kind of company it is rather than which one. */
const GENERIC_WORDS = new Set([
  'and',
  'the',
  'of',
  'inc',
  'llc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'bv',
  'plc',
  'group',
  'services',
  'service',
  'pro',
  'pros',
]);

/**
 * Lower case, "&" read as "and", accents, punctuation and spaces removed:
 * "Northwind H.V.A.C. & Sons" → "northwindhvacandsons". The repository does the same in SQL.
 */
export function normaliseCompanyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function distinctiveWords(name: string): Set<string> {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));
  return new Set(words);
}

/** Shortest normalised name that may be found inside another, so "AB" does not match everything. */
const MIN_CONTAINED_LENGTH = 3;

/** One normalised name contains the other (either way). */
export function namesContainEachOther(a: string, b: string): boolean {
  const x = normaliseCompanyName(a);
  const y = normaliseCompanyName(b);
  if (x.length < MIN_CONTAINED_LENGTH || y.length < MIN_CONTAINED_LENGTH)
    return x === y && x !== '';
  return x.includes(y) || y.includes(x);
}

/** Containment, or a distinctive word in common ("Summit Electric" ~ "Summit Power & Light"). */
export function namesAreSimilar(a: string, b: string): boolean {
  if (namesContainEachOther(a, b)) return true;
  const words = distinctiveWords(b);
  return [...distinctiveWords(a)].some((word) => words.has(word));
}

export type MatchInput = { name: string; zip?: string | null; phoneE164?: string | null };

/** Same name (case and punctuation aside, either containing the other), same phone, or same zip and a similar name. */
export function isCompanyMatch(query: MatchInput, company: MatchInput): boolean {
  if (namesContainEachOther(query.name, company.name)) return true;
  if (query.phoneE164 && query.phoneE164 === company.phoneE164) return true;
  const zip = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toLowerCase();
  return (
    zip(query.zip) !== '' &&
    zip(query.zip) === zip(company.zip) &&
    namesAreSimilar(query.name, company.name)
  );
}
